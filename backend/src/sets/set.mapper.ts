import type { StudioSet } from '@studio/contracts/sets';
import type { SetEntity } from './set.entity';

export const toSet = (row: SetEntity): StudioSet => ({
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type,
  projectId: row.projectId,
  status: row.status,
  scenePath: row.scenePath,
  oceanType: row.oceanType,
});
