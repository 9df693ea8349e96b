import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Job } from '@studio/contracts/jobs';
import { CharacterNotFoundError, type CharacterEntity, CharactersRepository } from '../characters';
import { ModelJobRunner, type ModelJobTarget } from './model-job-runner';

/** The 'character.model' job: a humanoid GLB from the character's name, description and isPirate, at modelPath. */
@Injectable()
export class CharacterModelJob implements OnModuleInit {
  private readonly target: ModelJobTarget<CharacterEntity>;

  constructor(
    characters: CharactersRepository,
    private readonly runner: ModelJobRunner,
  ) {
    this.target = {
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
    };
  }

  onModuleInit(): void {
    this.runner.register(this.target);
  }

  enqueue(character: CharacterEntity): Promise<Job> {
    return this.runner.enqueue(this.target, character);
  }

  /** New rows' models (one just created, or a blueprint's many), while the local engine serves: see ModelJobRunner.enqueueNew. */
  enqueueNew(rows: readonly CharacterEntity[]): Promise<void> {
    return this.runner.enqueueNew(this.target, rows);
  }
}
