import { useActiveJob } from '@studio/api-client/jobs';
import { isSetKind, SET_KIND_INFO, type StudioSet } from '@studio/contracts/sets';
import type { EditDeleteActions } from '@studio/ui/edit-delete-buttons';
import type { ModelGenerationProps } from '@studio/ui/generate-model-button';
import { ModelEntityCard } from '@studio/ui/model-entity-card';
import { ModelPreview } from '@studio/ui/model-viewer';

export interface SetCardProps extends EditDeleteActions, ModelGenerationProps {
  set: StudioSet;
}

/** Name, status, and whether a scene file exists (by scenePath), shown in a 3D viewer when it does. */
export function SetCard({ set, ...actions }: SetCardProps) {
  const modelJob = useActiveJob(set.projectId, 'set.model', { type: 'set', id: set.id });
  const kind = isSetKind(set.kind) ? SET_KIND_INFO[set.kind].label : set.kind;
  return (
    <ModelEntityCard title={set.name} lines={[`Type: ${set.type}`, `Kind: ${kind}`, `Status: ${set.status}`, set.scenePath ? 'Scene Available' : 'No Scene']} modelJob={modelJob} {...actions}>
      {set.scenePath && <ModelPreview src={set.scenePath} name={set.name} />}
    </ModelEntityCard>
  );
}
