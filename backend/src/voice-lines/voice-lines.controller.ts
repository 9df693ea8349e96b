import { Controller } from '@nestjs/common';
import { EndpointsOf, projectItemEndpoints } from '../common';
import { VoiceLinesService } from './voice-lines.service';
import { VoiceSynthesisService } from './voice-synthesis.service';

@Controller()
export class VoiceLinesController extends EndpointsOf({ lines: VoiceLinesService, synthesis: VoiceSynthesisService }, {
  ...projectItemEndpoints('lines', 'VoiceLine', 'VoiceLines'),
  listSceneVoiceLines: ({ lines }, { params }) => lines.listByScene(params.id),
  generateVoiceLine: ({ synthesis }, { body }) => synthesis.generate(body),
}) {}
