import type { Material, Node } from '@gltf-transform/core';
import type { BuildCharacterInput } from '../engine.types';
import { hashString, seededRandom } from '../seeded-random';
import { lookFor } from './character-look';
import { box, cylinder, merge, rotateX, rotateZ, sphere, translate } from './geometry';
import { colour, GltfBuilder, quaternion, type Track } from './gltf-builder';

const IDLE_SECONDS = 4;
const TALK_SECONDS = 2;
/** One gesture a speaker makes with a line; the player fits it into shorter lines. */
const GESTURE_SECONDS = 1.6;
const FRAME_SECONDS = 0.1;

/**
 * A humanoid as a joint hierarchy (Hips > Torso > Chest > Neck > Head > Jaw, arms and legs in
 * two segments) with a rigid mesh on each joint: 'rigged-looking' without skinning, so any
 * viewer animates it. Build, colours, clothing and accessories come from the look.
 */
export function buildCharacterModel(input: BuildCharacterInput): GltfBuilder {
  const look = lookFor(input);
  const builder = new GltfBuilder(input.name);
  const m = {
    skin: builder.material('Skin', colour(look.skin), { roughness: 0.7 }),
    lips: builder.material('Lips', colour('#8a3b34')),
    hair: builder.material('Hair', colour(look.hair), { roughness: 0.9 }),
    shirt: builder.material('Shirt', colour(look.shirt)),
    trousers: builder.material('Trousers', colour(look.trousers)),
    shoes: builder.material('Shoes', colour(look.shoes), { roughness: 0.5 }),
  };
  const h = look.height;
  const w = look.width;
  const legLength = 0.86 * h;
  const torsoLength = 0.58 * h;
  const shoulderWidth = 0.42 * w;
  const hipWidth = 0.3 * w;
  const headRadius = 0.115 * (0.9 + h * 0.1);

  const root = builder.part('Character');
  const hips = builder.part('Hips', { parent: root, translation: [0, legLength, 0], geometry: box(hipWidth + 0.04, 0.14, 0.2 * w), material: m.trousers });
  const torso = builder.part('Torso', {
    parent: hips,
    translation: [0, 0.07, 0],
    geometry: translate(box(shoulderWidth * 0.85, torsoLength * 0.5, 0.2 * w), [0, torsoLength * 0.25, 0]),
    material: m.shirt,
  });
  const chest = builder.part('Chest', {
    parent: torso,
    translation: [0, torsoLength * 0.5, 0],
    geometry: translate(box(shoulderWidth, torsoLength * 0.5, 0.22 * w), [0, torsoLength * 0.25, 0]),
    material: m.shirt,
  });
  const neck = builder.part('Neck', { parent: chest, translation: [0, torsoLength * 0.5, 0], geometry: translate(cylinder(0.05, 0.055, 0.1, 10), [0, 0.05, 0]), material: m.skin });
  const head = builder.part('Head', { parent: neck, translation: [0, 0.1, 0], geometry: translate(sphere([headRadius * 0.9, headRadius * 1.1, headRadius]), [0, headRadius, 0]), material: m.skin });
  const face = buildFace(builder, head, headRadius, { skin: m.skin, lips: m.lips, hair: m.hair, mouth: builder.material('MouthInside', colour('#3b0f12'), { roughness: 0.9 }) });
  const jaw = face.jaw;
  if (look.hairStyle !== 'bald' && look.hat !== 'chef') {
    // A cap over the crown and back of the head that leaves the face clear.
    const cap = translate(sphere([headRadius * 0.98, headRadius * 0.62, headRadius * 1.0], 16, 8), [0, headRadius * 1.55, -headRadius * 0.15]);
    const hair = look.hairStyle === 'long' ? merge(cap, translate(box(headRadius * 1.7, headRadius * 1.6, headRadius * 0.4), [0, headRadius * 0.6, -headRadius * 0.8])) : cap;
    builder.part('Hair', { parent: head, geometry: hair, material: m.hair });
  }
  if (look.beard) {
    // On the jaw, below the lower lip: it moves as the character speaks and never hides the mouth.
    builder.part('Beard', { parent: jaw, translation: [0, -headRadius * 0.25, headRadius * 0.35], geometry: sphere([headRadius * 0.7, headRadius * 0.4, headRadius * 0.35], 12, 8), material: m.hair });
  }
  if (look.glasses) {
    const frame = builder.material('GlassesFrame', colour('#202020'), { metallic: 0.6, roughness: 0.3 });
    const lens = (side: number) => translate(rotateX(cylinder(headRadius * 0.2, headRadius * 0.2, 0.01, 12), Math.PI / 2), [side * headRadius * 0.35, 0, 0]);
    builder.part('Glasses', { parent: head, translation: [0, headRadius * 1.2, headRadius * 0.97], geometry: merge(lens(-1), lens(1), box(headRadius * 0.3, 0.01, 0.01)), material: frame });
  }
  if (look.eyepatch) {
    const patch = builder.material('Eyepatch', colour('#111111'));
    builder.part('Eyepatch', {
      parent: head,
      translation: [-headRadius * 0.35, headRadius * 1.2, headRadius * 0.98],
      geometry: merge(box(headRadius * 0.4, headRadius * 0.35, 0.02), translate(rotateZ(box(headRadius * 2.1, 0.012, headRadius * 2.05), -0.35), [headRadius * 0.35, 0.04, -headRadius * 0.95])),
      material: patch,
    });
  }
  addHat(builder, head, look.hat, headRadius);

  const limbs = new Map<'Left' | 'Right', Limb>();
  for (const [side, name] of [[-1, 'Left'], [1, 'Right']] as const) {
    const upper = builder.part(`${name}UpperArm`, {
      parent: chest,
      translation: [side * (shoulderWidth / 2 + 0.04 * w), torsoLength * 0.45, 0],
      geometry: translate(cylinder(0.045 * w, 0.04 * w, 0.3 * h, 10), [0, -0.15 * h, 0]),
      material: m.shirt,
    });
    const fore = builder.part(`${name}Forearm`, { parent: upper, translation: [0, -0.3 * h, 0], geometry: translate(cylinder(0.04 * w, 0.035 * w, 0.27 * h, 10), [0, -0.135 * h, 0]), material: look.coat ? m.shirt : m.skin });
    builder.part(`${name}Hand`, { parent: fore, translation: [0, -0.27 * h, 0], geometry: translate(sphere([0.045, 0.06, 0.035], 10, 8), [0, -0.05, 0]), material: m.skin });
    limbs.set(name, { upper, fore });
    const thigh = builder.part(`${name}UpperLeg`, {
      parent: hips,
      translation: [side * hipWidth * 0.3, -0.02, 0],
      geometry: translate(cylinder(0.07 * w, 0.055 * w, legLength * 0.5, 10), [0, -legLength * 0.25, 0]),
      material: m.trousers,
    });
    const shin = builder.part(`${name}LowerLeg`, { parent: thigh, translation: [0, -legLength * 0.5, 0], geometry: translate(cylinder(0.055 * w, 0.045 * w, legLength * 0.45, 10), [0, -legLength * 0.225, 0]), material: m.trousers });
    builder.part(`${name}Foot`, { parent: shin, translation: [0, -legLength * 0.45, 0], geometry: translate(box(0.1 * w, 0.06, 0.24), [0, -0.02, 0.05]), material: m.shoes });
  }

  if (look.coat) {
    const coat = builder.material('Coat', colour(seededRandom(hashString(input.name)).pick(['#7a1b1b', '#1f2d4f', '#2f2f2f'])));
    // Up to the top of the chest, so no strip of shirt shows over the coat's shoulders.
    builder.part('Coat', { parent: torso, geometry: translate(box(shoulderWidth * 1.1, torsoLength * 1.06, 0.26 * w), [0, torsoLength * 0.48, 0]), material: coat });
  }
  if (look.sash) {
    builder.part('Sash', { parent: hips, translation: [0, 0.07, 0], geometry: merge(cylinder(hipWidth * 0.62, hipWidth * 0.62, 0.08, 16), translate(box(0.06, 0.2, 0.02), [hipWidth * 0.35, -0.12, hipWidth * 0.55])), material: builder.material('Sash', colour('#a31621')) });
  }
  if (look.sword) {
    const steel = builder.material('Steel', colour('#c0c6cc'), { metallic: 0.9, roughness: 0.25 });
    builder.part('Sword', {
      parent: hips,
      translation: [-hipWidth * 0.75, -0.05, 0.04],
      rotation: quaternion(0.25, 0, 0),
      geometry: merge(translate(box(0.025, 0.75, 0.008), [0, -0.35, 0]), box(0.14, 0.025, 0.04), translate(cylinder(0.015, 0.015, 0.12, 8), [0, 0.07, 0])),
      material: steel,
    });
  }
  if (look.apron) {
    builder.part('Apron', { parent: hips, translation: [0, 0.1, 0.11 * w], geometry: translate(box(hipWidth * 1.1, 0.55, 0.015), [0, -0.2, 0]), material: builder.material('Apron', colour('#f2f2f2')) });
  }
  if (look.parrot) {
    builder.part('Parrot', { parent: chest, translation: [shoulderWidth / 2, torsoLength * 0.55, 0], geometry: merge(sphere([0.05, 0.08, 0.05], 10, 8), translate(sphere(0.04, 8, 6), [0, 0.1, 0.01])), material: builder.material('Parrot', colour('#2eaa3c')) });
  }

  addAnimations(builder, { hips, chest, head, jaw, face, left: limbs.get('Left')!, right: limbs.get('Right')! }, hashString(input.name));
  return builder;
}

