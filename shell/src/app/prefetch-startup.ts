import { sessionQueryOptions } from '@studio/api-client/auth';
import { projectOverviewQueryOptions, projectsQueryOptions } from '@studio/api-client/projects';
import { scenesQueryOptions } from '@studio/api-client/scenes';
import { serviceStatusQueryOptions } from '@studio/api-client/status';
import { sceneVoiceLinesQueryOptions } from '@studio/api-client/voice-lines';
import { remoteLoader } from '@studio/federation/remote-loader';
import type { QueryClient } from '@tanstack/react-query';
import { storedProjectId } from '../hooks/current-project';
import { MODULE_ROUTES } from './module-routes';

const DEFAULT_PROJECT_ID = 1;

/**
 * Starts the first screen's reads (and a module page's remote code) together as soon as the
 * session check says there is a session, instead of one after another (session, then projects,
 * then the dashboard or the remote). Same query options
 * as the screens, so they find the answers in the cache. Without a session nothing else is asked
 * for: the gate shows, and every read would only answer 401.
 */
export async function prefetchStartupData(queryClient: QueryClient, pathname: string) {
  const session = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => null);
  if (!session?.authenticated) return;
  void queryClient.prefetchQuery(projectsQueryOptions());
  void queryClient.prefetchQuery(serviceStatusQueryOptions());
  // A module's page opened directly: its remote's code loads beside the projects, not after them.
  const moduleRoute = MODULE_ROUTES.find((route) => route.path === pathname);
  if (moduleRoute) remoteLoader.loadScreen(moduleRoute.remote, moduleRoute.module).catch(() => undefined);
  if (pathname !== '/') return;
  const projectId = storedProjectId() ?? DEFAULT_PROJECT_ID;
  void queryClient.prefetchQuery(projectOverviewQueryOptions(projectId));
  // The dashboard's Voice Lines table opens on the first scene.
  queryClient.fetchQuery(scenesQueryOptions(projectId)).then(
    ([firstScene]) => firstScene && queryClient.prefetchQuery(sceneVoiceLinesQueryOptions(firstScene.id)),
    () => undefined,
  );
}
