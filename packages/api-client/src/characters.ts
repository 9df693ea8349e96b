import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreateCharacter, UpdateCharacter } from '@studio/contracts/characters';
import { callApi } from './http';
import { projectEntityMutations, useModelJobMutation } from './project-entity-mutations';
import { queryKeys } from './query-keys';

export const charactersQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.characters(projectId),
    queryFn: ({ signal }) => callApi('listProjectCharacters', { params: { id: projectId }, signal }),
  });

export const useCharacters = (projectId: number) => useQuery(charactersQueryOptions(projectId));

/** GET /api/characters?name=: looks a character up by name (used before linking it to a scene). */
export const findCharactersByName = (name: string, signal?: AbortSignal) =>
  callApi('findCharactersByName', { query: { name }, signal });

export const createCharacter = (input: CreateCharacter) => callApi('createCharacter', { body: input });

export const updateCharacter = ({ id, changes }: { id: number; changes: UpdateCharacter }) =>
  callApi('updateCharacter', { params: { id }, body: changes });

export const deleteCharacter = (id: number) => callApi('deleteCharacter', { params: { id } });

export const {
  useCreate: useCreateCharacter,
  useUpdate: useUpdateCharacter,
  useDelete: useDeleteCharacter,
} = projectEntityMutations({
  create: createCharacter,
  update: updateCharacter,
  remove: deleteCharacter,
  listKey: queryKeys.characters,
  // Scenes carry their characters' names, so they refresh with every character change but a create.
  shownIn: (projectId) => [queryKeys.scenes(projectId)],
  // Deleting a character also removes its voice lines, so every voice line list refreshes too.
  removedWith: (character) => [queryKeys.projectVoiceLines(character.projectId), queryKeys.allSceneVoiceLines()],
});

/** POST /api/characters/:id/generate-model: queues the model build; the card follows it by live events. */
export const generateCharacterModel = (id: number) => callApi('generateCharacterModel', { params: { id } });

export const useGenerateCharacterModel = () => useModelJobMutation(generateCharacterModel, queryKeys.characters);
