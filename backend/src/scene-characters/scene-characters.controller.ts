import { Controller } from '@nestjs/common';
import { Endpoint, type EndpointInput } from '../common';
import { SceneCharactersService } from './scene-characters.service';

@Controller()
export class SceneCharactersController {
  constructor(private readonly service: SceneCharactersService) {}

  @Endpoint('linkSceneCharacter')
  link({ body }: EndpointInput<'linkSceneCharacter'>) {
    return this.service.link(body);
  }

  @Endpoint('unlinkSceneCharacter')
  unlink({ body }: EndpointInput<'unlinkSceneCharacter'>) {
    return this.service.unlink(body);
  }
}
