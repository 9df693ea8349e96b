import type { SceneTimeline, TimelineInput, Vector3 } from '@studio/contracts/timeline';
import { projectPoint } from '../camera-projection';
import { cameraAt } from '../playback';
import { buildSceneTimeline } from '../scene-timeline';
import { SEAT_CLEARANCE, stageBody } from './legs';
import { stagingAt } from './movements';
import { performanceAt } from './performance-at';
import { BONE_LIMITS, poseAt } from './pose';
import { angleOf, dot, length, normalize, subtract } from './quaternion';
import { forwardKinematics, referenceSkeleton } from './skeleton';

const skeleton = referenceSkeleton();

/** A two-hander on `kind`, Ana's first line directed as `action` (at `target`), Tom answering. */
function scene(action: 'walk-to' | 'turn-to' | 'sit-down' | 'stand-up', target: number | Vector3 | null, overrides: Partial<TimelineInput> = {}): SceneTimeline {
  return buildSceneTimeline({
    scene: { id: 1, name: 'Moves' },
    set: { id: 1, name: 'The kitchen', type: 'apartment', kind: 'kitchen', oceanType: null, modelUrl: null },
    music: null,
    characters: [
      { id: 1, name: 'Ana', modelUrl: null },
      { id: 2, name: 'Tom', modelUrl: null },
    ],
    lines: [
      { id: 1, characterId: 1, text: 'Right then.', audioUrl: '/a.wav', durationSeconds: 3, action, actionTarget: target },
      { id: 2, characterId: 2, text: 'Fine by me.', audioUrl: '/b.wav', durationSeconds: 6 },
    ],
    ...overrides,
  });
}

/** Every bone of character 1 at `seconds` in the scene's axes, as the player poses them. */
function bonesAt(timeline: SceneTimeline, seconds: number) {
  const staging = stagingAt(timeline, 1, seconds);
  const body = stageBody(skeleton, staging, timeline.set.floorY);
  const pose = poseAt({ skeleton, seconds, seed: 1, performance: performanceAt(timeline, 1, seconds), mark: body.root, body });
  const { position, facing } = body.root;
  const [cos, sin] = [Math.cos(facing), Math.sin(facing)];
  const world = (local: Vector3): Vector3 => [position[0] + local[0] * cos + local[2] * sin, position[1] + local[1], position[2] - local[0] * sin + local[2] * cos];
  const frames = forwardKinematics(skeleton, pose);
  return { pose, at: (bone: keyof typeof frames) => world(frames[bone]!.position) };
}

const restAnkleHeight = skeleton.hips[1] + skeleton.leftUpperLeg[1] + skeleton.leftLowerLeg[1] + skeleton.leftFoot[1];
const floorGap = (a: Vector3, b: Vector3) => Math.hypot(a[0] - b[0], a[2] - b[2]);

