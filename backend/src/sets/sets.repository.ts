import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProjectItemRepository } from '../projects';
import { SetEntity } from './set.entity';

export type NewSet = Omit<SetEntity, 'id' | 'project'>;
/** The columns written after creation: the generated model and its status. */
export type SetModelChanges = Partial<Pick<SetEntity, 'scenePath' | 'status'>>;

/** The sets table. */
@Injectable()
export class SetsRepository extends ProjectItemRepository<SetEntity, NewSet, SetModelChanges> {
  constructor(@InjectRepository(SetEntity) sets: Repository<SetEntity>) {
    super(sets);
  }
}
