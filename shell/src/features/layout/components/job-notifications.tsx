import { Badge, Box, IconButton, List, ListItem, ListItemText, Popover, Typography } from '@mui/material';
import { isActiveJob, useJobs } from '@studio/api-client/jobs';
import { projectOverviewQueryOptions } from '@studio/api-client/projects';
import type { Job, JobState, JobTarget, JobType } from '@studio/contracts/jobs';
import type { ProjectOverview } from '@studio/contracts/overview';
import { Tooltip } from '@studio/ui/tooltip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NotificationsIcon } from '../../../components/icons';

/** How many of the project's recent jobs the menu lists. */
const SHOWN_JOBS = 10;

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
function JobItem({ job, overview }: { job: Job; overview: ProjectOverview | undefined }) {
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

/**
 * The top bar's notification icon: the current project's recent jobs and their outcomes, newest
 * first. The list loads on first open and job events keep it current from then on.
 */
export function JobNotifications({ projectId }: { projectId: number | undefined }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const open = anchor !== null;
  const jobs = useJobs(projectId ?? 0, { enabled: projectId !== undefined && opened });
  const overview = useQuery({ ...projectOverviewQueryOptions(projectId ?? 0), enabled: projectId !== undefined && open });
  const running = jobs.data?.filter(isActiveJob).length ?? 0;
  const shown = jobs.data?.slice(0, SHOWN_JOBS) ?? [];

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          aria-label="Notifications"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setOpened(true);
          }}
        >
          <Badge badgeContent={running} color="secondary">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Recent jobs', sx: { width: 380, maxWidth: '100vw', maxHeight: 480 } } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5 }}>
          Recent jobs
        </Typography>
        {projectId === undefined ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            No project is open.
          </Typography>
        ) : jobs.error ? (
          <Typography sx={{ p: 2 }} color="error">
            {jobs.error.message}
          </Typography>
        ) : !jobs.data ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            Loading...
          </Typography>
        ) : shown.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            No recent jobs.
          </Typography>
        ) : (
          <List dense aria-label="Recent jobs">
            {shown.map((job) => (
              <JobItem key={job.id} job={job} overview={overview.data} />
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
