import { Badge, IconButton, List, Popover, Typography } from '@mui/material';
import { isActiveJob, useJobs } from '@studio/api-client/jobs';
import { projectOverviewQueryOptions } from '@studio/api-client/projects';
import { Tooltip } from '@studio/ui/tooltip';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { NotificationsIcon } from '../../../components/icons';

/** How many of the project's recent jobs the menu lists. */
const SHOWN_JOBS = 10;

// The list's items load with its first opening, not with every page.
const JobItem = lazy(() => import('./job-item').then((module) => ({ default: module.JobItem })));

const loading = (
  <Typography sx={{ p: 2 }} color="text.secondary">
    Loading...
  </Typography>
);

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
          loading
        ) : shown.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            No recent jobs.
          </Typography>
        ) : (
          <Suspense fallback={loading}>
            <List dense aria-label="Recent jobs">
              {shown.map((job) => (
                <JobItem key={job.id} job={job} overview={overview.data} />
              ))}
            </List>
          </Suspense>
        )}
      </Popover>
    </>
  );
}
