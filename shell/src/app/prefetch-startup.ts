import { sessionQueryOptions } from '@studio/api-client/auth';
import { projectOverviewQueryOptions, projectsQueryOptions } from '@studio/api-client/projects';
import { scenesQueryOptions } from '@studio/api-client/scenes';
import { serviceStatusQueryOptions } from '@studio/api-client/status';
import { sceneVoiceLinesQueryOptions } from '@studio/api-client/voice-lines';
import type { QueryClient } from '@tanstack/react-query';
import { storedProjectId } from '../hooks/current-project';

const DEFAULT_PROJECT_ID = 1;

/**
 * Starts the first screen's reads together with the session check instead of one after another
 * (session, then projects, then the dashboard). Same query options as the screens, so they find
 * the answers in the cache. Without a session these answer 401, which shows the gate anyway.
 */
export function prefetchStartupData(queryClient: QueryClient, pathname: string) {
  void queryClient.prefetchQuery(sessionQueryOptions());
  void queryClient.prefetchQuery(projectsQueryOptions());
  if (pathname !== '/') return;
  const projectId = storedProjectId() ?? DEFAULT_PROJECT_ID;
  void queryClient.prefetchQuery(projectOverviewQueryOptions(projectId));
  // The dashboard's Voice Lines table opens on the first scene.
  queryClient.fetchQuery(scenesQueryOptions(projectId)).then(
    ([firstScene]) => firstScene && queryClient.prefetchQuery(sceneVoiceLinesQueryOptions(firstScene.id)),
    () => undefined,
  );
  void queryClient.prefetchQuery(serviceStatusQueryOptions());
}
