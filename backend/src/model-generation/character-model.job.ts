import { Injectable } from '@nestjs/common';
import { CharacterNotFoundError, type CharacterEntity, CharactersRepository } from '../characters';
import { ModelJob, ModelJobRunner } from './model-job-runner';

/** The 'character.model' job: a humanoid GLB from the character's name, description and isPirate, at modelPath. */
@Injectable()
export class CharacterModelJob extends ModelJob<CharacterEntity> {
  constructor(characters: CharactersRepository, runner: ModelJobRunner) {
    super(runner, {
      jobType: 'character.model',
      entity: 'character',
      label: 'Character',
      owner: 'characters',
      find: (id) => characters.findById(id),
      modelOf: (character) => character.modelPath,
      saveModel: (id, url) => characters.update(id, { modelPath: url, status: 'complete' }),
      saveStatus: (id, status) => characters.update(id, { status }),
      notFound: (id) => new CharacterNotFoundError(id),
      build: (engine, character, onProgress) =>
        engine.buildCharacter({ name: character.name, description: character.description, isPirate: character.isPirate }, onProgress),
    });
  }
}
