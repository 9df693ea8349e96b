import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Character,
  type CreateCharacter,
  type UpdateCharacter,
} from '@studio/contracts/characters';
import { callApi } from './http';
import { invalidateAll } from './invalidate';
import { rememberJob } from './jobs';
import { queryKeys } from './query-keys';

export const fetchCharacters = (projectId: number, signal?: AbortSignal) =>
  callApi('listProjectCharacters', { params: { id: projectId }, signal });

export const charactersQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.characters(projectId),
    queryFn: ({ signal }) => fetchCharacters(projectId, signal),
  });

export const useCharacters = (projectId: number) => useQuery(charactersQueryOptions(projectId));

/** GET /api/characters?name=: looks a character up by name (used before linking it to a scene). */
export const findCharactersByName = (name: string, signal?: AbortSignal) =>
  callApi('findCharactersByName', { query: { name }, signal });

// Scenes carry their characters' names, so they refresh with every character change but a create.
const changedByCharacter = (projectId: number) => [
  queryKeys.characters(projectId),
  queryKeys.overview(projectId),
  queryKeys.scenes(projectId),
];

export const createCharacter = (input: CreateCharacter) =>
  callApi('createCharacter', { body: input });

export const useCreateCharacter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCharacter,
    onSuccess: (character) =>
      invalidateAll(queryClient, [queryKeys.characters(character.projectId), queryKeys.overview(character.projectId)]),
  });
};

export const updateCharacter = ({ id, changes }: { id: number; changes: UpdateCharacter }) =>
  callApi('updateCharacter', { params: { id }, body: changes });

export const useUpdateCharacter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCharacter,
    onSuccess: (character) => invalidateAll(queryClient, changedByCharacter(character.projectId)),
  });
};

export const deleteCharacter = (id: number) =>
  callApi('deleteCharacter', { params: { id } });

/** Deleting a character also removes its voice lines, so every voice line list refreshes too. */
export const useDeleteCharacter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (character: Pick<Character, 'id' | 'projectId'>) => deleteCharacter(character.id),
    onSuccess: (_ok, character) =>
      invalidateAll(queryClient, [
        ...changedByCharacter(character.projectId),
        queryKeys.projectVoiceLines(character.projectId),
        queryKeys.allSceneVoiceLines(),
      ]),
  });
};

/** POST /api/characters/:id/generate-model: queues the model build; the card follows it by live events. */
export const generateCharacterModel = (id: number) =>
  callApi('generateCharacterModel', { params: { id } });

export const useGenerateCharacterModel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (character: Pick<Character, 'id' | 'projectId'>) => generateCharacterModel(character.id),
    // The status turns 'pending' at once; later states arrive as events.
    onSuccess: (job, character) => {
      rememberJob(queryClient, job);
      return invalidateAll(queryClient, [queryKeys.characters(character.projectId)]);
    },
  });
};
