import { Controller } from '@nestjs/common';
import { Endpoint, type EndpointInput } from '../common';
import { BlueprintsService } from './blueprints.service';

@Controller()
export class BlueprintsController {
  constructor(private readonly service: BlueprintsService) {}

  /** The Pirate Template's one call: the whole project, or nothing. */
  @Endpoint('createProjectFromBlueprint')
  create({ body }: EndpointInput<'createProjectFromBlueprint'>) {
    return this.service.create(body);
  }
}
