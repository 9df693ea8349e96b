import { useActiveJob } from '@studio/api-client/jobs';
import { isSetKind, SET_KIND_INFO, type StudioSet } from '@studio/contracts/sets';
import type { EditDeleteActions } from '@studio/ui/edit-delete-buttons';
import { EntityCard } from '@studio/ui/entity-card';
import { GenerateModelButton, ModelJobProgress, type ModelGenerationProps } from '@studio/ui/generate-model-button';
import { ModelPreview } from '@studio/ui/model-viewer';

export interface SetCardProps extends EditDeleteActions, ModelGenerationProps {
  set: StudioSet;
}

/** Name, status, and whether a scene file exists (by scenePath), shown in a 3D viewer when it does. */
export function SetCard({ set, onEdit, onDelete, onGenerateModel, requestingModel = false }: SetCardProps) {
  const modelJob = useActiveJob(set.projectId, 'set.model', { type: 'set', id: set.id });
  return (
    <EntityCard
      title={set.name}
      lines={[`Type: ${set.type}`, `Kind: ${isSetKind(set.kind) ? SET_KIND_INFO[set.kind].label : set.kind}`, `Status: ${set.status}`, set.scenePath ? 'Scene Available' : 'No Scene']}
      onEdit={onEdit}
      onDelete={onDelete}
      actions={onGenerateModel && <GenerateModelButton activeJob={modelJob} requesting={requestingModel} onGenerate={onGenerateModel} />}
    >
      {modelJob && <ModelJobProgress job={modelJob} label={`3D model of ${set.name}`} />}
      {set.scenePath && <ModelPreview src={set.scenePath} name={set.name} />}
    </EntityCard>
  );
}
