import { type ApiRoute, defineRoutes } from './route-definition';
import { authRoutes } from './auth.routes';
import { charactersRoutes } from './characters.routes';
import { directorRoutes } from './director.routes';
import { docsRoutes } from './docs.routes';
import { eventsRoutes } from './events.routes';
import { filmsRoutes } from './films.routes';
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
import { storyboardsRoutes } from './storyboards.routes';
import { voiceLinesRoutes } from './voice-lines.routes';

export type { ApiRoute, HttpMethod, RateLimitClass, ResponseFormat, RouteError, RouteErrorStatus } from './route-definition';
export { successStatus } from './route-definition';
export { DOCS_ASSET_FILES, docsAssetParamSchema } from './docs.routes';

/** The route groups, one per resource, with what the API reference says of each (its OpenAPI tag). */
export const ROUTE_GROUPS: ReadonlyArray<{ tag: string; description: string; routes: Record<string, ApiRoute> }> = [
  { tag: 'auth', description: 'Sessions: the studio password opens one, kept in an httpOnly cookie', routes: authRoutes },
  { tag: 'status', description: 'Liveness, and which engines and AI service keys are in use', routes: statusRoutes },
  { tag: 'settings', description: 'AI service keys (stored encrypted, never shown again) and the pirate preferences', routes: settingsRoutes },
  { tag: 'platform', description: 'Module releases, the composition of live remotes with its history and rollback, and previews', routes: platformRoutes },
  { tag: 'docs', description: 'This reference', routes: docsRoutes },
  { tag: 'projects', description: 'Projects and their overview', routes: projectsRoutes },
  { tag: 'characters', description: 'Characters and their 3D models and reference images', routes: charactersRoutes },
  { tag: 'sets', description: 'Sets and their 3D environments', routes: setsRoutes },
  { tag: 'music', description: 'Music tracks: composed or uploaded audio', routes: musicRoutes },
  { tag: 'scenes', description: 'Scenes, their cast, timeline and renders', routes: scenesRoutes },
  { tag: 'storyboards', description: 'Storyboards to print: one panel per shot, drawn as a render draws it', routes: storyboardsRoutes },
  { tag: 'voice-lines', description: 'Voice lines and their synthesized audio', routes: voiceLinesRoutes },
  { tag: 'scripts', description: 'Screenplays: analysed into scenes, cast and dialogue, and stored', routes: scriptsRoutes },
  { tag: 'director', description: 'The Director Console: readiness, generation by name, renders and archives', routes: directorRoutes },
  { tag: 'films', description: "A project's film: its ready scenes rendered and joined into one MP4, and its editor handoff", routes: filmsRoutes },
  { tag: 'imports', description: 'Whole projects in and out: blueprints, manifests and .zip bundles', routes: importsRoutes },
  { tag: 'jobs', description: 'Long work (generation, renders, analysis) as jobs with progress', routes: jobsRoutes },
  { tag: 'events', description: 'Live job progress and entity changes as server-sent events', routes: eventsRoutes },
];

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
  ...storyboardsRoutes,
  ...voiceLinesRoutes,
  ...scriptsRoutes,
  ...directorRoutes,
  ...filmsRoutes,
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
