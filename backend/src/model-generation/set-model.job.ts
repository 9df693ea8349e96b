import { Injectable } from '@nestjs/common';
import { OCEAN_TYPES, SET_TYPES, type OceanType, type SetType } from '@studio/contracts/sets';
import { kindOfSet, SetNotFoundError, type SetEntity, SetsRepository } from '../sets';
import { ModelJob, ModelJobRunner } from './model-job-runner';
import { setTypeFromDescription } from './set-type-from-description';

const isSetType = (type: string): type is SetType => (SET_TYPES as readonly string[]).includes(type);
const isOceanType = (type: string | null): type is OceanType => type !== null && (OCEAN_TYPES as readonly string[]).includes(type);

/** The 'set.model' job: an environment GLB of the set's kind of place (a ship deck when it has an ocean), at scenePath. */
@Injectable()
export class SetModelJob extends ModelJob<SetEntity, 'scenePath'> {
  constructor(sets: SetsRepository, runner: ModelJobRunner) {
    super(runner, {
      entity: 'set',
      rows: sets,
      modelColumn: 'scenePath',
      notFound: SetNotFoundError,
      build: (engine, set, onProgress) =>
        engine.buildSet(
          {
            name: set.name,
            description: set.description,
            // The column is free text: a word outside the list falls back to the description's.
            type: isSetType(set.type) ? set.type : setTypeFromDescription(set.description),
            oceanType: isOceanType(set.oceanType) ? set.oceanType : null,
            kind: kindOfSet(set),
          },
          onProgress,
        ),
    });
  }
}