describe('walking to a mark', () => {
  const timeline = scene('walk-to', [2, 0, 4]);
  const walk = timeline.movements.find((movement) => movement.kind === 'walk')!;

  it('walks the speaker to the point as their line starts, at a walking pace', () => {
    expect(walk).toMatchObject({ characterId: 1, lineId: 1, to: { position: [2, 0, 4], seat: null } });
    expect(timeline.movements[0].start).toBe(timeline.talking[0].start);
    const metres = floorGap(walk.from.position, walk.to.position);
    expect(metres / (walk.end - walk.start)).toBeGreaterThan(0.8);
    expect(metres / (walk.end - walk.start)).toBeLessThan(1.4);
    expect(stagingAt(timeline, 1, timeline.durationSeconds).position).toEqual([2, 0, 4]);
  });

  it('keeps a planted foot still on the floor (within 2 cm) while the body passes over it', () => {
    const frames = 120;
    for (const foot of ['leftFoot', 'rightFoot'] as const) {
      let plantedAt: Vector3 | null = null;
      let plants = 0;
      for (let frame = 0; frame <= frames; frame += 1) {
        const seconds = walk.start + ((walk.end - walk.start) * frame) / frames;
        const ankle = bonesAt(timeline, seconds).at(foot);
        const grounded = ankle[1] - timeline.set.floorY - restAnkleHeight < 0.005;
        if (!grounded) {
          plantedAt = null;
          continue;
        }
        if (!plantedAt) {
          plantedAt = ankle;
          plants += 1;
        }
        expect({ foot, seconds, slide: floorGap(ankle, plantedAt) < 0.02, onFloor: Math.abs(ankle[1] - timeline.set.floorY - restAnkleHeight) < 0.02 }).toEqual({
          foot,
          seconds,
          slide: true,
          onFloor: true,
        });
      }
      // The feet take turns: each is planted more than once on the way.
      expect(plants).toBeGreaterThan(1);
    }
  });

  it('moves the hips forward all the way and ends with both feet beside each other at the mark', () => {
    const end = bonesAt(timeline, walk.end + 0.01);
    expect(floorGap(end.at('hips'), [2, 0, 4])).toBeLessThan(0.02);
    expect(floorGap(end.at('leftFoot'), end.at('rightFoot'))).toBeLessThan(0.25);
  });

  it('walks up to a character and stops short of them, facing them', () => {
    const toTom = scene('walk-to', 2);
    const tom = toTom.blocking[1];
    const after = stagingAt(toTom, 1, toTom.durationSeconds);
    expect(floorGap(after.position, tom.position)).toBeCloseTo(1, 2);
    const heading = Math.atan2(tom.position[0] - after.position[0], tom.position[2] - after.position[2]);
    expect(Math.abs(Math.atan2(Math.sin(heading - after.facing), Math.cos(heading - after.facing)))).toBeLessThan((3 * Math.PI) / 180);
  });

  it('runs the scene on until a walk that outlasts the lines has ended', () => {
    const short = buildSceneTimeline({
      scene: { id: 1, name: 'Exit' },
      set: { id: 1, name: 'Street', type: 'street', oceanType: null, modelUrl: null },
      music: null,
      characters: [{ id: 1, name: 'Ana', modelUrl: null }],
      lines: [{ id: 1, characterId: 1, text: 'Bye.', audioUrl: '/a.wav', durationSeconds: 0.5, action: 'walk-to', actionTarget: [3, 0, 6] }],
    });
    expect(short.durationSeconds).toBeGreaterThan(short.movements.at(-1)!.end);
    expect(short.shots.at(-1)!.end).toBe(short.durationSeconds);
  });

  it('keeps the walker in frame, head and feet, all the way', () => {
    expect(timeline.shots.find((candidate) => candidate.lineIds.includes(1))!.kind).toBe('wide');
    for (const mover of [timeline, scene('walk-to', [-3, 0, 5]), scene('sit-down', null)]) {
      const moves = mover.movements.filter((movement) => movement.kind !== 'turn');
      for (let seconds = moves[0].start; seconds <= moves.at(-1)!.end; seconds += 0.25) {
        const { position, target, fov } = cameraAt(mover, seconds);
        const body = bonesAt(mover, seconds);
        for (const bone of ['head', 'leftFoot', 'rightFoot'] as const) {
          const onScreen = projectPoint({ position, target, fov }, body.at(bone));
          const inside = onScreen.depth > 0 && onScreen.x > 0 && onScreen.x < 1 && onScreen.y > 0 && onScreen.y < 1;
          expect({ seconds, bone, inside }).toEqual({ seconds, bone, inside: true });
        }
      }
    }
  });
});

describe('turning to face', () => {
  it('turns the speaker on the spot until they face the one they turn to, within a few degrees', () => {
    const timeline = scene('turn-to', [-3, 0, 3]);
    const [turn] = timeline.movements;
    expect(turn).toMatchObject({ kind: 'turn', characterId: 1 });
    const after = stagingAt(timeline, 1, turn.end);
    const heading = Math.atan2(-3 - after.position[0], 3 - after.position[2]);
    expect(Math.abs(Math.atan2(Math.sin(heading - after.facing), Math.cos(heading - after.facing)))).toBeLessThan((3 * Math.PI) / 180);
    expect(after.position).toEqual(timeline.blocking[0].position);
    // Eased: half way through, part of the way round.
    const middle = stagingAt(timeline, 1, (turn.start + turn.end) / 2).facing;
    expect(Math.abs(middle - turn.from.facing)).toBeGreaterThan(0);
    expect(Math.abs(middle - turn.from.facing)).toBeLessThan(Math.abs(after.facing - turn.from.facing));
  });
});

