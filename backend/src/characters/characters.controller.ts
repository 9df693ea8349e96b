import { Controller } from '@nestjs/common';
import { EndpointsOf } from '../common';
import { acceptingUpload, REFERENCE_IMAGE } from '../media';
import { CharactersService } from './characters.service';

@Controller()
export class CharactersController extends EndpointsOf({ characters: CharactersService }, {
  listProjectCharacters: ({ characters }, { params }) => characters.listByProject(params.id),
  getCharacter: ({ characters }, { params }) => characters.get(params.id),
  createCharacter: ({ characters }, { body }) => characters.create(body),
  updateCharacter: ({ characters }, { params, body }) => characters.update(params.id, body),
  deleteCharacter: ({ characters }, { params }) => characters.remove(params.id),
  findCharactersByName: ({ characters }, { query }) => characters.findByName(query.name),
  uploadCharacterReferenceImage: acceptingUpload(REFERENCE_IMAGE, ({ characters }, { params }, file) =>
    characters.setReferenceImage(params.id, file),
  ),
}) {}
