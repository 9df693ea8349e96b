import type { SetType } from '@studio/contracts/sets';
import type { CharacterMark, ParsedTimelineInput, Vector3 } from '@studio/contracts/timeline';
import { heightOf } from './body';
import { roundMetres, roundRadians } from './vector';

/** An axis-aligned box in world metres. */
export interface WorldBox {
  min: Vector3;
  max: Vector3;
}

/** Where actors can stand in a set (the set GLBs keep the origin clear for them), and where a camera may go. */
export interface Stage {
  /** Height of the floor the actors stand on. */
  floorY: number;
  /** Distance between neighbouring actors on the arc. */
  spacing: number;
  /** Radius of the arc for a small cast; a large cast widens it. */
  minRadius: number;
  /** The ground rectangle a camera stays in: nothing of the set stands in it. */
  freeArea: { minX: number; maxX: number; minZ: number; maxZ: number };
  /** How high above the floor a camera may go (a room's ceiling is above it). */
  maxCameraHeight: number;
  /** Props inside the free area that a camera must not be in. */
  props: WorldBox[];
  /** Tall posts behind the cast (a ship's main mast) as ground points: a shot of two keeps them from standing up between the pair. */
  pillars?: Vector3[];
}

const box = (min: Vector3, max: Vector3): WorldBox => ({ min, max });

/**
 * The set GLBs the local model engine builds (backend/src/engines/meshes/set-model.ts) keep a
 * clear zone for the cast and the cameras: |x| ≤ 4 m, z from −0.6 m (just behind the middle
 * actor) to 12 m, under room ceilings that clear cameras up to 3.5 m; a ship keeps its deck
 * between the rails clear. Sets built before that layout still stand in projects, so the props
 * of the older layout that reach into the zone are kept out of too, with a margin.
 */
const LAND_CLEAR_ZONE = { minX: -4, maxX: 4, minZ: -0.6, maxZ: 12 };
const ROOM_CEILING_CLEARS = 3.5;
const landStage = (spacing: number, minRadius: number, props: WorldBox[]): Stage => ({
  floorY: 0,
  spacing,
  minRadius,
  freeArea: LAND_CLEAR_ZONE,
  maxCameraHeight: ROOM_CEILING_CLEARS,
  props,
});

const LAND_STAGES: Record<SetType, Stage> = {
  // The older farm's hay bales lay somewhere in x 2…7, z −2…3.
  farm: landStage(1.3, 3, [box([1.3, 0, -2.7], [7.7, 1.3, 3.7])]),
  // The older apartment's side wall stood at x −4, a bookshelf against it at z 0.2…1.8.
  apartment: landStage(1, 2.2, [box([-4.2, 0, -4.2], [-3.45, 3.1, 4.2])]),
  // The older taqueria's stools stood at z −1.6 and its tables at x ±2.5, z 1.5.
  taqueria: landStage(1, 2.2, [box([-1.1, 0, -1.9], [1.1, 0.85, -1.3]), box([-3.1, 0, 0.9], [-1.9, 0.85, 2.1]), box([1.9, 0, 0.9], [3.1, 0.85, 2.1])]),
  // The older street's lamp posts stood at (−4.3, −5) and (4.3, 3), a hydrant at (4.5, 1).
  street: landStage(1.2, 2.8, [box([-4.5, 0, -5.2], [-4.1, 5.1, -4.8]), box([4.1, 0, 2.8], [4.5, 5.1, 3.2]), box([4.25, 0, 0.75], [4.75, 1.05, 1.25])]),
  // The older truck set's menu sign stood at (−4, 0.5), picnic tables and an umbrella at z 4.
  truck: landStage(1.1, 2.5, [box([-4.6, 0, 0.1], [-3.4, 1.4, 0.9]), box([-3.85, 0, 3.5], [-2.15, 0.85, 4.5]), box([1.7, 0, 2.7], [4.3, 2.7, 5.3])]),
};
/**
 * A set with an ocean is a pirate ship: actors stand on its narrow deck, 0.4 m above the sea's
 * origin, between the rails at x ±2.45, in front of the mast and forward to the bow. The older
 * ship had its helm at z 5.5 and a barrel at (1.6, 2.5) on that deck.
 */
const SHIP_STAGE: Stage = {
  floorY: 0.4,
  spacing: 0.9,
  minRadius: 2,
  freeArea: { minX: -2.2, maxX: 2.2, minZ: -0.6, maxZ: 7.8 },
  maxCameraHeight: ROOM_CEILING_CLEARS,
  props: [box([-0.75, 0, 4.95], [0.75, 2.3, 5.95]), box([1.15, 0, 2.05], [2.05, 1.4, 2.95])],
  // The main mast (backend/src/engines/meshes/set-model.ts's MAST_Z), on the deck's middle line.
  pillars: [[0, 0.4, -1.6]],
};

/** The arc never wraps further round than this, so nobody stands with their back to the camera. */
const MAX_ARC_RADIANS = (5 * Math.PI) / 6;
/** Actors turn this fraction of the way towards the arc's centre and keep the rest open to the camera. */
const CHEAT_OUT = 0.6;
/**
 * …but everyone off the middle turns in at least this far (radians): two neighbours talking then
 * face each other enough for a camera in front to see the one look across at the other.
 */
const MIN_TURN_IN = (30 * Math.PI) / 180;

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
      facing: roundRadians(-Math.sign(angle) * Math.max(CHEAT_OUT * Math.abs(angle), angle === 0 ? 0 : MIN_TURN_IN)),
      height: roundMetres(heightOf(character)),
    };
  });
}
