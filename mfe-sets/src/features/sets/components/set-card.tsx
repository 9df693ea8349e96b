import type { StudioSet } from '@studio/contracts/sets';
import { EntityCard } from '@studio/ui/entity-card';
import { ModelPreview } from '@studio/ui/model-viewer';

export interface SetCardProps {
  set: StudioSet;
  onEdit: () => void;
  onDelete: () => void;
}

/** SPEC: name, status, and whether a scene file exists (by scenePath), shown in a 3D viewer when it does. */
export function SetCard({ set, onEdit, onDelete }: SetCardProps) {
  return (
    <EntityCard
      title={set.name}
      lines={[`Type: ${set.type}`, `Status: ${set.status}`, set.scenePath ? 'Scene Available' : 'No Scene']}
      onEdit={onEdit}
      onDelete={onDelete}
    >
      {set.scenePath && <ModelPreview src={set.scenePath} name={set.name} />}
    </EntityCard>
  );
}
