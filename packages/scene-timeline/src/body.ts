import type { CharacterMark, ParsedTimelineInput, Vector3 } from '@studio/contracts/timeline';

/**
 * What the framing knows of a character's shape: a head box and a body box, placed by the mark
 * and turned with it. The sizes are measured on the humanoids the local model engine builds
 * (backend/src/engines/meshes/character-model.ts; backend/src/render/scene-timeline.service.spec.ts
 * checks its models fit the boxes): from the top of the head down, the eyes sit 0.11 m lower and
 * the chin 0.26 m lower whatever the character's height; the head is 0.23 m wide and 0.26 m
 * deep with the nose; arms hang up to 0.76 m apart (a burly build), a pirate's sash and coat
 * reach 0.24 m back, and the feet 0.17 m forward and 3 cm into the floor.
 */

/** The top of the head of a generated character of average build (look height 1): used when a model's height is unknown. */
export const DEFAULT_CHARACTER_HEIGHT = 1.86;
/** The top of the head of the capsule stand-in the scene player shows for a character without a model. */
export const STAND_IN_HEIGHT = 1.64;

/** Top of the head to the eyes, and to the bottom of the chin. */
export const EYE_DROP = 0.112;
export const HEAD_HEIGHT = 0.27;
const HEAD_HALF_WIDTH = 0.125;
const HEAD_HALF_DEPTH = 0.145;
const BODY_HALF_WIDTH = 0.39;
const BODY_HALF_DEPTH = 0.25;
/** No box of a character reaches further than this from their mark along the ground. */
export const GROUND_REACH = Math.hypot(BODY_HALF_WIDTH, BODY_HALF_DEPTH);
/** Feet sink a little into the floor, where nobody sees them. */
const BELOW_FLOOR = 0.04;

/**
 * Framing asks for the same boxes and corners thousands of times per shot: each is made once per
 * mark (marks and boxes are never changed once made).
 */
const headBoxes = new WeakMap<CharacterMark, OrientedBox>();
const bodyBoxes = new WeakMap<CharacterMark, OrientedBox>();
const corners = new WeakMap<OrientedBox, readonly Vector3[]>();
function remembered<K extends object, V>(memory: WeakMap<K, V>, key: K, make: () => V): V {
  let value = memory.get(key);
  if (value === undefined) {
    value = make();
    memory.set(key, value);
  }
  return value;
}

/** A box turned about +y by `yaw` (three.js rotation.y) round its centre. */
export interface OrientedBox {
  centre: Vector3;
  halfSize: Vector3;
  yaw: number;
}

/** The character's height: measured when the input has it, else the stand-in's or a typical generated model's. */
export function heightOf(character: ParsedTimelineInput['characters'][number]): number {
  if (character.height) return character.height;
  // Without a model the player shows its stand-in, whose size is known exactly.
  return character.modelUrl === null ? STAND_IN_HEIGHT : DEFAULT_CHARACTER_HEIGHT;
}

const crownY = (mark: CharacterMark) => mark.position[1] + mark.height;

/** The point between the eyes, where a camera looks when it looks someone in the eye. */
export function eyePoint(mark: CharacterMark): Vector3 {
  return [mark.position[0], crownY(mark) - EYE_DROP, mark.position[2]];
}

/** The top of the head, above the mark. */
export function crownPoint(mark: CharacterMark): Vector3 {
  return [mark.position[0], crownY(mark), mark.position[2]];
}

export function headBox(mark: CharacterMark): OrientedBox {
  return remembered(headBoxes, mark, () => ({
    centre: [mark.position[0], crownY(mark) - HEAD_HEIGHT / 2, mark.position[2]],
    halfSize: [HEAD_HALF_WIDTH, HEAD_HEIGHT / 2, HEAD_HALF_DEPTH],
    yaw: mark.facing,
  }));
}

/** From the floor up to the chin, where the head box starts. */
export function bodyBox(mark: CharacterMark): OrientedBox {
  return remembered(bodyBoxes, mark, () => {
    const bottom = mark.position[1] - BELOW_FLOOR;
    const top = mark.position[1] + mark.height - HEAD_HEIGHT;
    return {
      centre: [mark.position[0], (bottom + top) / 2, mark.position[2]],
      halfSize: [BODY_HALF_WIDTH, (top - bottom) / 2, BODY_HALF_DEPTH],
      yaw: mark.facing,
    };
  });
}

/** The eight corners, in world space. */
export function boxCorners(box: OrientedBox): readonly Vector3[] {
  return remembered(corners, box, () => {
    const [cx, cy, cz] = box.centre;
    const [hx, hy, hz] = box.halfSize;
    const cos = Math.cos(box.yaw);
    const sin = Math.sin(box.yaw);
    const found: Vector3[] = [];
    for (const sx of [-1, 1]) {
      for (const sy of [-1, 1]) {
        for (const sz of [-1, 1]) {
          // rotation.y: local x goes to (cos, 0, −sin) and local z to (sin, 0, cos).
          const [lx, lz] = [sx * hx, sz * hz];
          found.push([cx + lx * cos + lz * sin, cy + sy * hy, cz - lx * sin + lz * cos]);
        }
      }
    }
    return found;
  });
}

/** How far `point` is outside the box (0 or less: inside). */
export function distanceOutside(box: OrientedBox, point: Vector3): number {
  const dx = point[0] - box.centre[0];
  const dz = point[2] - box.centre[2];
  const cos = Math.cos(box.yaw);
  const sin = Math.sin(box.yaw);
  const local = [dx * cos - dz * sin, point[1] - box.centre[1], dx * sin + dz * cos];
  const gaps = local.map((value, axis) => Math.abs(value) - box.halfSize[axis]);
  const outside = Math.hypot(...gaps.map((gap) => Math.max(gap, 0)));
  return outside > 0 ? outside : Math.max(...gaps);
}