interface FaceMaterials {
  skin: Material;
  lips: Material;
  hair: Material;
  mouth: Material;
}

interface Face {
  /** Hinged behind the mouth: turning it about +x drops the chin and the lower lip. */
  jaw: Node;
  /** Scaled in y from LID_OPEN (a thin upper lid) to 1 (the eye covered) to blink. */
  lids: Node[];
  brows: Node[];
}

/** An eyelid's y scale with the eye open: the lid is a thin band at the top of the eye. */
export const LID_OPEN = 0.12;

/**
 * Eyes (white, iris), lids, brows and a mouth that opens: the upper lip on the head, the lower lip
 * and chin on the jaw, and a dark mouth behind them that shows only while the jaw is open.
 * `r` is the head's radius; the head's centre is `r` above its node.
 */
function buildFace(builder: GltfBuilder, head: Node, r: number, m: FaceMaterials): Face {
  const sclera = builder.material('EyeWhite', colour('#f4f1ea'), { roughness: 0.3 });
  const iris = builder.material('Iris', colour('#2b1d14'), { roughness: 0.2 });
  // Just in front of the face, behind the lips and chin: hidden while the mouth is shut.
  builder.part('MouthInside', { parent: head, translation: [0, r * 0.5, r * 0.93], geometry: box(r * 0.4, r * 0.2, r * 0.06), material: m.mouth });
  builder.part('UpperLip', { parent: head, translation: [0, r * 0.6, r * 0.97], geometry: box(r * 0.5, r * 0.07, r * 0.08), material: m.lips });
  const jaw = builder.part('Jaw', {
    parent: head,
    translation: [0, r * 0.5, r * 0.35],
    // The chin, a little behind the lower lip.
    geometry: translate(box(r * 0.42, r * 0.14, r * 0.1), [0, -r * 0.07, r * 0.58]),
    material: m.skin,
  });
  builder.part('LowerLip', { parent: jaw, translation: [0, r * 0.025, r * 0.62], geometry: box(r * 0.46, r * 0.07, r * 0.08), material: m.lips });
  builder.part('Nose', { parent: head, translation: [0, r * 0.95, r * 1.0], geometry: sphere(r * 0.13, 8, 6), material: m.skin });
  const lids: Node[] = [];
  const brows: Node[] = [];
  for (const [side, name] of [[-1, 'Left'], [1, 'Right']] as const) {
    const eye: [number, number, number] = [side * r * 0.35, r * 1.2, r * 0.82];
    builder.part(`${name}Eye`, { parent: head, translation: eye, geometry: sphere(r * 0.13, 10, 8), material: sclera });
    builder.part(`${name}Iris`, { parent: head, translation: [eye[0], eye[1], eye[2] + r * 0.1], geometry: sphere([r * 0.07, r * 0.07, r * 0.04], 8, 6), material: iris });
    // The lid hangs from the top of the eye: its sphere, squashed towards that point, opens the eye.
    lids.push(builder.part(`${name}Eyelid`, { parent: head, translation: [eye[0], eye[1] + r * 0.15, eye[2] + r * 0.01], scale: [1, LID_OPEN, 1], geometry: translate(sphere(r * 0.15, 10, 8), [0, -r * 0.15, 0]), material: m.skin }));
    brows.push(builder.part(`${name}Brow`, { parent: head, translation: [side * r * 0.36, r * 1.45, r * 0.88], rotation: quaternion(0, 0, -side * 0.12), geometry: box(r * 0.3, r * 0.06, r * 0.06), material: m.hair }));
  }
  return { jaw, lids, brows };
}

