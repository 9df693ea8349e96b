import { Box, ListItem, ListItemText } from '@mui/material';
import type { Job, JobState, JobTarget, JobType } from '@studio/contracts/jobs';
import type { ProjectOverview } from '@studio/contracts/overview';

const JOB_TYPE_WORDS: Record<JobType, string> = {
  'voice-line.synthesize': 'Voice line synthesis',
  'music.compose': 'Music composition',
  'character.model': 'Character 3D model',
  'set.model': 'Set 3D model',
  'scene.render': 'Scene render',
  'scene.render-chunk': 'Render chunk',
  'project.auto-generate': 'Generate All Assets',
  'project.render-film': 'Film render',
};

const stateWords = (job: Pick<Job, 'state' | 'progress'>): string => {
  const words: Record<JobState, string> = {
    queued: 'Queued',
    running: `Running, ${job.progress}%`,
    complete: 'Complete',
    failed: 'Failed',
  };
  return words[job.state];
};

/** The target's name from the project overview; its kind and id while the overview is not at hand. */
function targetName(target: JobTarget, overview: ProjectOverview | undefined): string {
  const named = (list: { id: number; name: string }[] | undefined) => list?.find((item) => item.id === target.id)?.name;
  switch (target.type) {
    case 'scene':
      return named(overview?.scenes) ?? `scene ${target.id}`;
    case 'character':
      return named(overview?.characters) ?? `character ${target.id}`;
    case 'set':
      return named(overview?.sets) ?? `set ${target.id}`;
    case 'music':
      return named(overview?.music) ?? `music track ${target.id}`;
    case 'voice-line': {
      const line = overview?.voiceLines.find((item) => item.id === target.id);
      return line ? `“${line.text}”` : `voice line ${target.id}`;
    }
    case 'project':
      return overview?.project.name ?? `project ${target.id}`;
  }
}

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** One job: what ran on what, how it went, and why it failed. */
export function JobItem({ job, overview }: { job: Job; overview: ProjectOverview | undefined }) {
  const title = `${JOB_TYPE_WORDS[job.type]}: ${targetName(job.target, overview)}`;
  return (
    <ListItem divider aria-label={title}>
      <ListItemText
        primary={title}
        secondary={
          <>
            <Box component="span" sx={{ display: 'block', color: job.state === 'failed' ? 'error.main' : undefined }}>
              {`${stateWords(job)} · ${WHEN.format(new Date(job.finishedAt ?? job.createdAt))}`}
            </Box>
            {job.error && (
              <Box component="span" sx={{ display: 'block' }}>
                {job.error}
              </Box>
            )}
          </>
        }
      />
    </ListItem>
  );
}
