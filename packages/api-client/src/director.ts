import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssetRequest, DirectorRender } from '@studio/contracts/director';
import type { RenderResolution } from '@studio/contracts/scenes';
import { callApi, routeUrl } from './http';
import { useInvalidatingMutation } from './invalidate';
import { rememberJob } from './jobs';
import { queryKeys } from './query-keys';

/** A director call's project: by id where the screen knows it, by name in the Director Console. */
export type ProjectReference = { projectId: number } | { projectName: string };

/** POST /api/director/analyze-and-train: the director's memory rebuilt from a stored script. */
export const useTrainDirector = () =>
  useMutation({ mutationFn: (scriptPath: string) => callApi('analyzeAndTrain', { body: { scriptPath } }) });

/** GET /api/director/validate/:sceneId: what the scene still lacks. */
export const useValidateScene = () =>
  useMutation({ mutationFn: (sceneId: number) => callApi('validateScene', { params: { sceneId } }) });

/** POST /api/director/generate: each item created or made again as a job; the project's lists refresh. */
export const useGenerateAssets = () =>
  useInvalidatingMutation(
    ({ assets, ...project }: ProjectReference & { assets: AssetRequest[] }) => callApi('generateAssets', { body: { ...project, assets } }),
    () => [['project']],
  );

/** POST /api/director/generate-missing-assets: what a validation found missing, as asset requests. */
export const useGenerateMissingAssets = () =>
  useInvalidatingMutation(
    ({ assetRequests, ...project }: ProjectReference & { assetRequests: AssetRequest[] }) =>
      callApi('generateMissingAssets', { body: { ...project, assetRequests } }),
    () => [['project']],
  );

/** POST /api/director/generate/plan: what Generate Assets would create and make again, nothing done. */
export const planGenerateAssets = ({ assets, ...project }: ProjectReference & { assets: AssetRequest[] }) =>
  callApi('planGenerateAssets', { body: { ...project, assets } });

/** POST /api/director/render/plan: what a director render would create and change, nothing done. */
export const planDirectorRender = (scene: DirectorRender) => callApi('planDirectorRender', { body: scene });

/** POST /api/director/render-scene: the scene made as described, then rendered (a job that waits for its media). */
export const useDirectorRender = () =>
  useInvalidatingMutation((scene: DirectorRender) => callApi('directorRenderScene', { body: scene }), () => [['project'], ['scene']]);

export type ArchiveTarget = { sceneId: number } | ({ scene: string } & ProjectReference) | { wholeProjectId: number };

/** The three archive calls: a scene by id, a scene by name, or a whole project. */
export const archive = (target: ArchiveTarget) => {
  if ('sceneId' in target) return callApi('archiveScene', { params: { id: target.sceneId } });
  if ('wholeProjectId' in target) return callApi('archiveProject', { params: { id: target.wholeProjectId } });
  return callApi('archiveSceneByName', { body: target });
};

export const useArchive = () => useMutation({ mutationFn: archive });

/** GET /api/director/:id/film: null while the project has none. */
export const filmQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.film(projectId),
    queryFn: async ({ signal }) => (await callApi('getFilm', { params: { id: projectId }, signal })).film,
  });

export const useFilm = (projectId: number) => useQuery(filmQueryOptions(projectId));

/** GET /api/projects/:id/film/handoff: the film for an editor (.zip), downloaded by the browser with the session. */
export const filmHandoffUrl = (projectId: number) => routeUrl('getFilmHandoff', { params: { id: projectId } });

/** POST /api/director/:id/render-film: the 'project.render-film' job, followed by live events. */
export const useRenderFilm = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, resolution }: { projectId: number; resolution?: RenderResolution }) =>
      callApi('renderFilm', { params: { id: projectId }, body: { resolution } }),
    onSuccess: (job) => rememberJob(queryClient, job),
  });
};