function addHat(builder: GltfBuilder, head: Node, hat: ReturnType<typeof lookFor>['hat'], r: number): void {
  if (!hat) return;
  const top = r * 2.05;
  const shapes = {
    tricorn: { name: 'PirateHat', hex: '#1b1b1b', geometry: merge(cylinder(r * 1.35, r * 1.45, r * 0.12, 3), translate(cylinder(r * 0.8, r * 1.0, r * 0.7, 16), [0, r * 0.38, 0])) },
    straw: { name: 'StrawHat', hex: '#d8b45a', geometry: merge(cylinder(r * 2, r * 2, r * 0.06, 20), translate(cylinder(r * 0.85, r * 0.95, r * 0.6, 16), [0, r * 0.3, 0])) },
    chef: { name: 'ChefHat', hex: '#fafafa', geometry: merge(translate(cylinder(r * 0.95, r * 0.95, r * 0.7, 16), [0, r * 0.2, 0]), translate(sphere([r * 1.1, r * 0.6, r * 1.1], 12, 8), [0, r * 0.7, 0])) },
    fedora: { name: 'Fedora', hex: '#4a3b2c', geometry: merge(cylinder(r * 1.5, r * 1.5, r * 0.05, 20), translate(cylinder(r * 0.8, r * 0.95, r * 0.65, 16), [0, r * 0.33, 0])) },
    cap: { name: 'Cap', hex: '#b3261e', geometry: merge(sphere([r * 1.0, r * 0.5, r * 1.05], 14, 8), translate(box(r * 1.2, r * 0.05, r * 0.9), [0, -r * 0.1, r * 1.1])) },
  } as const;
  const shape = shapes[hat];
  builder.part(shape.name, { parent: head, translation: [0, hat === 'cap' ? top - r * 0.35 : top - r * 0.2, 0], geometry: shape.geometry, material: builder.material(shape.name, colour(shape.hex)) });
}

