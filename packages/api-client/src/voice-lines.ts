import { queryOptions, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { type CreateVoiceLine, type UpdateVoiceLine, type VoiceLine } from '@studio/contracts/voice-lines';
import { callApi } from './http';
import { useInvalidatingMutation } from './invalidate';
import { queryKeys } from './query-keys';

const fetchSceneVoiceLines = (sceneId: number, signal?: AbortSignal) =>
  callApi('listSceneVoiceLines', { params: { id: sceneId }, signal });

export const sceneVoiceLinesQueryOptions = (sceneId: number) =>
  queryOptions({ queryKey: queryKeys.sceneVoiceLines(sceneId), queryFn: ({ signal }) => fetchSceneVoiceLines(sceneId, signal) });

/** Lines of one scene; idle while no scene is chosen. */
export const useSceneVoiceLines = (sceneId: number | undefined) =>
  useQuery({
    queryKey: queryKeys.sceneVoiceLines(sceneId ?? 0),
    queryFn: sceneId === undefined ? skipToken : ({ signal }) => fetchSceneVoiceLines(sceneId, signal),
  });

export const projectVoiceLinesQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.projectVoiceLines(projectId),
    queryFn: ({ signal }) => callApi('listProjectVoiceLines', { params: { id: projectId }, signal }),
  });

export const useProjectVoiceLines = (projectId: number) => useQuery(projectVoiceLinesQueryOptions(projectId));

// Scenes carry a voice line count, so they refresh with every voice line change.
const changedByVoiceLine = (projectId: number, sceneIds: (number | null | undefined)[]) => [
  queryKeys.overview(projectId),
  queryKeys.projectVoiceLines(projectId),
  queryKeys.scenes(projectId),
  ...sceneIds.filter((sceneId): sceneId is number => typeof sceneId === 'number').map(queryKeys.sceneVoiceLines),
];

export const createVoiceLine = (input: CreateVoiceLine) => callApi('createVoiceLine', { body: input });

/** docs/product-rules.md#calls: after a create the overview and, when a scene was chosen, that scene's list refresh. */
export const useCreateVoiceLine = (projectId: number) =>
  useInvalidatingMutation(createVoiceLine, (line) => changedByVoiceLine(projectId, [line.sceneId]));

export const updateVoiceLine = ({ id, changes }: { id: number; changes: UpdateVoiceLine }) =>
  callApi('updateVoiceLine', { params: { id }, body: changes });

/** Pass the line's scene before the change, so the list it may have left refreshes too. */
export const useUpdateVoiceLine = (projectId: number) =>
  useInvalidatingMutation(
    ({ id, changes }: { id: number; changes: UpdateVoiceLine; previousSceneId: number | null }) => updateVoiceLine({ id, changes }),
    (line, { previousSceneId }) => changedByVoiceLine(projectId, [line.sceneId, previousSceneId]),
  );

export const deleteVoiceLine = (id: number) => callApi('deleteVoiceLine', { params: { id } });

/** docs/product-rules.md#calls: after a delete that scene's list refreshes. */
export const useDeleteVoiceLine = (projectId: number) =>
  useInvalidatingMutation(
    (line: Pick<VoiceLine, 'id' | 'sceneId'>) => deleteVoiceLine(line.id),
    (_ok, line) => changedByVoiceLine(projectId, [line.sceneId]),
  );

/** POST /api/generate/voiceline: speaks a line now in the voice derived from the character's name. */
export const generateVoiceLineNow = (input: { characterName: string; text: string }) =>
  callApi('generateVoiceLine', { body: input });

export const useGenerateVoiceLineNow = () => useMutation({ mutationFn: generateVoiceLineNow });
