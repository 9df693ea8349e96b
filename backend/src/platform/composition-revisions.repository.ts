import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CompositionRevisionEntity } from './composition-revision.entity';

/** The composition_revisions table: the composition's history, one row per change. */
@Injectable()
export class CompositionRevisionsRepository {
  constructor(@InjectRepository(CompositionRevisionEntity) private readonly revisions: Repository<CompositionRevisionEntity>) {}

  /** The current revision's row; null while the composition never changed (revision 0). */
  async latest(): Promise<CompositionRevisionEntity | null> {
    const [latest] = await this.revisions.find({ order: { revision: 'DESC' }, take: 1 });
    return latest ?? null;
  }

  find(revision: number): Promise<CompositionRevisionEntity | null> {
    return this.revisions.findOneBy({ revision });
  }

  /** Oldest first. */
  list(): Promise<CompositionRevisionEntity[]> {
    return this.revisions.find({ order: { revision: 'ASC' } });
  }

  /** Rejects with a unique violation when another change took that revision first. */
  async insert(revision: Omit<CompositionRevisionEntity, 'id'>): Promise<void> {
    await this.revisions.insert(revision);
  }
}