interface Limb {
  upper: Node;
  fore: Node;
}

interface Rig {
  hips: Node;
  chest: Node;
  head: Node;
  jaw: Node;
  face: Face;
  left: Limb;
  right: Limb;
}

/** The lids' scale over `times`: open, except one blink (closed for one frame) at `at` seconds. */
function blinkTracks(lids: Node[], times: number[], at: number): Track[] {
  const closed = (time: number) => Math.abs(time - at) < FRAME_SECONDS / 2;
  return lids.map((lid) => ({ node: lid, path: 'scale' as const, values: times.map((time) => [1, closed(time) ? 1 : LID_OPEN, 1]) }));
}

/**
 * 'idle' (breathing, a glance, relaxed arms) and 'talk' (jaw, nods, brows), both looping, and
 * one-shot arm gestures ('gesture-*') of which the player makes one per line.
 */
function addAnimations(builder: GltfBuilder, rig: Rig, seed: number): void {
  const random = seededRandom(seed);
  const frames = (seconds: number) => Array.from({ length: Math.round(seconds / FRAME_SECONDS) + 1 }, (_, index) => index * FRAME_SECONDS);
  const hipsRest = rig.hips.getTranslation();
  const loop = (seconds: number) => (time: number, cycles: number) => Math.sin((2 * Math.PI * cycles * time) / seconds);

  const idleTimes = frames(IDLE_SECONDS);
  const idle = loop(IDLE_SECONDS);
  const glance = random.range(0.05, 0.15);
  builder.animation('idle', idleTimes, [
    ...blinkTracks(rig.face.lids, idleTimes, random.range(1, IDLE_SECONDS - 1)),
    { node: rig.chest, path: 'rotation', values: idleTimes.map((time) => quaternion(0.025 * idle(time, 1))) },
    { node: rig.head, path: 'rotation', values: idleTimes.map((time) => quaternion(0.03 * idle(time, 2), glance * idle(time, 1))) },
    { node: rig.hips, path: 'translation', values: idleTimes.map((time) => [hipsRest[0], hipsRest[1] + 0.006 * idle(time, 2), hipsRest[2]]) },
    { node: rig.left.upper, path: 'rotation', values: idleTimes.map((time) => quaternion(0.04 * idle(time, 1), 0, -0.08 - 0.02 * idle(time, 2))) },
    { node: rig.right.upper, path: 'rotation', values: idleTimes.map((time) => quaternion(-0.04 * idle(time, 1), 0, 0.08 + 0.02 * idle(time, 2))) },
  ]);

  const talkTimes = frames(TALK_SECONDS);
  const talk = loop(TALK_SECONDS);
  // Syllables: the jaw opens by a different amount each time, closed at both ends of the loop.
  const openings = talkTimes.map((_, index) => (index % 2 === 1 ? random.range(0.12, 0.35) : random.range(0, 0.05)));
  openings[0] = 0;
  openings[openings.length - 1] = 0;
  const tracks: Track[] = [
    { node: rig.jaw, path: 'rotation', values: openings.map((opening) => quaternion(opening)) },
    { node: rig.head, path: 'rotation', values: talkTimes.map((time) => quaternion(0.07 * talk(time, 2), 0.06 * talk(time, 1), 0.02 * talk(time, 1))) },
    { node: rig.chest, path: 'rotation', values: talkTimes.map((time) => quaternion(0.02 * talk(time, 1), 0.04 * talk(time, 1))) },
  ];
  // Brows lift (6 mm) over the first half of the loop, then settle; one blink per loop.
  const browLift = talkTimes.map((time) => 0.006 * Math.max(0, Math.sin((2 * Math.PI * time) / TALK_SECONDS)));
  for (const brow of rig.face.brows) {
    const rest = brow.getTranslation();
    tracks.push({ node: brow, path: 'translation', values: browLift.map((lift) => [rest[0], rest[1] + lift, rest[2]]) });
  }
  tracks.push(...blinkTracks(rig.face.lids, talkTimes, TALK_SECONDS * 0.7));
  builder.animation('talk', talkTimes, tracks);
  addGestures(builder, rig, frames(GESTURE_SECONDS));
}

