import { Controller } from '@nestjs/common';
import { EndpointsOf } from '../common';
import { VoiceLinesService } from './voice-lines.service';
import { VoiceSynthesisService } from './voice-synthesis.service';

@Controller()
export class VoiceLinesController extends EndpointsOf({ lines: VoiceLinesService, synthesis: VoiceSynthesisService }, {
  listProjectVoiceLines: ({ lines }, { params }) => lines.listByProject(params.id),
  listSceneVoiceLines: ({ lines }, { params }) => lines.listByScene(params.id),
  getVoiceLine: ({ lines }, { params }) => lines.get(params.id),
  createVoiceLine: ({ lines }, { body }) => lines.create(body),
  updateVoiceLine: ({ lines }, { params, body }) => lines.update(params.id, body),
  deleteVoiceLine: ({ lines }, { params }) => lines.remove(params.id),
  generateVoiceLine: ({ synthesis }, { body }) => synthesis.generate(body),
}) {}
