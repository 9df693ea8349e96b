import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProjectItemRepository } from '../projects';
import { SetEntity } from './set.entity';

export type NewSet = Omit<SetEntity, 'id' | 'project'>;
/** The columns written after creation: the edits, the generated model and its status. */
export type SetChanges = Partial<Pick<SetEntity, 'name' | 'type' | 'description' | 'oceanType' | 'kind' | 'scenePath' | 'status'>>;

/** The sets table. */
@Injectable()
export class SetsRepository extends ProjectItemRepository<SetEntity, NewSet, SetChanges> {
  constructor(@InjectRepository(SetEntity) sets: Repository<SetEntity>) {
    super(sets);
  }
}
