import { GESTURE_ACTIONS, type GestureAction, type Vector3 } from '@studio/contracts/timeline';
import { RIG_BONES } from '../rig';
import { type ActionAtTime, expressionWeights, type PerformanceAtTime } from './performance-at';
import { BONE_LIMITS, MAX_EYE_TURN, poseAt } from './pose';
import { angleOf, dot, length, normalize, rotate, subtract } from './quaternion';
import { forwardKinematics, referenceSkeleton } from './skeleton';

const skeleton = referenceSkeleton();
const mark = { position: [1, 0, -2] as Vector3, facing: 0.4 };
/** A point of the character's own axes (x left, z ahead) in the scene. */
const inScene = (local: Vector3): Vector3 => [
  mark.position[0] + local[0] * Math.cos(mark.facing) + local[2] * Math.sin(mark.facing),
  mark.position[1] + local[1],
  mark.position[2] - local[0] * Math.sin(mark.facing) + local[2] * Math.cos(mark.facing),
];
const intoLocal = (point: Vector3): Vector3 => {
  const dx = point[0] - mark.position[0];
  const dz = point[2] - mark.position[2];
  return [dx * Math.cos(mark.facing) - dz * Math.sin(mark.facing), point[1] - mark.position[1], dx * Math.sin(mark.facing) + dz * Math.cos(mark.facing)];
};

function performing(action: ActionAtTime | null, overrides: Partial<PerformanceAtTime> = {}): PerformanceAtTime {
  return { expression: expressionWeights('neutral', 0), action, lookAt: inScene([0.5, 1.65, 2]), talkWeight: 0, talkSeconds: 0, ...overrides };
}
const acting = (name: GestureAction, seconds: number, extra: Partial<ActionAtTime> = {}): ActionAtTime => ({
  name,
  seconds,
  progress: Math.min(1, seconds / 1.5),
  weight: 1,
  target: null,
  side: 'right',
  ...extra,
});

/** The distance from `point` to the ray from `origin` along unit `direction` (behind the origin counts as the origin). */
function distanceToRay(point: Vector3, origin: Vector3, direction: Vector3): number {
  const along = Math.max(0, dot(subtract(point, origin), direction));
  return length(subtract(subtract(point, origin), direction.map((value) => value * along) as Vector3));
}

