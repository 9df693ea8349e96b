import type { Vector3 } from '@studio/contracts/timeline';
import { type Gait, LIMP, limpingTravelled, stageBody } from './legs';
import type { Staging } from './movements';
import { forwardKinematics, referenceSkeleton } from './skeleton';

const skeleton = referenceSkeleton();
const restAnkleHeight = skeleton.hips[1] + skeleton.leftUpperLeg[1] + skeleton.leftLowerLeg[1] + skeleton.leftFoot[1];
const DISTANCE = 3.6;
const STEP = 0.6;

/** A walk of DISTANCE straight down +z sampled evenly in time: each foot's ankle in the scene, and the root's height. */
function walkWith(gait: Gait) {
  const samples = 600;
  return Array.from({ length: samples + 1 }, (_, index) => {
    const travelled = -STEP / 2 + ((DISTANCE + STEP) * index) / samples;
    const along = Math.min(DISTANCE, Math.max(0, travelled));
    const staging: Staging = { position: [0, 0, along], facing: 0, walk: { from: [0, 0, 0], heading: 0, distance: DISTANCE, step: STEP, travelled }, sit: null };
    const body = stageBody(skeleton, staging, 0, gait);
    const frames = forwardKinematics(skeleton, body.legs);
    const ankle = (side: 'left' | 'right'): Vector3 => {
      const local = frames[`${side}Foot`]!.position;
      return [local[0] + body.root.position[0], local[1] + body.root.position[1], local[2] + body.root.position[2]];
    };
    return { left: ankle('left'), right: ankle('right'), rootY: body.root.position[1] };
  });
}

/**
 * Per foot, over the steps between the first and the last (a walk starts and ends on both feet):
 * how long it alone bears the weight, as a share of the walk's time, and the root's mean height
 * meanwhile; and the highest it lifts.
 */
function measure(gait: Gait) {
  const frames = walkWith(gait);
  const grounded = (ankle: Vector3) => ankle[1] - restAnkleHeight < 0.002;
  const stances: { side: 'left' | 'right'; rootYs: number[] }[] = [];
  for (const frame of frames) {
    const side = grounded(frame.left) && !grounded(frame.right) ? 'left' : grounded(frame.right) && !grounded(frame.left) ? 'right' : null;
    if (!side) continue;
    if (stances.at(-1)?.side !== side) stances.push({ side, rootYs: [] });
    stances.at(-1)!.rootYs.push(frame.rootY);
  }
  const inner = stances.slice(1, -1);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const of = (side: 'left' | 'right') => {
    const own = inner.filter((stance) => stance.side === side);
    return {
      stance: mean(own.map((stance) => stance.rootYs.length)) / frames.length,
      rootY: mean(own.flatMap((stance) => stance.rootYs)),
      lift: Math.max(...frames.map((frame) => frame[side][1] - restAnkleHeight)),
    };
  };
  return { frames, left: of('left'), right: of('right') };
}

describe('a limp in the walk', () => {
  it('walks evenly without one: both feet bear the weight as long, lift as high, and the hips ride as low', () => {
    const { left, right } = measure({ limp: null });
    expect(Math.abs(left.stance - right.stance)).toBeLessThan(0.005);
    expect(Math.abs(left.lift - right.lift)).toBeLessThan(0.005);
    expect(Math.abs(left.rootY - right.rootY)).toBeLessThan(0.005);
  });

  it.each(['left', 'right'] as const)('favours a sore %s leg: a quicker, lower step onto it, the hips dipping as it bears the weight', (sore) => {
    const measured = measure({ limp: sore });
    const good = sore === 'left' ? measured.right : measured.left;
    const bad = measured[sore];
    expect(bad.stance).toBeLessThan(good.stance * 0.75);
    expect(bad.lift).toBeLessThan(good.lift * 0.6);
    expect(bad.rootY).toBeLessThan(good.rootY - LIMP.dip * 0.4);
  });

  it('still plants each foot where the even walk does (within 2 cm) and takes as long in all', () => {
    for (const gait of [{ limp: 'left' }, { limp: 'right' }] as Gait[]) {
      const { frames } = measure(gait);
      for (const side of ['left', 'right'] as const) {
        let plantedAt: Vector3 | null = null;
        for (const frame of frames) {
          const ankle = frame[side];
          if (ankle[1] - restAnkleHeight >= 0.002) {
            plantedAt = null;
            continue;
          }
          plantedAt ??= ankle;
          expect(Math.hypot(ankle[0] - plantedAt[0], ankle[2] - plantedAt[2])).toBeLessThan(0.02);
        }
      }
      // Both feet end side by side at the mark.
      const last = frames.at(-1)!;
      expect(Math.abs(last.left[2] - DISTANCE)).toBeLessThan(0.02);
      expect(Math.abs(last.right[2] - DISTANCE)).toBeLessThan(0.02);
    }
    expect(limpingTravelled(-STEP / 2, DISTANCE, STEP, 'right').travelled).toBeCloseTo(-STEP / 2, 6);
    expect(limpingTravelled(DISTANCE + STEP / 2, DISTANCE, STEP, 'left').travelled).toBeCloseTo(DISTANCE + STEP / 2, 6);
  });
});

describe('an animal on a seat', () => {
  const seat = { position: [0.4, 0.45, -1] as Vector3, facing: 0 };
  const staging = (amount: number): Staging => ({ position: [0.4, 0, -1], facing: 0, walk: null, sit: { seat, amount } });

  it('hops up onto the seat and stands on it, where a person sits down onto it', () => {
    const perched = stageBody(skeleton, staging(1), 0, { limp: null, perches: true });
    // Its feet on the seat's top: the root there, the legs as they stand.
    expect(perched.root.position).toEqual([0.4, 0.45, -1]);
    expect(perched.legs).toEqual({});
    // Half way, the hop goes higher than the seat's half height.
    expect(stageBody(skeleton, staging(0.5), 0, { limp: null, perches: true }).root.position[1]).toBeGreaterThan(0.3);
    expect(stageBody(skeleton, staging(0), 0, { limp: null, perches: true }).root.position[1]).toBe(0);
    // A person's root drops as the hips go down onto the seat.
    const seated = stageBody(skeleton, staging(1), 0);
    expect(seated.root.position[1]).toBeLessThan(0);
    expect(seated.legs.hips).toBeDefined();
  });
});
