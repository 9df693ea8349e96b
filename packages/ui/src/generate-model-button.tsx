import { Box, Button, LinearProgress, Typography } from '@mui/material';
import type { Job } from '@studio/contracts/jobs';
import { errorMessage } from './error-message';
import { useToast } from './toast';

export interface GenerateModelButtonProps {
  /** The entity's queued or running model job, if any. */
  activeJob: Pick<Job, 'progress' | 'stage'> | undefined;
  /** True while the request that queues the job is on its way. */
  requesting: boolean;
  onGenerate: () => void;
}

/** 'Generate 3D Model', or a disabled 'Generating...' while the entity's model job is queued or runs. */
export function GenerateModelButton({ activeJob, requesting, onGenerate }: GenerateModelButtonProps) {
  const generating = requesting || activeJob !== undefined;
  return (
    <Button size="small" onClick={onGenerate} disabled={generating}>
      {generating ? 'Generating...' : 'Generate 3D Model'}
    </Button>
  );
}

export interface ModelJobProgressProps {
  job: Pick<Job, 'progress' | 'stage'>;
  /** What is being built, for screen readers ('3D model of Rex'). */
  label: string;
}

/** The model job's real progress (pushed by job events) and its stage. */
export function ModelJobProgress({ job, label }: ModelJobProgressProps) {
  return (
    <Box sx={{ mt: 1 }}>
      <LinearProgress variant="determinate" value={job.progress} aria-label={`Building ${label}`} />
      <Typography variant="caption" color="text.secondary">
        {`${job.stage ?? 'queued'} · ${job.progress}%`}
      </Typography>
    </Box>
  );
}

/** A card's 'Generate 3D Model' props: given where models are built (the builders), not on project tabs. */
export interface ModelGenerationProps {
  /** Queues a model job. */
  onGenerateModel?: () => void;
  /** True while the request that queues the model job is on its way. */
  requestingModel?: boolean;
}

/** The part of a TanStack "generate model" mutation the cards use. */
export interface GenerateModelMutation<TItem> {
  mutate: (item: TItem, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
  variables: { id: number } | undefined;
}

/**
 * Model generation for the cards of a grid: each card's props that queue its item's model job, with
 * the toasts 'Generating 3D model' (and `startedText`) or 'Failed to generate 3D model.'.
 */
export function useModelGeneration<TItem extends { id: number }>(
  mutation: GenerateModelMutation<TItem>,
  startedText: (item: TItem) => string,
): (item: TItem) => Required<ModelGenerationProps> {
  const toast = useToast();
  return (item) => ({
    onGenerateModel: () =>
      mutation.mutate(item, {
        onSuccess: () => toast.success('Generating 3D model', startedText(item)),
        onError: (error) => toast.error('Failed to generate 3D model.', errorMessage(error)),
      }),
    requestingModel: mutation.isPending && mutation.variables?.id === item.id,
  });
}