/** Arm rotations of a gesture at full reach: x swings the arm forward (negative), z out to its side. */
interface ArmPose {
  upper: [x: number, z: number];
  fore: number;
}

/**
 * The gestures: each rises from the arms' rest, holds and returns, so the player can blend it in
 * and out at any weight. Open palms, a point at the listener, a beat of the hand, a shrug.
 */
function addGestures(builder: GltfBuilder, rig: Rig, times: number[]): void {
  // The idle's relaxed arms, a little out from the sides, which every gesture leaves from and returns to.
  const rest: ArmPose = { upper: [0, 0.08], fore: 0 };
  // 0 at both ends, 1 held in the middle; eased.
  const reach = (time: number) => {
    const edge = Math.min(time / (GESTURE_SECONDS * 0.3), (GESTURE_SECONDS - time) / (GESTURE_SECONDS * 0.35), 1);
    return Math.sin((Math.PI / 2) * Math.max(0, edge));
  };
  const beat = (time: number) => Math.sin((2 * Math.PI * 2 * time) / GESTURE_SECONDS);
  const gestures: { name: string; left: (time: number) => ArmPose; right: (time: number) => ArmPose }[] = [
    { name: 'gesture-open', left: () => ({ upper: [-0.45, 0.45], fore: -1.0 }), right: () => ({ upper: [-0.45, 0.45], fore: -1.0 }) },
    { name: 'gesture-point', left: () => rest, right: () => ({ upper: [-1.25, 0.12], fore: -0.15 }) },
    { name: 'gesture-beat', left: () => rest, right: (time) => ({ upper: [-0.4, 0.15], fore: -1.1 - 0.3 * beat(time) }) },
    { name: 'gesture-shrug', left: () => ({ upper: [-0.15, 0.35], fore: -1.4 }), right: () => ({ upper: [-0.15, 0.35], fore: -1.4 }) },
  ];
  for (const gesture of gestures) {
    const tracks: Track[] = [];
    for (const [side, limb, pose] of [
      [-1, rig.left, gesture.left],
      [1, rig.right, gesture.right],
    ] as const) {
      const at = (time: number) => {
        const amount = reach(time);
        const target = pose(time);
        return { x: amount * target.upper[0], z: rest.upper[1] + amount * (target.upper[1] - rest.upper[1]), fore: amount * target.fore };
      };
      tracks.push(
        { node: limb.upper, path: 'rotation', values: times.map((time) => quaternion(at(time).x, 0, side * at(time).z)) },
        { node: limb.fore, path: 'rotation', values: times.map((time) => quaternion(at(time).fore)) },
      );
    }
    builder.animation(gesture.name, times, tracks);
  }
}
