import { Injectable } from '@nestjs/common';
import { CharacterNotFoundError, type CharacterEntity, CharactersRepository } from '../characters';
import { ModelJob, ModelJobRunner } from './model-job-runner';

/** The 'character.model' job: a humanoid GLB from the character's name, description and isPirate, at modelPath. */
@Injectable()
export class CharacterModelJob extends ModelJob<CharacterEntity, 'modelPath'> {
  constructor(characters: CharactersRepository, runner: ModelJobRunner) {
    super(runner, {
      entity: 'character',
      rows: characters,
      modelColumn: 'modelPath',
      notFound: CharacterNotFoundError,
      build: (engine, character, onProgress) =>
        engine.buildCharacter({ name: character.name, description: character.description, isPirate: character.isPirate }, onProgress),
    });
  }
}
