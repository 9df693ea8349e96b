import { Skeleton } from '@mui/material';
import { RemoteSlot } from '@studio/federation/remote-slot';
import type { RemoteScreen } from '../../../app/module-routes';
import { NoProject } from '../../../components/no-project';
import { useCurrentProject } from '../../../hooks/current-project';

/** A module route: the owning remote's screen, working on the current project. */
export function ModuleScreen({ remote, module }: RemoteScreen) {
  const { project, isLoading } = useCurrentProject();
  if (isLoading) return <Skeleton variant="rounded" height={240} aria-label="Loading project" />;
  if (!project) return <NoProject />;
  return <RemoteSlot remote={remote} module={module} props={{ projectId: project.id }} />;
}
