import { Box, Button, LinearProgress, Typography } from '@mui/material';
import type { Job } from '@studio/contracts/jobs';

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
