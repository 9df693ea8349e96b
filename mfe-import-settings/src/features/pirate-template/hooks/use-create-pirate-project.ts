import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@studio/api-client/http';
import { queryKeys } from '@studio/api-client/query-keys';
import type { ProjectBlueprintInput } from '@studio/contracts/blueprints';
import type { DialectLevel, PirateProjectForm } from '@studio/contracts/pirate';
import { type CrewMember, type PirateLocation, pirateLine } from '../../../shared/pirate-lore';

export interface PirateProjectPlan {
  form: PirateProjectForm;
  crew: CrewMember[];
  locations: PirateLocation[];
  /** The dialect preference of Settings. */
  dialect: DialectLevel;
}

/** docs/product-rules.md#limits: only the first three chosen crew members appear in the opening scene. */
const OPENING_SCENE_CAST = 3;
export const OPENING_SCENE = 'Opening Scene';
export const OVERTURE = 'Pirate Overture';

/**
 * The wizard's project as one blueprint (docs/product-rules.md#states): the chosen crew as pirates,
 * one set per location on the chosen sea, the opening scene on the first set with the first three
 * crew members, each saying one line in pirate speech as strong as the intensity, and the overture
 * assigned to it when asked, so the scene is ready to render once its media is made.
 */
export function pirateBlueprint({ form, crew, locations, dialect }: PirateProjectPlan): ProjectBlueprintInput {
  const nameOf = (member: CrewMember) => (form.useCanonCharacters ? member.name : member.role);
  const cast = crew.slice(0, OPENING_SCENE_CAST);
  return {
    project: { name: form.projectName, description: form.description },
    characters: crew.map((member) => ({ name: nameOf(member), description: member.description, isPirate: true })),
    sets: locations.map((location) => ({
      name: location.name,
      description: location.description,
      type: location.setType,
      oceanType: form.oceanType,
    })),
    music: form.createMusic
      ? [{ name: OVERTURE, description: 'A rousing sea shanty overture for the opening scene.', mood: 'adventurous', style: 'orchestral' }]
      : [],
    scenes: [
      {
        name: OPENING_SCENE,
        description: `The crew sets sail on ${form.oceanType} seas (pirate intensity ${form.pirateIntensity} of 5).`,
        set: locations[0]?.name,
        music: form.createMusic ? OVERTURE : undefined,
        characters: cast.map(nameOf),
        voiceLines: cast.map((member) => ({ character: nameOf(member), text: pirateLine(member, form.pirateIntensity, dialect) })),
      },
    ],
  };
}

/** POST /api/projects/blueprint: the whole pirate project in one transaction, or nothing. */
export const createPirateProject = async (plan: PirateProjectPlan): Promise<number> =>
  (await callApi('createProjectFromBlueprint', { body: pirateBlueprint(plan) })).projectId;

export const useCreatePirateProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPirateProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects() }),
  });
};
