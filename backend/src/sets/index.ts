export type { SetEntity } from './set.entity';
export * from './set.errors';
export { kindOfSet, newSetRow, toSet } from './set.mapper';
export { SetsModule } from './sets.module';
export { SetsRepository, type NewSet, type SetChanges } from './sets.repository';
export { SetsService, type CreateSetInput, type UpdateSetInput } from './sets.service';
