import { Controller } from '@nestjs/common';
import { EndpointsOf, projectItemEndpoints } from '../common';
import { acceptingUpload, REFERENCE_IMAGE } from '../media';
import { CharactersService } from './characters.service';

@Controller()
export class CharactersController extends EndpointsOf({ characters: CharactersService }, {
  ...projectItemEndpoints('characters', 'Character', 'Characters'),
  findCharactersByName: ({ characters }, { query }) => characters.findByName(query.name),
  uploadCharacterReferenceImage: acceptingUpload(REFERENCE_IMAGE, ({ characters }, { params }, file) =>
    characters.setReferenceImage(params.id, file),
  ),
}) {}
