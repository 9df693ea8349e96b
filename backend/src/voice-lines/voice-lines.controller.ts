import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { idParamSchema, type IdParam, type Ok } from '@studio/contracts/common';
import {
  createVoiceLineSchema,
  generateVoiceLineSchema,
  updateVoiceLineSchema,
  type GeneratedVoiceLine,
  type VoiceLine,
} from '@studio/contracts/voice-lines';
import { VoiceLinesService, type CreateVoiceLineInput, type UpdateVoiceLineInput } from './voice-lines.service';
import { VoiceSynthesisService, type GenerateVoiceLineInput } from './voice-synthesis.service';

@Controller()
export class VoiceLinesController {
  constructor(
    private readonly service: VoiceLinesService,
    private readonly synthesis: VoiceSynthesisService,
  ) {}

  @Get('/api/projects/:id/voicelines')
  listByProject(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<VoiceLine[]> {
    return this.service.listByProject(id);
  }

  @Get('/api/scenes/:id/voicelines')
  listByScene(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<VoiceLine[]> {
    return this.service.listByScene(id);
  }

  @Get('/api/voicelines/:id')
  get(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<VoiceLine> {
    return this.service.get(id);
  }

  @Post('/api/voicelines')
  create(@Body({ schema: createVoiceLineSchema }) body: CreateVoiceLineInput): Promise<VoiceLine> {
    return this.service.create(body);
  }

  @Put('/api/voicelines/:id')
  update(
    @Param({ schema: idParamSchema }) { id }: IdParam,
    @Body({ schema: updateVoiceLineSchema }) body: UpdateVoiceLineInput,
  ): Promise<VoiceLine> {
    return this.service.update(id, body);
  }

  @Delete('/api/voicelines/:id')
  remove(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<Ok> {
    return this.service.remove(id);
  }

  @Post('/api/generate/voiceline')
  generate(@Body({ schema: generateVoiceLineSchema }) body: GenerateVoiceLineInput): Promise<GeneratedVoiceLine> {
    return this.synthesis.generate(body);
  }
}
