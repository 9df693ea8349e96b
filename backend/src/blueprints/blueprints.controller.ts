import { Controller } from '@nestjs/common';
import { EndpointsOf } from '../common';
import { BlueprintsService } from './blueprints.service';

/** The Pirate Template's one call: the whole project, or nothing. */
@Controller()
export class BlueprintsController extends EndpointsOf({ blueprints: BlueprintsService }, {
  createProjectFromBlueprint: ({ blueprints }, { body }) => blueprints.create(body),
}) {}
