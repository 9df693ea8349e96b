import { RemoteBoundary } from '@studio/federation/remote-boundary';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useCurrentProject } from '../../../hooks/current-project';

// The page itself loads on first visit, not with every dashboard (the first load's budget).
const loadProjectPage = () => import('./project-page').then((module) => module.ProjectPage);
const reloadNothing = async () => undefined;

/**
 * /projects/:projectId: opening a project's page (link, deep link or reload) makes it the current
 * project at once, while the page's code may still be loading, so a module opened next works on it.
 */
export function ProjectRoute() {
  const projectId = Number(useParams().projectId);
  const { projects, selectProject } = useCurrentProject();
  const exists = projects.some((project) => project.id === projectId);
  useEffect(() => {
    if (exists) selectProject(projectId);
  }, [exists, projectId, selectProject]);
  return <RemoteBoundary title="Project" load={loadProjectPage} reload={reloadNothing} props={{}} />;
}
