import { Controller } from '@nestjs/common';
import { EndpointsOf } from '../common';
import { SceneCharactersService } from './scene-characters.service';

@Controller()
export class SceneCharactersController extends EndpointsOf({ links: SceneCharactersService }, {
  linkSceneCharacter: ({ links }, { body }) => links.link(body),
  unlinkSceneCharacter: ({ links }, { body }) => links.unlink(body),
}) {}
