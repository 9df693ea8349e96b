import { Controller, UploadedFile } from '@nestjs/common';
import { Endpoint, type EndpointInput } from '../common';
import { AcceptsMediaUpload, REFERENCE_IMAGE, type UploadedMedia } from '../media';
import { CharactersService } from './characters.service';

@Controller()
export class CharactersController {
  constructor(private readonly service: CharactersService) {}

  @Endpoint('listProjectCharacters')
  listByProject({ params }: EndpointInput<'listProjectCharacters'>) {
    return this.service.listByProject(params.id);
  }

  @Endpoint('getCharacter')
  get({ params }: EndpointInput<'getCharacter'>) {
    return this.service.get(params.id);
  }

  @Endpoint('createCharacter')
  create({ body }: EndpointInput<'createCharacter'>) {
    return this.service.create(body);
  }

  @Endpoint('updateCharacter')
  update({ params, body }: EndpointInput<'updateCharacter'>) {
    return this.service.update(params.id, body);
  }

  @Endpoint('deleteCharacter')
  remove({ params }: EndpointInput<'deleteCharacter'>) {
    return this.service.remove(params.id);
  }

  @Endpoint('findCharactersByName')
  findByName({ query }: EndpointInput<'findCharactersByName'>) {
    return this.service.findByName(query.name);
  }

  @Endpoint('uploadCharacterReferenceImage')
  @AcceptsMediaUpload(REFERENCE_IMAGE)
  uploadReferenceImage({ params }: EndpointInput<'uploadCharacterReferenceImage'>, @UploadedFile() file: UploadedMedia | undefined) {
    return this.service.setReferenceImage(params.id, file);
  }
}
