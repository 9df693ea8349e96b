import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { autoGenerateResultSchema, type AutoGenerateResult } from '@studio/contracts/director';
import type { Job } from '@studio/contracts/jobs';
import type { ScriptFormat } from '@studio/contracts/scripts';
import { callApi, routeUrl } from './http';
import { invalidateAll } from './invalidate';
import { rememberJob } from './jobs';
import { queryKeys } from './query-keys';

/** GET /api/projects/:id/scripts: every script the user stored for the project, newest first. */
export const projectScriptsQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: queryKeys.projectScripts(projectId), queryFn: ({ signal }) => callApi('listProjectScripts', { params: { id: projectId }, signal }) });

export const useProjectScripts = (projectId: number | undefined) =>
  useQuery({ ...projectScriptsQueryOptions(projectId ?? 0), enabled: projectId !== undefined });

export interface AnalyzeScriptInput {
  projectName: string;
  /** The uploaded file, else the pasted text. */
  file?: File | null;
  text?: string;
  directorMemory: boolean;
}

/** POST /api/scripts/analyze: multipart, the file (or the text) with the project's name and the director flag. */
export const analyzeScript = ({ projectName, file, text, directorMemory }: AnalyzeScriptInput) => {
  const form = new FormData();
  form.set('projectName', projectName);
  if (file) form.set('file', file);
  else form.set('text', text ?? '');
  form.set('generateDirectorMemory', String(directorMemory));
  return callApi('analyzeScript', { form });
};

/** The script lands in a project, new or named: the project list refreshes. */
export const useAnalyzeScript = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeScript,
    onSuccess: (result) => invalidateAll(queryClient, [queryKeys.projects(), queryKeys.projectScope(result.projectId)]),
  });
};

/** POST /api/director/:id/auto-generate: the 'project.auto-generate' job, followed by live events. */
export const autoGenerateProject = (projectId: number) => callApi('autoGenerateProject', { params: { id: projectId } });

export const useAutoGenerateProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: autoGenerateProject,
    onSuccess: (job) => rememberJob(queryClient, job),
  });
};

/** A finished auto-generate job's result (events carry progress, not results). */
export async function fetchAutoGenerateResult(job: Pick<Job, 'id'>): Promise<AutoGenerateResult> {
  const finished = await callApi('getJob', { params: { id: job.id } });
  return autoGenerateResultSchema.parse(finished.result);
}

/** GET /api/director/:id/scene/:sceneId/readiness, asked for on demand ('Check Scene Readiness'). */
export const checkSceneReadiness = ({ projectId, sceneId }: { projectId: number; sceneId: number }) =>
  callApi('getSceneReadiness', { params: { id: projectId, sceneId } });

export const useCheckSceneReadiness = () => useMutation({ mutationFn: checkSceneReadiness });

/** A stored script written in a format, as a download link. */
export const scriptExportUrl = (scriptId: number, format: ScriptFormat) =>
  `${routeUrl('exportScript', { params: { scriptId }, query: { format } })}?format=${format}`;

/** The project's current screenplay (its scenes, cast and lines) written in a format, as a download link. */
export const projectScreenplayUrl = (projectId: number, format: ScriptFormat) =>
  `${routeUrl('exportProjectScreenplay', { params: { id: projectId }, query: { format } })}?format=${format}`;
