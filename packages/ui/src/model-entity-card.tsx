import type { Job } from '@studio/contracts/jobs';
import type { ReactNode } from 'react';
import type { EditDeleteActions } from './edit-delete-buttons';
import { EntityCard } from './entity-card';
import { GenerateModelButton, ModelJobProgress, type ModelGenerationProps } from './generate-model-button';

export interface ModelEntityCardProps extends EditDeleteActions, ModelGenerationProps {
  title: string;
  lines: ReactNode[];
  /** The item's queued or running model job (useActiveJob), if any. */
  modelJob: Pick<Job, 'progress' | 'stage'> | undefined;
  /** The model's preview and anything else under the lines. */
  children?: ReactNode;
}

/** The card of an item that gets a 3D model (a character, a set): 'Generate 3D Model' where offered and the model job's progress. */
export function ModelEntityCard({ modelJob, onGenerateModel, requestingModel = false, children, ...card }: ModelEntityCardProps) {
  return (
    <EntityCard {...card} actions={onGenerateModel && <GenerateModelButton activeJob={modelJob} requesting={requestingModel} onGenerate={onGenerateModel} />}>
      {modelJob && <ModelJobProgress job={modelJob} label={`3D model of ${card.title}`} />}
      {children}
    </EntityCard>
  );
}
