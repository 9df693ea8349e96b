import { Controller } from '@nestjs/common';
import { EndpointsOf, projectItemEndpoints } from '../common';
import { SetsService } from './sets.service';

@Controller()
export class SetsController extends EndpointsOf({ sets: SetsService }, projectItemEndpoints('sets', 'Set', 'Sets')) {}
