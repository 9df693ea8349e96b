import { Controller } from '@nestjs/common';
import { EndpointsOf, projectItemEndpoints } from '../common';
import { ScenesService } from './scenes.service';

@Controller()
export class ScenesController extends EndpointsOf({ scenes: ScenesService }, projectItemEndpoints('scenes', 'Scene', 'Scenes')) {}
