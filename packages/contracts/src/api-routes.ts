import { type ApiRoute, defineRoutes } from './route-definition';
import { authRoutes } from './auth.routes';
import { charactersRoutes } from './characters.routes';
import { directorRoutes } from './director.routes';
import { docsRoutes } from './docs.routes';
import { eventsRoutes } from './events.routes';
import { importsRoutes } from './imports.routes';
import { jobsRoutes } from './jobs.routes';
import { musicRoutes } from './music.routes';
import { platformRoutes } from './platform.routes';
import { projectsRoutes } from './projects.routes';
import { scenesRoutes } from './scenes.routes';
import { scriptsRoutes } from './scripts.routes';
import { setsRoutes } from './sets.routes';
import { settingsRoutes } from './settings.routes';
import { statusRoutes } from './status.routes';
import { voiceLinesRoutes } from './voice-lines.routes';

export type { ApiRoute, HttpMethod, RateLimitClass, ResponseFormat, RouteError, RouteErrorStatus } from './route-definition';
export { successStatus } from './route-definition';
export { DOCS_ASSET_FILES, docsAssetParamSchema } from './docs.routes';

/**
 * Every endpoint of the API, once, by name, composed from the route groups that sit beside their
 * resource's schemas (`<resource>.routes.ts`). Controllers bind to an entry with `@Endpoint(name)`,
 * the API client calls one with `callApi(name, …)`, and the OpenAPI document, the route guard
 * test and the served-routes test are generated from it, so none of them can disagree.
 */
export const apiRoutes = defineRoutes({
  ...authRoutes,
  ...statusRoutes,
  ...settingsRoutes,
  ...platformRoutes,
  ...docsRoutes,
  ...projectsRoutes,
  ...charactersRoutes,
  ...setsRoutes,
  ...musicRoutes,
  ...scenesRoutes,
  ...voiceLinesRoutes,
  ...scriptsRoutes,
  ...directorRoutes,
  ...importsRoutes,
  ...jobsRoutes,
  ...eventsRoutes,
});

export type ApiRoutes = typeof apiRoutes;
export type RouteName = keyof ApiRoutes;

/** The table as a list, for whatever walks every route (OpenAPI, route tests). */
export const API_ROUTES: ReadonlyArray<ApiRoute & { name: RouteName }> = Object.entries(apiRoutes).map(([name, route]) => ({
  ...route,
  name: name as RouteName,
}));
