import { Controller } from '@nestjs/common';
import { Endpoint, type EndpointInput } from '../common';
import { VoiceLinesService } from './voice-lines.service';
import { VoiceSynthesisService } from './voice-synthesis.service';

@Controller()
export class VoiceLinesController {
  constructor(
    private readonly service: VoiceLinesService,
    private readonly synthesis: VoiceSynthesisService,
  ) {}

  @Endpoint('listProjectVoiceLines')
  listByProject({ params }: EndpointInput<'listProjectVoiceLines'>) {
    return this.service.listByProject(params.id);
  }

  @Endpoint('getVoiceLine')
  get({ params }: EndpointInput<'getVoiceLine'>) {
    return this.service.get(params.id);
  }

  @Endpoint('createVoiceLine')
  create({ body }: EndpointInput<'createVoiceLine'>) {
    return this.service.create(body);
  }

  @Endpoint('updateVoiceLine')
  update({ params, body }: EndpointInput<'updateVoiceLine'>) {
    return this.service.update(params.id, body);
  }

  @Endpoint('deleteVoiceLine')
  remove({ params }: EndpointInput<'deleteVoiceLine'>) {
    return this.service.remove(params.id);
  }

  @Endpoint('listSceneVoiceLines')
  listByScene({ params }: EndpointInput<'listSceneVoiceLines'>) {
    return this.service.listByScene(params.id);
  }

  @Endpoint('generateVoiceLine')
  generate({ body }: EndpointInput<'generateVoiceLine'>) {
    return this.synthesis.generate(body);
  }
}