describe('poseAt', () => {
  it('keeps every bone within its limits in every clip, talking or not', () => {
    for (const name of GESTURE_ACTIONS) {
      for (const side of ['left', 'right'] as const) {
        for (let seconds = 0; seconds < 2; seconds += 0.15) {
          for (const talkWeight of [0, 1]) {
            const target = inScene([-1.5, 1.2, 2.5]);
            const pose = poseAt({ skeleton, seconds: 10 + seconds, seed: 3, mark, performance: performing(acting(name, seconds, { side, target }), { talkWeight, talkSeconds: seconds }), mouthOpen: 1 });
            for (const bone of RIG_BONES) {
              const rotation = pose[bone];
              if (!rotation) continue;
              expect({ name, bone, ok: angleOf(rotation) <= BONE_LIMITS[bone] }).toEqual({ name, bone, ok: true });
              expect(Math.hypot(...rotation)).toBeCloseTo(1, 6);
            }
          }
        }
      }
    }
  });

  it('is a pure function of its input', () => {
    const input = { skeleton, seconds: 4.2, seed: 5, mark, performance: performing(acting('wave', 0.7), { talkWeight: 0.6, talkSeconds: 1.3 }) };
    expect(poseAt(input)).toEqual(poseAt(structuredClone(input)));
  });

  it('varies the idle between characters', () => {
    const idle = (seed: number) => poseAt({ skeleton, seconds: 3, seed, mark, performance: performing(null) });
    expect(idle(1).chest).not.toEqual(idle(2).chest);
  });

  it.each([
    ['a person ahead to the left', [1.2, 1.3, 1.8]],
    ['a thing ahead to the right', [-2, 0.9, 2.5]],
    ['something high straight ahead', [0, 2.5, 3]],
  ] as [string, Vector3][])('points the hand at %s: its ray passes within 3 cm', (_what, local) => {
    const target = inScene(local);
    const side = local[0] >= 0 ? 'left' : 'right';
    for (const talkWeight of [0, 1]) {
      const pose = poseAt({ skeleton, seconds: 7.3, seed: 2, mark, performance: performing(acting('point', 0.8, { target, side }), { talkWeight, talkSeconds: 0.8 }) });
      const frames = forwardKinematics(skeleton, pose);
      const elbow = frames[`${side}LowerArm`]!.position;
      const wrist = frames[`${side}Hand`]!.position;
      expect(distanceToRay(intoLocal(target), wrist, normalize(subtract(wrist, elbow)))).toBeLessThan(0.03);
    }
  });

  it('keeps the feet on the floor whatever the upper body does', () => {
    const rest = forwardKinematics(skeleton, {});
    for (const name of GESTURE_ACTIONS) {
      for (let seconds = 0; seconds < 12; seconds += 0.37) {
        const frames = forwardKinematics(skeleton, poseAt({ skeleton, seconds, seed: 9, mark, performance: performing(acting(name, seconds % 1.5), { talkWeight: 1, talkSeconds: seconds }) }));
        for (const foot of ['leftFoot', 'rightFoot'] as const) {
          expect(Math.abs(frames[foot]!.position[1] - rest[foot]!.position[1])).toBeLessThan(0.01);
          expect(length(subtract(frames[foot]!.position, rest[foot]!.position))).toBeLessThan(0.03);
        }
      }
    }
  });

  it('turns head and eyes to the point looked at, the eyes within their limit', () => {
    const lookAt = inScene([1.5, 1.7, 1]);
    const pose = poseAt({ skeleton, seconds: 0, seed: 1, mark, performance: performing(null, { lookAt }) });
    const frames = forwardKinematics(skeleton, pose);
    const gaze = rotate(frames.leftEye!.rotation, [0, 0, 1]);
    const wanted = normalize(subtract(intoLocal(lookAt), frames.leftEye!.position));
    // 1.5 m to the left and 1 m ahead is beyond the head's turn: the eyes make up the rest.
    expect(angleOf(pose.leftEye!)).toBeGreaterThan(0.1);
    expect(angleOf(pose.leftEye!)).toBeLessThanOrEqual(MAX_EYE_TURN + 1e-9);
    expect(dot(gaze, wanted)).toBeGreaterThan(Math.cos(0.12));
    // Looking left turns the face left (toward +x in the character's axes).
    expect(rotate(frames.head!.rotation, [0, 0, 1])[0]).toBeGreaterThan(0.4);
  });

  it('lifts the head for a steep look up, so the eyes stay within their limit and still meet the face', () => {
    // A child looking up at an adult's face half a metre higher, 0.6 m ahead (about 0.7 rad up).
    const head = forwardKinematics(skeleton, poseAt({ skeleton, seconds: 0, seed: 1, mark, performance: performing(null) })).head!.position;
    const lookAt = inScene([0, head[1] + 0.55, 0.6]);
    const pose = poseAt({ skeleton, seconds: 0, seed: 1, mark, performance: performing(null, { lookAt }) });
    const frames = forwardKinematics(skeleton, pose);
    const gaze = rotate(frames.leftEye!.rotation, [0, 0, 1]);
    const wanted = normalize(subtract(intoLocal(lookAt), frames.leftEye!.position));
    expect(angleOf(pose.leftEye!)).toBeLessThanOrEqual(MAX_EYE_TURN + 1e-9);
    expect(dot(gaze, wanted)).toBeGreaterThan(Math.cos(0.12));
    // The face itself tilts up by most of the look.
    expect(rotate(frames.head!.rotation, [0, 0, 1])[1]).toBeGreaterThan(Math.sin(0.45));
  });

  it('nods the chin down and shakes the head side to side', () => {
    const chinDrop = (pose: ReturnType<typeof poseAt>) => -rotate(forwardKinematics(skeleton, pose).head!.rotation, [0, 0, 1])[1];
    const still = poseAt({ skeleton, seconds: 0, seed: 1, mark, performance: performing(null) });
    const nodding = poseAt({ skeleton, seconds: 0, seed: 1, mark, performance: performing(acting('nod', 0.5, { progress: 0.25 })) });
    expect(chinDrop(nodding) - chinDrop(still)).toBeGreaterThan(0.15);
    const facingX = (progress: number) =>
      rotate(forwardKinematics(skeleton, poseAt({ skeleton, seconds: 0, seed: 1, mark, performance: performing(acting('head-shake', 0.5, { progress })) })).head!.rotation, [0, 0, 1])[0];
    expect(facingX(1 / 6) - facingX(0.5)).toBeGreaterThan(0.45);
  });

  it('raises the waving forearm above the elbow and crosses the arms in front of the chest', () => {
    const frames = (name: GestureAction) => forwardKinematics(skeleton, poseAt({ skeleton, seconds: 0, seed: 1, mark, performance: performing(acting(name, 0.5)) }));
    const waving = frames('wave');
    expect(waving.rightHand!.position[1]).toBeGreaterThan(waving.rightLowerArm!.position[1] + 0.15);
    expect(waving.rightHand!.position[1]).toBeGreaterThan(waving.head!.position[1] - 0.2);
    const crossed = frames('arms-crossed');
    // Each wrist ends across the body's middle, in front of the chest.
    expect(crossed.leftHand!.position[0]).toBeLessThan(0.05);
    expect(crossed.rightHand!.position[0]).toBeGreaterThan(-0.05);
    expect(crossed.leftHand!.position[2]).toBeGreaterThan(0.12);
  });
});
