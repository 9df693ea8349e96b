import type { SetType } from '@studio/contracts/sets';
import type { CharacterMark, ParsedTimelineInput } from '@studio/contracts/timeline';
import { roundMetres, roundRadians } from './vector';

/** Where actors can stand in a set (the set GLBs keep the origin clear for them). */
export interface Stage {
  /** Height of the floor the actors stand on. */
  floorY: number;
  /** Distance between neighbouring actors on the arc. */
  spacing: number;
  /** Radius of the arc for a small cast; a large cast widens it. */
  minRadius: number;
}

const LAND_STAGES: Record<SetType, Stage> = {
  farm: { floorY: 0, spacing: 1.3, minRadius: 3 },
  apartment: { floorY: 0, spacing: 1, minRadius: 2.2 },
  taqueria: { floorY: 0, spacing: 1, minRadius: 2.2 },
  street: { floorY: 0, spacing: 1.2, minRadius: 2.8 },
  truck: { floorY: 0, spacing: 1.1, minRadius: 2.5 },
};
/** A set with an ocean is a pirate ship: actors stand on its narrow deck, 0.4 m above the sea's origin. */
const SHIP_STAGE: Stage = { floorY: 0.4, spacing: 0.9, minRadius: 2 };

/** The arc never wraps further round than this, so nobody stands with their back to the camera. */
const MAX_ARC_RADIANS = (5 * Math.PI) / 6;
/** Actors turn this fraction of the way towards the arc's centre and keep the rest open to the camera. */
const CHEAT_OUT = 0.6;

export function stageFor(set: ParsedTimelineInput['set']): Stage {
  return set.oceanType ? SHIP_STAGE : LAND_STAGES[set.type];
}

/**
 * Marks on a semicircular arc that opens towards the camera (+z): the middle of the arc is at the
 * origin, the ends come forward, and characters stand left to right (−x to +x) in input order.
 */
export function blockCharacters(characters: ParsedTimelineInput['characters'], stage: Stage): CharacterMark[] {
  const count = characters.length;
  const radius = count < 2 ? stage.minRadius : Math.max(stage.minRadius, stage.spacing / (2 * Math.sin(MAX_ARC_RADIANS / (2 * (count - 1)))));
  const step = count < 2 ? 0 : 2 * Math.asin(Math.min(1, stage.spacing / (2 * radius)));
  return characters.map((character, index) => {
    const angle = (index - (count - 1) / 2) * step;
    return {
      characterId: character.id,
      name: character.name,
      modelUrl: character.modelUrl,
      position: [roundMetres(radius * Math.sin(angle)), stage.floorY, roundMetres(radius * (1 - Math.cos(angle)))],
      // Facing 0 looks down +z; turning by −angle would look straight at the arc's centre.
      facing: roundRadians(-CHEAT_OUT * angle),
    };
  });
}
