import { callApi } from '@studio/api-client/http';
import { sameName } from '@studio/contracts/names';
import { useMutation } from '@tanstack/react-query';

/** A project or scene the Asset Validation tab names does not exist: answered as the server answers one (404). */
export class NamedItemNotFoundError extends Error {
  readonly status = 404;
}

/** The Asset Validation tab: the named scene of the named project, checked by the director. */
export async function validateSceneByName({ projectName, sceneName }: { projectName: string; sceneName: string }) {
  const project = (await callApi('listProjects')).find((candidate) => sameName(candidate.name, projectName));
  if (!project) throw new NamedItemNotFoundError(`No project named '${projectName.trim()}'`);
  const scene = (await callApi('listProjectScenes', { params: { id: project.id } })).find((candidate) => sameName(candidate.name, sceneName));
  if (!scene) throw new NamedItemNotFoundError(`No scene named '${sceneName.trim()}' in ${project.name}`);
  return callApi('validateScene', { params: { sceneId: scene.id } });
}

export const useValidateSceneByName = () => useMutation({ mutationFn: validateSceneByName });
