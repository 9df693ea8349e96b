import { callApi } from '@studio/api-client/http';
import { useMutation } from '@tanstack/react-query';

const same = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;

/** The Asset Validation tab: the named scene of the named project, checked by the director. */
export async function validateSceneByName({ projectName, sceneName }: { projectName: string; sceneName: string }) {
  const project = (await callApi('listProjects')).find((candidate) => same(candidate.name, projectName));
  if (!project) throw new Error(`No project named '${projectName}'`);
  const scene = (await callApi('listProjectScenes', { params: { id: project.id } })).find((candidate) => same(candidate.name, sceneName));
  if (!scene) throw new Error(`No scene named '${sceneName}' in ${project.name}`);
  return callApi('validateScene', { params: { sceneId: scene.id } });
}

export const useValidateSceneByName = () => useMutation({ mutationFn: validateSceneByName });
