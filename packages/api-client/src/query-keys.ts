/**
 * Every query key in one place so the shell and the remotes share cache entries.
 * Everything about one project sits under projectScope(id), so it can be refreshed as a whole.
 */
export const queryKeys = {
  projects: () => ['projects'] as const,
  projectScope: (projectId: number) => ['project', projectId] as const,
  project: (projectId: number) => ['project', projectId, 'detail'] as const,
  overview: (projectId: number) => ['project', projectId, 'overview'] as const,
  characters: (projectId: number) => ['project', projectId, 'characters'] as const,
  sets: (projectId: number) => ['project', projectId, 'sets'] as const,
  music: (projectId: number) => ['project', projectId, 'music'] as const,
  scenes: (projectId: number) => ['project', projectId, 'scenes'] as const,
  projectVoiceLines: (projectId: number) => ['project', projectId, 'voice-lines'] as const,
  /** The project's recent jobs (GET /api/jobs?projectId=), kept current by job events. */
  jobs: (projectId: number) => ['project', projectId, 'jobs'] as const,
  /** GET /api/projects/:id/scripts: the scripts stored for the project, newest first. */
  projectScripts: (projectId: number) => ['project', projectId, 'scripts'] as const,
  /** GET /api/director/:id/film: the project's newest film. */
  film: (projectId: number) => ['project', projectId, 'film'] as const,
  allSceneVoiceLines: () => ['scene'] as const,
  /** Everything about one scene: its detail, lines and timeline. */
  sceneScope: (sceneId: number) => ['scene', sceneId] as const,
  /** GET /api/scenes/:id. */
  scene: (sceneId: number) => ['scene', sceneId, 'detail'] as const,
  sceneVoiceLines: (sceneId: number) => ['scene', sceneId, 'voice-lines'] as const,
  /** GET /api/scenes/:id/timeline; under ['scene'], so a voice line change refreshes it too. */
  sceneTimeline: (sceneId: number) => ['scene', sceneId, 'timeline'] as const,
  status: () => ['status'] as const,
  /** GET /api/settings/keys. */
  serviceKeys: () => ['settings', 'keys'] as const,
  piratePreferences: () => ['settings', 'pirate-preferences'] as const,
  session: () => ['auth', 'session'] as const,
  /** Everything the platform page reads; a `composition` event refreshes it as a whole. */
  platform: () => ['platform'] as const,
  composition: () => ['platform', 'composition'] as const,
  compositionHistory: () => ['platform', 'composition-history'] as const,
  releases: () => ['platform', 'releases'] as const,
  platformTokens: () => ['platform', 'tokens'] as const,
  releaseCompatibility: (name: string, version: string) => ['platform', 'releases', name, version, 'compatibility'] as const,
};
