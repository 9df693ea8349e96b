import { resolveSetKind } from '@studio/contracts/set-kind-words';
import { isSetKind, SET_TYPES, type SetKind, type SetType, type StudioSet } from '@studio/contracts/sets';
import type { SetEntity } from './set.entity';
import type { NewSet } from './sets.repository';

const isSetType = (type: string): type is SetType => (SET_TYPES as readonly string[]).includes(type);

/** The kind a set builds as: the picked one, else the one its words name within its type. */
export const kindOfSet = (row: Pick<SetEntity, 'name' | 'description' | 'type' | 'kind'>): SetKind =>
  resolveSetKind({ name: row.name, description: row.description, type: isSetType(row.type) ? row.type : null, kind: isSetKind(row.kind) ? row.kind : null });

/** A new set's row (created, or from a blueprint): pending, without its environment model. */
export const newSetRow = (
  projectId: number,
  set: { name: string; type: SetType; description?: string | null; oceanType?: string | null; kind?: SetKind | null },
): NewSet => ({
  name: set.name,
  description: set.description ?? null,
  type: set.type,
  projectId,
  status: 'pending',
  scenePath: null,
  oceanType: set.oceanType ?? null,
  kind: set.kind ?? null,
});

export const toSet = (row: SetEntity): StudioSet => ({
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type,
  projectId: row.projectId,
  status: row.status,
  scenePath: row.scenePath,
  oceanType: row.oceanType,
  kind: kindOfSet(row),
});
