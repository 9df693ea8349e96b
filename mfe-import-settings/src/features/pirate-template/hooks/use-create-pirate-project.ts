import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCharacter } from '@studio/api-client/characters';
import { createMusicTrack } from '@studio/api-client/music';
import { createProject } from '@studio/api-client/projects';
import { queryKeys } from '@studio/api-client/query-keys';
import { createScene, linkSceneCharacter } from '@studio/api-client/scenes';
import { createSet } from '@studio/api-client/sets';
import type { PirateProjectForm } from '@studio/contracts/pirate';
import type { CrewMember, PirateLocation } from '../../../shared/pirate-lore';

export interface PirateProjectPlan {
  form: PirateProjectForm;
  crew: CrewMember[];
  locations: PirateLocation[];
}

/** docs/product-rules.md#limits: only the first three chosen crew members appear in the opening scene. */
const OPENING_SCENE_CAST = 3;

/**
 * docs/product-rules.md#states: creates the project, the chosen crew, one set per location, the opening scene with
 * its first three characters, and optionally the overture, in that order; stops at the first failure.
 */
export async function createPirateProject({ form, crew, locations }: PirateProjectPlan): Promise<number> {
  const project = await createProject({ name: form.projectName, description: form.description });
  const characters = [];
  for (const member of crew) {
    characters.push(
      await createCharacter({
        name: form.useCanonCharacters ? member.name : member.role,
        projectId: project.id,
        description: member.description,
        isPirate: true,
      }),
    );
  }
  const sets = [];
  for (const location of locations) {
    sets.push(
      await createSet({ name: location.name, projectId: project.id, description: location.description, oceanType: form.oceanType }),
    );
  }
  const scene = await createScene({
    name: 'Opening Scene',
    projectId: project.id,
    description: `The crew sets sail on ${form.oceanType} seas (pirate intensity ${form.pirateIntensity} of 5).`,
    setId: sets[0]?.id,
  });
  for (const character of characters.slice(0, OPENING_SCENE_CAST)) {
    await linkSceneCharacter({ sceneId: scene.id, characterId: character.id });
  }
  if (form.createMusic) {
    await createMusicTrack({
      name: 'Pirate Overture',
      projectId: project.id,
      description: 'A rousing sea shanty overture for the opening scene.',
      mood: 'adventurous',
    });
  }
  return project.id;
}

export const useCreatePirateProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPirateProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects() }),
  });
};