describe('sitting down and standing up', () => {
  const timeline = scene('sit-down', null);
  const sit = timeline.movements.find((movement) => movement.kind === 'sit')!;
  const seat = timeline.set.seats[sit.to.seat!];

  it('walks to the nearest seat of the set, then sits on it', () => {
    expect(timeline.set.seats.length).toBeGreaterThan(0);
    expect(timeline.movements.map((movement) => movement.kind)).toEqual(expect.arrayContaining(['walk', 'sit']));
    expect(timeline.movements.at(-1)!.kind).toBe('sit');
  });

  it('rests the hips over the seat with the knees bent and the feet on the floor', () => {
    const seated = bonesAt(timeline, sit.end + 0.5);
    const hip = seated.at('leftUpperLeg');
    expect(floorGap(hip, seat.position)).toBeLessThan(0.15);
    expect(Math.abs(hip[1] - (seat.position[1] + SEAT_CLEARANCE))).toBeLessThan(0.02);
    for (const side of ['left', 'right'] as const) {
      const [upper, knee, ankle] = [seated.at(`${side}UpperLeg`), seated.at(`${side}LowerLeg`), seated.at(`${side}Foot`)];
      expect(Math.abs(ankle[1] - timeline.set.floorY - restAnkleHeight)).toBeLessThan(0.02);
      const bend = Math.acos(dot(normalize(subtract(knee, upper)), normalize(subtract(ankle, knee))));
      expect(bend).toBeGreaterThan(Math.PI / 3);
      // The shin is about its length: the leg is not stretched apart.
      expect(length(subtract(ankle, knee))).toBeCloseTo(length(skeleton[`${side}Foot`]), 3);
    }
  });

  it('keeps the feet where they stand while sitting down', () => {
    const start = bonesAt(timeline, sit.start).at('leftFoot');
    for (let step = 0; step <= 10; step += 1) {
      const ankle = bonesAt(timeline, sit.start + ((sit.end - sit.start) * step) / 10).at('leftFoot');
      expect(floorGap(ankle, start)).toBeLessThan(0.02);
    }
  });

  it('keeps every bone within a body’s limits throughout', () => {
    for (let seconds = 0; seconds < timeline.durationSeconds; seconds += 0.1) {
      for (const [bone, rotation] of Object.entries(bonesAt(timeline, seconds).pose)) {
        expect({ bone, ok: angleOf(rotation) <= BONE_LIMITS[bone as keyof typeof BONE_LIMITS] }).toEqual({ bone, ok: true });
      }
    }
  });

  it('stands up again onto the feet in front of the seat', () => {
    const standing = buildSceneTimeline({
      scene: { id: 1, name: 'Moves' },
      set: { id: 1, name: 'The kitchen', type: 'apartment', kind: 'kitchen', oceanType: null, modelUrl: null },
      music: null,
      characters: [{ id: 1, name: 'Ana', modelUrl: null }],
      lines: [
        { id: 1, characterId: 1, text: 'Sit.', audioUrl: '/a.wav', durationSeconds: 8, action: 'sit-down' },
        { id: 2, characterId: 1, text: 'Up.', audioUrl: '/b.wav', durationSeconds: 3, action: 'stand-up' },
      ],
    });
    const stand = standing.movements.at(-1)!;
    expect(stand.kind).toBe('stand');
    const up = bonesAt(standing, stand.end + 0.1);
    expect(up.at('hips')[1] - standing.set.floorY).toBeCloseTo(skeleton.hips[1], 2);
  });

  it('stays standing where the set has nothing to sit on', () => {
    const ship = scene('sit-down', null, { set: { id: 1, name: 'The Gull', type: 'farm', oceanType: 'calm', modelUrl: null } });
    expect(ship.set.seats).toEqual([]);
    expect(ship.movements).toEqual([]);
  });
});

it('plans the same moves for the same scene', () => {
  expect(scene('sit-down', null).movements).toEqual(scene('sit-down', null).movements);
  expect(stagingAt(scene('walk-to', 2), 1, 5.2)).toEqual(stagingAt(scene('walk-to', 2), 1, 5.2));
});
