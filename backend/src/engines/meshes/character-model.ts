import type { Node } from '@gltf-transform/core';
import { EYE_DROP } from '@studio/scene-timeline/body';
import { BODY_NODE, CHARACTER_ROOT_NODE, type CharacterRigExtras, HAIR_NODE, MORPH_TARGETS, type MorphTarget, REST_ARM_DROP_DEGREES, RIG_BONES, RIG_PARENT, type RigBone } from '@studio/scene-timeline/rig';
import type { BuildCharacterInput } from '../engine.types';
import { type CharacterLook, type Coat, lookFor, type Plumage } from './character-look';
import { type Colour, colour, GltfBuilder, type Vector3 } from './gltf-builder';
import { type Influence, type Morphs, SkinnedSurface } from './skinned-surface';

/** The node of the hat, a third draw call: kept apart so framing can leave hats out of the head. */
export const HAT_NODE = 'Hat';

/**
 * A cartoon person as one smooth skinned surface: a loft of rounded cross-sections for the torso
 * and neck, one continuous tube per arm and leg (no joints to see), mitten hands, shoes, and a big
 * head with big eyes whose lids, brows and mouth move by morph targets. The skeleton and the
 * names follow packages/scene-timeline/src/rig.ts. Everything is a function of the look, which is
 * a function of the name and the description: the same input gives the same bytes.
 */
export function buildCharacterModel(input: BuildCharacterInput): GltfBuilder {
  const look = lookFor(input);
  const figure = look.bird ? birdFigureFor(look) : look.animal ? fourLeggedFigureFor(look) : figureFor(look);
  const builder = new GltfBuilder(input.name);
  const species = look.bird ? 'bird' : (look.animal?.kind ?? 'person');
  const extras: CharacterRigExtras = { heightMeters: round(figure.crown), headTopY: round(figure.crown), eyeY: round(figure.eyeY), build: look.build, age: look.age, limp: species === 'person' ? look.limp : null, species };
  const root = builder.part(CHARACTER_ROOT_NODE);
  root.setExtras({ ...extras });
  const bones = new Map<RigBone, Node>();
  for (const bone of RIG_BONES) {
    const parent = bone === 'hips' ? root : bones.get(RIG_PARENT[bone])!;
    const at = figure.joints[bone];
    const from = bone === 'hips' ? [0, 0, 0] : figure.joints[RIG_PARENT[bone]];
    bones.set(bone, builder.part(bone, { parent, translation: [at[0] - from[0], at[1] - from[1], at[2] - from[2]] }));
  }
  const joints = RIG_BONES.map((bone) => bones.get(bone)!);
  // White: the vertex colours are the colours.
  const material = builder.material('Character', [1, 1, 1], { roughness: 0.72 });

  const body = new SkinnedSurface();
  const hair = new SkinnedSurface();
  if (look.bird || look.animal) {
    if (look.bird) addBird(body, figure, look.bird, look);
    if (look.bird?.crest) addCrest(hair, figure, look.bird.crest);
    if (look.animal) addFourLegged(body, figure, look.animal, look);
    builder.skinnedPart(BODY_NODE, body.toGeometry(MORPH_TARGETS), material, joints, root);
    if (hair.vertexCount > 0) builder.skinnedPart(HAIR_NODE, hair.toGeometry([]), material, joints, root);
    return builder;
  }
  addTorso(body, figure, look);
  for (const side of [1, -1] as const) {
    addArm(body, figure, look, side);
    addLeg(body, figure, look, side);
  }
  if (look.top === 'coat' || look.top === 'dress' || look.apron) addSkirt(body, figure, look);
  addHead(body, figure, look);
  builder.skinnedPart(BODY_NODE, body.toGeometry(MORPH_TARGETS), material, joints, root);

  addHair(hair, figure, look);
  if (look.glasses) addGlasses(hair, figure);
  if (hair.vertexCount > 0) builder.skinnedPart(HAIR_NODE, hair.toGeometry([]), material, joints, root);
  const hat = new SkinnedSurface();
  addHat(hat, figure, look);
  if (hat.vertexCount > 0) builder.skinnedPart(HAT_NODE, hat.toGeometry([]), material, joints, root);
  return builder;
}

const round = (value: number) => Math.round(value * 1000) / 1000;
const BONE = Object.fromEntries(RIG_BONES.map((bone, index) => [bone, index])) as Record<RigBone, number>;
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const smooth = (edge0: number, edge1: number, value: number) => {
  const t = clamp01((value - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
};
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const add = (a: Vector3, b: Vector3, scale = 1): Vector3 => [a[0] + b[0] * scale, a[1] + b[1] * scale, a[2] + b[2] * scale];
const mix = (a: Colour, b: Colour, t: number): Colour => [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
const side = (x: number): 'left' | 'right' => (x >= 0 ? 'left' : 'right');

/** Sizes and joint positions in model space (metres; +z forward, the character's left is +x). */
interface Figure {
  crown: number;
  eyeY: number;
  /** The skull: an ellipsoid round `headCentre`, narrowing to the chin. */
  headCentre: Vector3;
  headRadii: Vector3;
  /** How much narrower the jaw is than the cranium (0 to 1). */
  jawTaper: number;
  eyeRadius: number;
  eyeX: number;
  /** How far forward the front of the eyes is (their lids), at the middle of each eye. */
  eyeFrontZ: number;
  mouthY: number;
  chinY: number;
  shoulderY: number;
  hipY: number;
  kneeY: number;
  ankleY: number;
  /** Half widths and depths of the torso at hips, waist, chest, shoulders; the belly's push forward. */
  hipHalf: number;
  waistHalf: number;
  chestHalf: number;
  shoulderHalf: number;
  depth: number;
  belly: number;
  /** How far forward the shoulders and head lean (an elder's stoop). */
  stoop: number;
  neckRadius: number;
  legX: number;
  legRadius: number;
  armRadius: number;
  upperArm: number;
  lowerArm: number;
  /** A unit vector down each arm (left: +x). */
  armDirection: (side: 1 | -1) => Vector3;
  joints: Record<RigBone, Vector3>;
}

function figureFor(look: CharacterLook): Figure {
  const child = look.age === 'child';
  const elder = look.age === 'elder';
  const w = look.width;
  const crown = look.height;
  // The head is the same size on everyone (the framing's head box): the body makes the height.
  const headRadii: Vector3 = child ? [0.12, 0.126, 0.122] : [0.114, 0.126, 0.12];
  const eyeY = crown - EYE_DROP;
  const headCentre: Vector3 = [0, crown - headRadii[1] * 1.08, elder ? 0.02 : 0];
  const chinY = headCentre[1] - headRadii[1];
  const neckLength = child ? 0.035 : elder ? 0.045 : 0.06;
  const shoulderY = chinY - neckLength + 0.02;
  const legShare = child ? 0.5 : look.build === 'heavy' ? 0.54 : 0.56;
  const hipY = shoulderY * legShare;
  const ankleY = child ? 0.065 : 0.08;
  const kneeY = lerp(ankleY, hipY, 0.48);
  const torso = shoulderY - hipY;
  const feminine = look.feminine && !child;
  const size = child ? 0.8 : 1;
  const shoulderHalf = (feminine ? 0.15 : 0.17) * size * Math.sqrt(w);
  const armScale = Math.min(1.1, torso / 0.6) ** 0.9;
  const upperArm = 0.27 * armScale;
  const lowerArm = 0.24 * armScale;
  const drop = (REST_ARM_DROP_DEGREES * Math.PI) / 180;
  const armDirection = (s: 1 | -1): Vector3 => [s * Math.cos(drop), -Math.sin(drop), 0];
  const stoop = elder ? 0.03 : 0;
  const legX = (feminine ? 0.075 : 0.08) * size * Math.sqrt(w);
  const eyeRadius = child ? 0.039 : 0.035;
  const eyeX = child ? 0.05 : 0.047;
  const figure: Omit<Figure, 'joints' | 'eyeFrontZ'> = {
    crown,
    eyeY,
    headCentre,
    headRadii,
    jawTaper: child ? 0.12 : look.build === 'heavy' ? 0.1 : 0.22,
    eyeRadius,
    eyeX,
    mouthY: headCentre[1] - (child ? 0.062 : 0.07),
    chinY,
    shoulderY,
    hipY,
    kneeY,
    ankleY,
    hipHalf: (feminine ? 0.155 : 0.14) * size * w,
    waistHalf: (feminine ? 0.12 : 0.135) * size * w * (look.build === 'heavy' ? 1.12 : 1),
    chestHalf: (feminine ? 0.14 : 0.15) * size * w,
    shoulderHalf,
    depth: 0.1 * size * w,
    belly: look.build === 'heavy' ? 0.04 * size : elder && !feminine ? 0.015 : 0,
    stoop,
    neckRadius: (child ? 0.038 : 0.045) * Math.sqrt(w),
    legX,
    legRadius: (child ? 0.066 : 0.08) * w ** 0.8,
    armRadius: (child ? 0.04 : 0.047) * w ** 0.8,
    upperArm,
    lowerArm,
    armDirection,
  };
  const eyeFrontZ = faceZ(figure, eyeX, eyeY) + EYE_BULGE + IRIS_LIFT + LID_LIFT;
  const armJoint = (s: 1 | -1): Vector3 => [s * (shoulderHalf - 0.045), shoulderY - 0.065, stoop];
  const elbow = (s: 1 | -1) => add(armJoint(s), armDirection(s), upperArm);
  const wrist = (s: 1 | -1) => add(elbow(s), armDirection(s), lowerArm);
  const joints: Record<RigBone, Vector3> = {
    hips: [0, hipY, 0],
    spine: [0, hipY + torso * 0.3, stoop * 0.1],
    chest: [0, hipY + torso * 0.62, stoop * 0.4],
    neck: [0, shoulderY + 0.015, stoop],
    head: [0, chinY + 0.03, headCentre[2]],
    jaw: [0, figure.mouthY + 0.02, headCentre[2] + 0.03],
    leftEye: eyeSocket(figure, 1).pivot,
    rightEye: eyeSocket(figure, -1).pivot,
    ...limbJoints(
      (s) => [s * 0.05, shoulderY - 0.03, stoop],
      (s) => [armJoint(s), elbow(s), wrist(s)],
      (s) => [[s * legX, hipY, 0], [s * legX, kneeY, 0], [s * legX, ankleY, 0]],
    ),
  };
  return { ...figure, eyeFrontZ, joints };
}

type LimbBone = `${'left' | 'right'}${'Shoulder' | 'UpperArm' | 'LowerArm' | 'Hand' | 'UpperLeg' | 'LowerLeg' | 'Foot'}`;
type Chain = readonly [Vector3, Vector3, Vector3];

/** Both sides' shoulders, arms (upper, lower, hand) and legs (upper, lower, foot), each given for a side (left: +1). */
function limbJoints(shoulder: (s: 1 | -1) => Vector3, arm: (s: 1 | -1) => Chain, leg: (s: 1 | -1) => Chain): Record<LimbBone, Vector3> {
  const joints = {} as Record<LimbBone, Vector3>;
  for (const [s, name] of [[1, 'left'], [-1, 'right']] as const) {
    joints[`${name}Shoulder`] = shoulder(s);
    [joints[`${name}UpperArm`], joints[`${name}LowerArm`], joints[`${name}Hand`]] = arm(s);
    [joints[`${name}UpperLeg`], joints[`${name}LowerLeg`], joints[`${name}Foot`]] = leg(s);
  }
  return joints;
}

/** The skull's x scale at a height (model space): the jaw narrows towards the chin. */
function headWidthAt(figure: Pick<Figure, 'headCentre' | 'headRadii' | 'jawTaper'>, y: number): number {
  const ny = (y - figure.headCentre[1]) / figure.headRadii[1];
  return 1 - figure.jawTaper * smooth(-0.1, -1, ny);
}

/** The skull's surface point in direction (ux, uy, uz) of the unit sphere. */
function skullPoint(figure: Pick<Figure, 'headCentre' | 'headRadii' | 'jawTaper'>, [ux, uy, uz]: Vector3, scale = 1): Vector3 {
  const [a, b, c] = figure.headRadii;
  const y = figure.headCentre[1] + b * uy;
  const chin = 1 - 0.08 * Math.max(0, -uy);
  return [a * ux * headWidthAt(figure, y) * scale, figure.headCentre[1] + b * uy * scale, figure.headCentre[2] + c * uz * chin * scale];
}

/** How far forward the face is at (x, y): where the features sit. */
function faceZ(figure: Pick<Figure, 'headCentre' | 'headRadii' | 'jawTaper'>, x: number, y: number): number {
  const [a, b, c] = figure.headRadii;
  const ny = (y - figure.headCentre[1]) / b;
  const nx = x / (a * headWidthAt(figure, y));
  return figure.headCentre[2] + c * (1 - 0.08 * Math.max(0, -ny)) * Math.sqrt(Math.max(0, 1 - ny * ny - nx * nx));
}

/** Bone weights along a chain: each bone owns from its start to the next; neighbours blend within `blend` of a start. */
function chain(s: number, links: readonly (readonly [bone: RigBone, start: number, blend: number])[]): Influence {
  let index = 0;
  while (index + 1 < links.length && links[index + 1][1] <= s) index += 1;
  const weights = new Map<number, number>([[BONE[links[index][0]], 1]]);
  const share = (from: RigBone, to: RigBone, amount: number) => {
    weights.set(BONE[from], (weights.get(BONE[from]) ?? 0) - amount);
    weights.set(BONE[to], (weights.get(BONE[to]) ?? 0) + amount);
  };
  const [bone, start, blend] = links[index];
  if (index > 0 && s < start + blend) share(bone, links[index - 1][0], 1 - smooth(start - blend, start + blend, s));
  const next = links[index + 1];
  if (next && s > next[1] - next[2]) share(bone, next[0], smooth(next[1] - next[2], next[1] + next[2], s));
  return [...weights].filter(([, weight]) => weight > 0);
}

/** Mixes influences: `b` takes `amount` of the weight. */
function blendInfluence(a: Influence, b: Influence, amount: number): Influence {
  const weights = new Map<number, number>();
  for (const [bone, weight] of a) weights.set(bone, (weights.get(bone) ?? 0) + weight * (1 - amount));
  for (const [bone, weight] of b) weights.set(bone, (weights.get(bone) ?? 0) + weight * amount);
  return [...weights].filter(([, weight]) => weight > 0);
}

/** A ring of a loft: centre, two axes across it, half sizes along them, roundness (2 = ellipse, more = boxier) and colour. */
interface Ring {
  centre: Vector3;
  u: Vector3;
  v: Vector3;
  radii: [number, number];
  power?: number;
  colour: Colour | ((angle: number, point: Vector3) => Colour);
  influence: (point: Vector3) => Influence;
  /** Where each morph target moves a point of the ring, if any does. */
  morphs?: (point: Vector3) => Morphs;
}

/**
 * A tube through the rings, closed at the ends it is asked to close. Points go round from +u
 * towards +v: rings advancing along u × v face outward.
 */
function loft(surface: SkinnedSurface, rings: Ring[], segments: number, caps: { start?: boolean; end?: boolean } = {}): void {
  const rows = rings.map((ring) =>
    Array.from({ length: segments }, (_, index) => {
      const angle = (index / segments) * Math.PI * 2;
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
      const power = ring.power ?? 2;
      // A superellipse: |cos|^(2/p) keeps the sign and squares the sides off as p grows.
      const shape = (value: number) => Math.sign(value) * Math.abs(value) ** (2 / power);
      const point = add(add(ring.centre, ring.u, ring.radii[0] * shape(cos)), ring.v, ring.radii[1] * shape(sin));
      return surface.vertex(point, typeof ring.colour === 'function' ? ring.colour(angle, point) : ring.colour, ring.influence(point), ring.morphs?.(point));
    }),
  );
  surface.grid(rows, true);
  const cap = (ring: Ring, row: number[], flip: boolean) => {
    const centre = surface.vertex(ring.centre, typeof ring.colour === 'function' ? ring.colour(0, ring.centre) : ring.colour, ring.influence(ring.centre), ring.morphs?.(ring.centre));
    surface.fan(centre, row, flip);
  };
  if (caps.start) cap(rings[0], rows[0], true);
  if (caps.end) cap(rings.at(-1)!, rows.at(-1)!, false);
}

/**
 * An ellipsoid of `rows` × `columns` round `centre` with axes x, y (pole) and z; `shape` may move
 * each point (from its unit direction) and give it a colour; `morphs` moves it per target.
 */
function ellipsoid(
  surface: SkinnedSurface,
  options: {
    centre: Vector3;
    radii: Vector3;
    axes?: [Vector3, Vector3, Vector3];
    rows: number;
    columns: number;
    colour: (direction: Vector3, point: Vector3) => Colour;
    influence: (point: Vector3) => Influence;
    point?: (direction: Vector3) => Vector3;
    morphs?: (direction: Vector3, point: Vector3) => Morphs | undefined;
  },
): void {
  const [ax, ay, az] = options.axes ?? [[1, 0, 0], [0, 1, 0], [0, 0, 1]];
  const at = (direction: Vector3): Vector3 => {
    if (options.point) return options.point(direction);
    const [x, y, z] = [direction[0] * options.radii[0], direction[1] * options.radii[1], direction[2] * options.radii[2]];
    return add(add(add(options.centre, ax, x), ay, y), az, z);
  };
  const make = (direction: Vector3) => {
    const point = at(direction);
    return surface.vertex(point, options.colour(direction, point), options.influence(point), options.morphs?.(direction, point));
  };
  const top = make([0, 1, 0]);
  const rows: number[][] = [];
  for (let row = 1; row < options.rows; row += 1) {
    const polar = (row / options.rows) * Math.PI;
    rows.push(Array.from({ length: options.columns }, (_, column) => {
      const azimuth = (column / options.columns) * Math.PI * 2;
      return make([Math.sin(polar) * Math.sin(azimuth), Math.cos(polar), Math.sin(polar) * Math.cos(azimuth)]);
    }));
  }
  const bottom = make([0, -1, 0]);
  // Rows run downward and columns turn from +z to +x: seen from below that is counter-clockwise.
  surface.grid(rows, true, true);
  surface.fan(top, rows[0], false);
  surface.fan(bottom, rows.at(-1)!, true);
}

/** A torso ring's height, half width, half depth, forward shift and squareness. */
type RingShape = [y: number, halfX: number, halfZ: number, forward: number, power: number];

/** How far a sash reaches above and below the waist. */
const SASH_HALF = 0.03;

/** The ring at height `y` between two of `shapes`, its shape interpolated between the one below and the one above. */
function ringShapeAt(shapes: readonly RingShape[], y: number): RingShape {
  const sorted = [...shapes].sort((a, b) => a[0] - b[0]);
  const above = sorted.findIndex((shape) => shape[0] >= y);
  if (above <= 0) throw new Error(`no torso ring below and above ${y}`);
  const [low, high] = [sorted[above - 1], sorted[above]];
  const t = (y - low[0]) / (high[0] - low[0]);
  return [y, lerp(low[1], high[1], t), lerp(low[2], high[2], t), lerp(low[3], high[3], t), lerp(low[4], high[4], t)];
}

/** The torso and neck: one loft from the crotch up into the head. */
function addTorso(surface: SkinnedSurface, figure: Figure, look: CharacterLook): void {
  const { hipY, shoulderY, stoop } = figure;
  const torso = shoulderY - figure.hipY;
  const top = colour(look.topColour);
  const legs = colour(look.legs);
  const skin = colour(look.skin);
  const dark = colour('#2a2220');
  const lean = (y: number) => stoop * clamp01((y - hipY) / torso) ** 2;
  const spineLinks = [
    ['hips', -Infinity, 0],
    ['spine', figure.joints.spine[1], 0.06],
    ['chest', figure.joints.chest[1], 0.1],
    ['neck', figure.joints.neck[1], 0.025],
    ['head', figure.joints.head[1], 0.03],
  ] as const;
  const waistY = hipY + torso * 0.32;
  const clothed = (y: number): Colour => {
    if (y > shoulderY + 0.02) return skin;
    if (look.sash && Math.abs(y - waistY) < SASH_HALF) return colour(look.sash);
    if (look.top === 'uniform' && Math.abs(y - waistY) < 0.018) return dark;
    const below = look.top === 'shirt' || look.top === 'sweater' || look.top === 'suit' || look.top === 'uniform' ? waistY : -Infinity;
    return y < below - 0.001 ? legs : top;
  };
  const ring = (y: number, halfX: number, halfZ: number, forward: number, power: number): Ring => ({
    centre: [0, y, lean(y) + forward],
    u: [1, 0, 0],
    v: [0, 0, -1],
    radii: [halfX, halfZ],
    power,
    colour: () => clothed(y),
    influence: (point) => {
      let influence = chain(point[1], spineLinks);
      // The sides of the chest follow the shoulders; the bottom follows the thighs.
      const shoulder = smooth(0.05, figure.shoulderHalf, Math.abs(point[0])) * smooth(figure.joints.chest[1], shoulderY - 0.03, point[1]) * 0.6;
      if (shoulder > 0) influence = blendInfluence(influence, [[BONE[`${side(point[0])}Shoulder`], 1]], shoulder);
      const thigh = smooth(hipY + 0.02, hipY - 0.08, point[1]) * smooth(0, figure.legX, Math.abs(point[0])) * 0.7;
      if (thigh > 0) influence = blendInfluence(influence, [[BONE[`${side(point[0])}UpperLeg`], 1]], thigh);
      return influence;
    },
  });
  const d = figure.depth;
  const coat = look.top === 'coat' ? 0.012 : 0;
  const shapes: RingShape[] = [
    [hipY - 0.075, figure.hipHalf * 0.55, d * 0.55, 0, 2],
    [hipY - 0.04, figure.hipHalf * 0.9, d * 0.9, 0, 2.2],
    [hipY, figure.hipHalf + coat, d + coat, 0.005, 2.4],
    // The shirt's hem, or a sash's two edges.
    ...(look.sash ? [-SASH_HALF + 0.002, SASH_HALF - 0.002] : [-0.002, 0]).map((offset): RingShape => [
      waistY + offset,
      figure.waistHalf + coat,
      d * 0.95 + figure.belly * 0.8 + coat,
      figure.belly * 0.6,
      2.4,
    ]),
    [hipY + torso * 0.5, lerp(figure.waistHalf, figure.chestHalf, 0.5) + coat, d + figure.belly * 0.6 + coat, figure.belly * 0.4, 2.4],
    [hipY + torso * 0.62, lerp(figure.waistHalf, figure.chestHalf, 0.85) + coat, d * 1.03 + figure.belly * 0.3 + coat, figure.belly * 0.2, 2.45],
    [hipY + torso * 0.72, figure.chestHalf + coat, d * 1.05 + coat, look.feminine && look.age !== 'child' ? 0.012 : 0.005, 2.5],
    [shoulderY - 0.06, figure.shoulderHalf + coat, d * 0.95 + coat, 0, 2.6],
    [shoulderY - 0.025, figure.shoulderHalf * 0.9 + coat, d * 0.85 + coat, 0, 2.6],
    [shoulderY - 0.002, figure.shoulderHalf * 0.6, d * 0.7, 0, 2.2],
    [shoulderY + 0.016, figure.neckRadius * (look.top === 'coat' || look.top === 'uniform' ? 1.55 : 1.35), figure.neckRadius * 1.3, 0, 2],
    [shoulderY + 0.024, figure.neckRadius * 1.05, figure.neckRadius, 0, 2],
    [figure.chinY + 0.01, figure.neckRadius, figure.neckRadius * 0.95, 0, 2],
    [figure.chinY + 0.05, figure.neckRadius * 0.9, figure.neckRadius * 0.85, 0, 2],
  ];
  // Just outside a sash's edges the shirt starts, so the sash's colour stops there instead of
  // fading over the shirt to the next ring.
  if (look.sash) shapes.push(...[-SASH_HALF - 0.001, SASH_HALF + 0.001].map((offset) => ringShapeAt(shapes, waistY + offset)));
  const rings = shapes.sort((a, b) => a[0] - b[0]).map((shape) => ring(...shape));
  loft(surface, rings, 14, { start: true, end: true });
}

/** An arm from inside the shoulder to the wrist, then a mitten hand with a thumb. */
function addArm(surface: SkinnedSurface, figure: Figure, look: CharacterLook, s: 1 | -1): void {
  const name = s > 0 ? 'left' : 'right';
  const direction = figure.armDirection(s);
  const start = figure.joints[`${name}UpperArm`];
  // Across the arm: forward (+z) and the arm's outward normal in the xy plane.
  const forward: Vector3 = [0, 0, 1];
  const normal: Vector3 = [-direction[1], direction[0], 0];
  const length = figure.upperArm + figure.lowerArm;
  const links = [
    ['chest', -Infinity, 0],
    [`${name}Shoulder`, -0.08, 0.03],
    [`${name}UpperArm`, 0, 0.04],
    [`${name}LowerArm`, figure.upperArm, 0.045],
    [`${name}Hand`, length, 0.02],
  ] as const;
  const skin = colour(look.skin);
  const sleeve = colour(look.topColour);
  const sleeveEnd = look.longSleeves ? length - 0.015 : figure.upperArm * 0.55;
  const coat = look.top === 'coat' ? 0.008 : 0;
  const r = figure.armRadius;
  const radiusAt = (t: number) => (t < 0.05 ? r * 1.08 : t < figure.upperArm ? lerp(r * 1.05, r * 0.82, t / figure.upperArm) : lerp(r * 0.86, r * 0.64, (t - figure.upperArm) / figure.lowerArm));
  const stations: [t: number, clothed: boolean][] = [
    [-0.015, true],
    [0.01, true],
    [0.06, true],
    [figure.upperArm * 0.5, true],
    [figure.upperArm, true],
    [figure.upperArm + figure.lowerArm * 0.4, true],
    [length, true],
  ];
  stations.push([sleeveEnd, true], [sleeveEnd + 0.002, false]);
  const sorted = stations
    .map(([t]) => t)
    .filter((t, index, all) => all.indexOf(t) === index)
    .sort((a, b) => a - b);
  const rings: Ring[] = sorted.map((t) => {
    const clothed = t <= sleeveEnd;
    const radius = radiusAt(t) + (clothed ? 0.004 + coat : 0);
    return {
      centre: add(start, direction, t),
      u: forward,
      v: normal.map((value) => value * s) as Vector3,
      radii: [radius, radius * 0.95],
      colour: clothed ? sleeve : skin,
      influence: () => chain(t, links),
    };
  });
  // Rings advance along `direction`; u × v must point that way for the quads to face out.
  const cross = (a: Vector3, b: Vector3): Vector3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
  const facing = cross(rings[0].u, rings[0].v);
  if (facing[0] * direction[0] + facing[1] * direction[1] + facing[2] * direction[2] < 0) for (const ring of rings) ring.v = ring.v.map((value) => -value) as Vector3;
  loft(surface, rings, 10, { start: true, end: true });

  const scale = look.age === 'child' ? 0.85 : 1;
  const wrist = figure.joints[`${name}Hand`];
  const hand: Influence = [[BONE[`${name}Hand`], 1]];
  const axes: [Vector3, Vector3, Vector3] = [normal, direction.map((value) => -value) as Vector3, forward];
  // The palm, then the thumb beside it: both skin on the hand bone, turned as the forearm is.
  const parts: { centre: Vector3; radii: Vector3; rows: number; columns: number }[] = [
    { centre: add(wrist, direction, 0.05 * scale), radii: [0.024, 0.062, 0.038], rows: 6, columns: 8 },
    { centre: add(add(wrist, direction, 0.035 * scale), forward, 0.032 * scale), radii: [0.013, 0.028, 0.013], rows: 4, columns: 6 },
  ];
  for (const part of parts) {
    ellipsoid(surface, { ...part, radii: part.radii.map((radius) => radius * scale) as Vector3, axes, colour: () => skin, influence: () => hand });
  }
}

/** A leg from inside the hips to the ankle (trousers, tights or bare, boots over the shin), then a shoe. */
function addLeg(surface: SkinnedSurface, figure: Figure, look: CharacterLook, s: 1 | -1): void {
  const name = s > 0 ? 'left' : 'right';
  const x = s * figure.legX;
  const { hipY, kneeY, ankleY } = figure;
  // Along the chain is down the leg: -y.
  const links = [
    ['hips', -Infinity, 0],
    [`${name}UpperLeg`, -(hipY - 0.03), 0.05],
    [`${name}LowerLeg`, -kneeY, 0.05],
    [`${name}Foot`, -ankleY, 0.03],
  ] as const;
  const r = figure.legRadius;
  const radiusAt = (y: number) => {
    const t = (hipY - y) / (hipY - ankleY);
    if (t < 0.5) return lerp(r, r * 0.7, t / 0.5);
    if (t < 0.65) return lerp(r * 0.7, r * 0.76, (t - 0.5) / 0.15);
    return lerp(r * 0.76, r * 0.5, (t - 0.65) / 0.35);
  };
  const legs = colour(look.legs);
  const shoes = colour(look.shoes);
  const bootTop = look.boots ? lerp(ankleY, kneeY, look.bigBoots ? 0.95 : 0.75) : -Infinity;
  const bootGap = look.bigBoots ? 0.03 : 0.012;
  const heights = [hipY + 0.08, hipY, lerp(hipY, kneeY, 0.5), kneeY, lerp(kneeY, ankleY, 0.3), lerp(kneeY, ankleY, 0.7), ankleY - 0.01];
  const rings: Ring[] = [];
  for (const y of heights.filter((y) => y > bootTop + 0.003 || !look.boots)) rings.push(legRing(y, radiusAt(y), legs));
  if (look.boots) {
    rings.push(legRing(bootTop + 0.003, radiusAt(bootTop) + 0.004, legs));
    rings.push(legRing(bootTop, radiusAt(bootTop) + bootGap, shoes));
    rings.push(legRing(bootTop - 0.02, radiusAt(bootTop) + bootGap * 0.9, shoes));
    for (const y of heights.filter((y) => y < bootTop - 0.03)) rings.push(legRing(y, radiusAt(y) + bootGap * 0.7, shoes));
  }
  loft(surface, rings, 10, { start: true, end: true });

  function legRing(y: number, radius: number, paint: Colour): Ring {
    // Rings go down the leg: u × v points down for the quads to face out.
    return { centre: [x, y, 0], u: [1, 0, 0], v: [0, 0, 1], radii: [radius, radius * 1.02], colour: paint, influence: () => chain(-y, links) };
  }

  // The shoe, flat underneath: a boot is the boot's colour and a size up when too big.
  const scale = (look.age === 'child' ? 0.82 : 1) * (look.bigBoots ? 1.3 : look.boots ? 1.08 : 1);
  const sole = colour('#1e1a18');
  const foot: Influence = [[BONE[`${name}Foot`], 1]];
  const height = 0.055 * scale;
  ellipsoid(surface, {
    centre: [x, height * 0.7, 0.035 * scale],
    radii: [0.048 * scale, height, 0.105 * scale],
    rows: 6,
    columns: 12,
    point: ([ux, uy, uz]) => [x + 0.048 * scale * ux, Math.max(0.002, height * 0.7 + height * uy), 0.035 * scale + 0.105 * scale * uz],
    colour: (_, point) => (point[1] < 0.014 ? sole : shoes),
    influence: () => foot,
  });
}

/** A coat's tails, a dress's flare or an apron's bib below the waist: an open cone round both legs. */
function addSkirt(surface: SkinnedSurface, figure: Figure, look: CharacterLook): void {
  const apronOnly = look.top !== 'coat' && look.top !== 'dress';
  const paint = colour(apronOnly ? look.apron! : look.topColour);
  const apron = look.apron ? colour(look.apron) : null;
  const top = figure.hipY + (figure.shoulderY - figure.hipY) * 0.25;
  const hem = look.top === 'dress' ? figure.kneeY - 0.03 : look.top === 'coat' ? figure.kneeY + 0.03 : figure.kneeY + 0.05;
  const flare = look.top === 'dress' ? 1.45 : 1.2;
  const rows = 5;
  const segments = apronOnly ? 6 : 16;
  const arc = apronOnly ? Math.PI * 0.55 : Math.PI * 2;
  const grid: number[][] = [];
  for (let row = 0; row <= rows; row += 1) {
    const t = row / rows;
    const y = lerp(top, hem, t);
    const halfX = (figure.hipHalf + 0.02) * lerp(1, flare, t * t) + figure.belly * 0.3;
    const halfZ = (figure.depth + 0.025 + figure.belly) * lerp(1, flare * 0.95, t * t);
    const columns = apronOnly ? segments + 1 : segments;
    grid.push(
      Array.from({ length: columns }, (_, column) => {
        // Round from the front (+z) towards +x; the apron spans the front only.
        const angle = apronOnly ? -arc / 2 + (column / segments) * arc : (column / segments) * arc;
        const point: Vector3 = [halfX * Math.sin(angle), y, halfZ * Math.cos(angle) + figure.belly * 0.5 + (apronOnly ? 0.012 : 0)];
        // An apron over a dress or coat shows at the front.
        const frontPanel = Math.abs(Math.sin(angle)) < 0.45 && Math.cos(angle) > 0;
        const colourHere = apron && frontPanel && !apronOnly ? apron : paint;
        // The hem follows the thigh on its side, so a step swings the skirt instead of piercing it.
        const legShare = 0.8 * t * smooth(0, figure.legX * 1.5, Math.abs(point[0]));
        const influence = blendInfluence([[BONE.hips, 1]], [[BONE[`${side(point[0])}UpperLeg`], 1]], legShare);
        return surface.vertex(point, colourHere, influence);
      }),
    );
  }
  if (apronOnly) surface.grid(grid, false, true);
  else surface.grid(grid, true, true);
}

/**
 * The head: skull with cheeks, ears and nose; eyes (white, iris, pupil, a glint) on the eye
 * bones; lids, brows and a mouth that the morph targets move. Beard as a coloured, thickened chin.
 */
function addHead(surface: SkinnedSurface, figure: Figure, look: CharacterLook): void {
  const head: Influence = [[BONE.head, 1]];
  const skin = colour(look.skin);
  // Rosy cheeks, fainter on darker skin where pink would read as a stain.
  const lightness = (skin[0] + skin[1] + skin[2]) / 3;
  const blush = mix(skin, colour('#e0707a'), (look.age === 'child' || look.feminine ? 0.28 : 0.12) * Math.min(1, lightness * 1.6));
  const hair = colour(look.hair);
  const beardDepth = look.beard ? 0.012 : 0;
  // From the upper lip down over the chin and along the jaw: the cheeks above it stay skin.
  const beardAt = (y: number, uz: number) => (look.beard ? smooth(figure.mouthY + 0.02, figure.mouthY + 0.004, y) * smooth(-0.3, 0.1, uz) : 0);
  const jawDrop: Partial<Record<MorphTarget, number>> = { aa: 0.016, oh: 0.012, ou: 0.006, surprised: 0.012, ih: 0.004 };
  const cheekX = figure.eyeX + 0.012;
  const cheekY = figure.eyeY - 0.045;
  ellipsoid(surface, {
    centre: figure.headCentre,
    radii: figure.headRadii,
    rows: 16,
    columns: 20,
    point: (direction) => {
      const point = skullPoint(figure, direction);
      const beard = beardAt(point[1], direction[2]);
      return beard > 0 ? add(point, direction, beardDepth * beard) : point;
    },
    colour: (direction, point) => {
      if (beardAt(point[1], direction[2]) > 0.5) return hair;
      const cheek = Math.hypot(Math.abs(point[0]) - cheekX, point[1] - cheekY) < 0.022 && direction[2] > 0 ? 1 : 0;
      return cheek ? blush : skin;
    },
    influence: () => head,
    morphs: (direction, point) => {
      if (direction[2] < 0 || point[1] > figure.mouthY) return undefined;
      // Below the mouth the chin drops as the jaw opens.
      const share = smooth(figure.mouthY, figure.mouthY - 0.03, point[1]) * smooth(0, 0.5, direction[2]) * (1 - smooth(0.05, 0.09, Math.abs(point[0])));
      return Object.fromEntries(Object.entries(jawDrop).map(([target, drop]) => [target, add(point, [0, -drop * share, -drop * share * 0.3])]));
    },
  });

  // The nose and ears.
  const noseY = figure.eyeY - 0.042;
  const noseSize = look.age === 'child' ? 0.8 : look.age === 'elder' ? 1.2 : 1;
  ellipsoid(surface, {
    centre: [0, noseY, faceZ(figure, 0, noseY) + 0.004 * noseSize + beardDepth * beardAt(noseY, 1)],
    radii: [0.016 * noseSize, 0.014 * noseSize, 0.016 * noseSize],
    rows: 5,
    columns: 8,
    colour: () => mix(skin, colour('#d0707a'), 0.12),
    influence: () => head,
  });
  for (const s of [1, -1]) {
    const y = figure.eyeY - 0.03;
    ellipsoid(surface, {
      centre: [s * figure.headRadii[0] * headWidthAt(figure, y) * 0.97, y, figure.headCentre[2] - 0.01],
      radii: [0.012, 0.027, 0.02],
      rows: 5,
      columns: 8,
      colour: () => skin,
      influence: () => head,
    });
  }

  const lash = colour('#2a1a14');
  for (const s of [1, -1] as const) {
    addEye(surface, figure, look, s, skin);
    addLid(surface, figure, look, s, skin, lash);
    addBrow(surface, figure, s, look.age === 'elder' ? mix(hair, colour('#ffffff'), 0.2) : hair, (look.age === 'elder' ? 1.4 : 1) * (look.feminine ? 0.75 : 1));
  }
  if (look.eyepatch) {
    const patch = colour('#111111');
    const centre: Vector3 = [-figure.eyeX, figure.eyeY, figure.eyeFrontZ + 0.004];
    const ring = Array.from({ length: 10 }, (_, index) => {
      const angle = (index / 10) * Math.PI * 2;
      const x = centre[0] + Math.cos(angle) * figure.eyeRadius * 1.35;
      const y = centre[1] + Math.sin(angle) * figure.eyeRadius * 1.25;
      return surface.vertex([x, y, Math.max(faceZ(figure, x, y), centre[2] - 0.01) + 0.004], patch, head);
    });
    surface.fan(surface.vertex(centre, patch, head), ring);
  }
  addMouth(surface, figure, look);
  if (look.age === 'elder') addLines(surface, figure, skin, noseY);
}

/**
 * An elder's face lines, drawn a shade darker than the skin: the folds from the nose to the
 * corners of the mouth, a crease under each eye and two across the brow. At a glance in a medium
 * shot they tell sixty from thirty where grey hair alone may be a choice.
 */
function addLines(surface: SkinnedSurface, figure: Figure, skin: Colour, noseY: number): void {
  const head: Influence = [[BONE.head, 1]];
  const paint = mix(skin, colour('#2a1a14'), 0.3);
  const line = (points: (u: number) => [number, number], width: number) => {
    const columns = 5;
    const rows = [-1, 1].map((across) =>
      Array.from({ length: columns }, (_, column) => {
        const u = column / (columns - 1);
        const [x, y] = points(u);
        const yy = y + (across * width) / 2;
        return surface.vertex([x, yy, faceZ(figure, x, yy) + 0.0012], paint, head);
      }),
    );
    // Columns run to +x on the left of the face and to -x on its right: both must face forward.
    surface.grid(rows, false, points(1)[0] < points(0)[0]);
  };
  const outer = figure.eyeX + figure.eyeRadius + 0.005;
  for (const s of [1, -1]) {
    // From beside the nose's wing, out and down round the cheek to past the mouth's corner.
    line((u) => [s * lerp(0.024, 0.04, u ** 0.8), lerp(noseY - 0.004, figure.mouthY - 0.012, u)], 0.0028);
    // A crease under the eye, following its lower rim.
    line((u) => [s * lerp(figure.eyeX - 0.022, figure.eyeX + 0.02, u), figure.eyeY - figure.eyeRadius - 0.008 - 0.004 * Math.sin(Math.PI * u)], 0.0022);
    // Crow's feet: two short lines fanning out from the eye's outer corner.
    for (const spread of [0.6, -0.6]) line((u) => [s * (outer + 0.016 * u), figure.eyeY + 0.002 + spread * 0.016 * u], 0.002);
  }
}

/**
 * Eyes lie on the face as shallow domes, not balls: a ball big enough for cartoon eyes stands out
 * of the head's outline when seen from the side or three-quarters (a goggle look). Each eye is a
 * cap of a sphere round a pivot deep in the head, curved like the face there and rising
 * EYE_BULGE above it at the middle, its rim flush with the skin. The white and the lid sit on
 * the head; iris and pupil lie on the same sphere (IRIS_LIFT above) and turn with the eye bone
 * at the pivot, so a look slides them over the white.
 */
const EYE_BULGE = 0.0015;
const IRIS_LIFT = 0.0008;
const LID_LIFT = 0.001;

interface EyeSocket {
  pivot: Vector3;
  /** The sphere's radius, and the eye's directions: out of the face, then across (to +x) and up along it. */
  radius: number;
  out: Vector3;
  across: Vector3;
  up: Vector3;
  /** The white's angular radius seen from the pivot. */
  reach: number;
}

const normalize = (v: Vector3): Vector3 => {
  const size = Math.hypot(...v);
  return [v[0] / size, v[1] / size, v[2] / size];
};
const crossOf = (a: Vector3, b: Vector3): Vector3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

function eyeSocket(figure: Pick<Figure, 'headCentre' | 'headRadii' | 'jawTaper' | 'eyeX' | 'eyeY' | 'eyeRadius'>, s: 1 | -1): EyeSocket {
  const [a, b, c] = figure.headRadii;
  const surface: Vector3 = [s * figure.eyeX, figure.eyeY, faceZ(figure, figure.eyeX, figure.eyeY)];
  const centre = figure.headCentre;
  const out = normalize([surface[0] / (a * a), (surface[1] - centre[1]) / (b * b), (surface[2] - centre[2]) / (c * c)]);
  const across = normalize(crossOf([0, 1, 0], out));
  const up = crossOf(out, across);
  // The skin falls away r²/2R over the eye's radius r (R: the skull's); the dome falls EYE_BULGE more, so its rim meets the skin.
  const r = figure.eyeRadius;
  const radius = 1 / (1 / ((a + c) / 2) + (2 * EYE_BULGE) / (r * r));
  return { pivot: add(surface, out, EYE_BULGE - radius), radius, out, across, up, reach: r / radius };
}

/** The point of the eye's sphere at (x, y) across and up its face (radians from the middle), `lift` above it. */
function onEye(socket: EyeSocket, x: number, y: number, lift = 0): Vector3 {
  const direction = normalize(add(add(socket.out, socket.across, Math.tan(x)), socket.up, Math.tan(y)));
  return add(socket.pivot, direction, socket.radius + lift);
}

/** The white on the head, then iris, pupil and a glint on the eye bone: rings of vertex colour round the middle. */
function addEye(surface: SkinnedSurface, figure: Figure, look: CharacterLook, s: 1 | -1, skin: Colour): void {
  const socket = eyeSocket(figure, s);
  const head: Influence = [[BONE.head, 1]];
  const eye: Influence = [[BONE[s > 0 ? 'leftEye' : 'rightEye'], 1]];
  const columns = 12;
  const ring = (radius: number, paint: Colour, influence: Influence, lift: number) =>
    Array.from({ length: columns }, (_, column) => {
      const azimuth = (column / columns) * Math.PI * 2;
      return surface.vertex(onEye(socket, radius * Math.cos(azimuth), radius * Math.sin(azimuth), lift), paint, influence);
    });
  // Not paper white, and shaded into the skin at the rim as a socket shades a real eye: a flat
  // bright disc on a face in low light reads as goggles.
  const white = colour('#ece8df');
  const whites = ([[0.45, white], [0.8, white], [1, mix(white, skin, 0.3)]] as const).map(([share, paint]) => ring(socket.reach * share, paint, head, 0));
  surface.grid(whites, true, true);
  surface.fan(surface.vertex(onEye(socket, 0, 0), white, head), whites[0]);

  const pupil = colour('#0c0a0a');
  const iris = colour(look.eyes);
  const irisReach = socket.reach * 0.56;
  const rows: [number, Colour][] = [
    [irisReach * 0.38, pupil],
    [irisReach * 0.39, iris],
    [irisReach, iris],
  ];
  const grid = rows.map(([radius, paint]) => ring(radius, paint, eye, IRIS_LIFT));
  surface.grid(grid, true, true);
  surface.fan(surface.vertex(onEye(socket, 0, 0, IRIS_LIFT), pupil, eye), grid[0]);
  // The glint: a small bright diamond up and to the character's right of the pupil.
  const size = irisReach * 0.28;
  const [gx, gy] = [-irisReach * 0.45, irisReach * 0.5];
  const corners = [[0, size], [size, 0], [0, -size], [-size, 0]].map(([dx, dy]) => surface.vertex(onEye(socket, gx + dx, gy + dy, IRIS_LIFT + 0.0003), [1, 1, 1], eye));
  surface.quad(corners[3], corners[2], corners[1], corners[0]);
}

/** How far down an upper lid reaches at each target: the polar angle of its edge from straight up, at the nose side and the outer side. */
const LID_EDGE: Record<'rest' | 'blink' | 'happy' | 'angry' | 'sad' | 'relaxed' | 'surprised' | 'lookUp' | 'lookDown', [inner: number, outer: number]> = {
  // At rest the lid just meets the top of the iris, as a calm eye's does; only surprise shows white above it.
  rest: [1.06, 1.06],
  // Following the iris as the eye turns its farthest up or down (MAX_EYE_TURN).
  lookUp: [0.86, 0.86],
  lookDown: [1.28, 1.28],
  blink: [2.75, 2.75],
  happy: [1.5, 1.45],
  angry: [1.75, 1.25],
  sad: [1.35, 1.95],
  relaxed: [1.82, 1.82],
  surprised: [0.42, 0.42],
};

/** The upper lid: skin over the eye's dome from its top down to an edge lined dark; morph targets lower the edge. */
function addLid(surface: SkinnedSurface, figure: Figure, look: CharacterLook, s: 1 | -1, skin: Colour, lash: Colour): void {
  const socket = eyeSocket(figure, s);
  const reach = socket.reach * 1.1;
  const head: Influence = [[BONE.head, 1]];
  const droop = look.age === 'elder' ? 0.15 : 0;
  // A woman's lash line is drawn bolder: at a glance in a wide shot it tells her face from a man's.
  const lashFrom = look.feminine && look.age !== 'child' ? 0.8 : 0.88;
  const rows: [number, Colour][] = [[0, skin], [0.25, skin], [0.5, skin], [0.72, skin], [lashFrom, lash], [1, lash]];
  const columns = 11;
  const at = (edge: [number, number], t: number, column: number): Vector3 => {
    const x = -reach + (column / (columns - 1)) * 2 * reach;
    // Toward the nose is -s·x; the edge's height over the middle as on a ball of the lid's reach.
    const towardNose = clamp01(0.5 - (s * x) / reach / 2);
    const top = Math.sqrt(Math.max(0, reach * reach - x * x));
    const edgeY = Math.min(top, Math.max(-top, reach * Math.cos(lerp(edge[1], edge[0], towardNose) + droop)));
    return onEye(socket, s * x, lerp(top, edgeY, t), IRIS_LIFT + LID_LIFT);
  };
  const targets = (row: number, column: number): Morphs => {
    const t = rows[row][0];
    const lowered = (edge: [number, number]) => at(edge, t, column);
    const blink = lowered(LID_EDGE.blink);
    return {
      blink,
      [s > 0 ? 'blinkLeft' : 'blinkRight']: blink,
      happy: lowered(LID_EDGE.happy),
      angry: lowered(LID_EDGE.angry),
      sad: lowered(LID_EDGE.sad),
      relaxed: lowered(LID_EDGE.relaxed),
      surprised: lowered(LID_EDGE.surprised),
      lookUp: lowered(LID_EDGE.lookUp),
      lookDown: lowered(LID_EDGE.lookDown),
    };
  };
  const grid = rows.map(([t, paint], row) => Array.from({ length: columns }, (_, column) => surface.vertex(at(LID_EDGE.rest, t, column), paint, head, targets(row, column))));
  // Columns run to +x on the left eye and to -x on the right: both must face forward.
  surface.grid(grid, false, s > 0);
}

/** Brow heights (metres, inner end and outer end) and an arch for each target. */
const BROW: Record<'rest' | 'happy' | 'angry' | 'sad' | 'relaxed' | 'surprised', { inner: number; outer: number; arch: number }> = {
  rest: { inner: 0, outer: 0, arch: 0.004 },
  happy: { inner: 0.006, outer: 0.004, arch: 0.007 },
  angry: { inner: -0.017, outer: 0.006, arch: 0 },
  sad: { inner: 0.019, outer: -0.009, arch: 0 },
  relaxed: { inner: -0.004, outer: -0.006, arch: 0.006 },
  surprised: { inner: 0.016, outer: 0.013, arch: 0.01 },
};

/** A brow: a raised ribbon on the forehead, thick at the nose end. */
function addBrow(surface: SkinnedSurface, figure: Figure, s: 1 | -1, paint: Colour, thickness: number): void {
  const head: Influence = [[BONE.head, 1]];
  const base = figure.eyeY + figure.eyeRadius + 0.02;
  const columns = 6;
  const inner = figure.eyeX - 0.026;
  const outer = figure.eyeX + 0.028;
  const at = (shape: { inner: number; outer: number; arch: number }, u: number, across: number): Vector3 => {
    const x = s * lerp(inner, outer, u);
    const width = lerp(0.0085, 0.005, u) * thickness;
    const y = base + lerp(shape.inner, shape.outer, u) + shape.arch * Math.sin(Math.PI * u) + across * width;
    const lift = across === 0 ? 0.006 : 0.0025;
    return [x, y, faceZ(figure, x, y) + lift];
  };
  const grid = [-1, 0, 1].map((across) =>
    Array.from({ length: columns }, (_, column) => {
      const u = column / (columns - 1);
      const morphs: Morphs = {};
      for (const target of ['happy', 'angry', 'sad', 'relaxed', 'surprised'] as const) morphs[target] = at(BROW[target], u, across);
      return surface.vertex(at(BROW.rest, u, across), paint, head, morphs);
    }),
  );
  surface.grid(grid, false, s < 0);
}

/** The mouth's outline: half width, the corners' lift (+ smiles) of the top and bottom edges, and how far each edge opens from the centre line. */
interface MouthShape {
  halfWidth: number;
  topLift: number;
  bottomLift: number;
  openTop: number;
  openBottom: number;
}

const MOUTH: Record<'rest' | Exclude<MorphTarget, 'blink' | 'blinkLeft' | 'blinkRight' | 'lookUp' | 'lookDown'>, MouthShape> = {
  rest: { halfWidth: 0.025, topLift: 0.004, bottomLift: 0.004, openTop: 0.0018, openBottom: 0.0018 },
  aa: { halfWidth: 0.024, topLift: 0.002, bottomLift: 0.0, openTop: 0.01, openBottom: 0.03 },
  ih: { halfWidth: 0.03, topLift: 0.004, bottomLift: 0.003, openTop: 0.004, openBottom: 0.011 },
  ou: { halfWidth: 0.011, topLift: 0, bottomLift: 0, openTop: 0.008, openBottom: 0.012 },
  ee: { halfWidth: 0.034, topLift: 0.005, bottomLift: 0.005, openTop: 0.003, openBottom: 0.008 },
  oh: { halfWidth: 0.017, topLift: 0, bottomLift: 0, openTop: 0.01, openBottom: 0.022 },
  happy: { halfWidth: 0.034, topLift: 0.013, bottomLift: 0.005, openTop: 0.002, openBottom: 0.017 },
  angry: { halfWidth: 0.028, topLift: -0.01, bottomLift: -0.005, openTop: 0.004, openBottom: 0.009 },
  sad: { halfWidth: 0.023, topLift: -0.016, bottomLift: -0.018, openTop: 0.0015, openBottom: 0.003 },
  relaxed: { halfWidth: 0.031, topLift: 0.012, bottomLift: 0.013, openTop: 0.0015, openBottom: 0.0025 },
  surprised: { halfWidth: 0.014, topLift: 0, bottomLift: 0, openTop: 0.011, openBottom: 0.024 },
};

/**
 * How deep the upper teeth show under the top lip for a mouth this far open: none for a mouth
 * nearly shut (a line at rest stays a dark line), then a band that grows with the opening, so an
 * open mouth reads on dark skin too, where the dark inside alone hardly differs from the skin.
 */
const teethBand = (opening: number) => Math.max(0, opening - 0.005) * 0.4;

/** The mouth: a dark shape lying on the face, a line at rest, opened and curved by the targets; the upper teeth show when it opens. */
function addMouth(surface: SkinnedSurface, figure: Figure, look: CharacterLook): void {
  const head: Influence = [[BONE.head, 1]];
  const paints = { teeth: colour('#eee8dc'), inside: colour('#4a1518'), tongue: colour('#b5545a') };
  const beard = look.beard ? 0.012 : 0;
  const columns = 11;
  /**
   * Down from the top edge: the teeth from under the lip to the band's foot (crisp, the inside
   * starting right there), then the inside down the opening to the bottom edge, the tongue in
   * its middle. Shut, the teeth have no height and the mouth is the dark line it was.
   */
  const rows = [
    { at: 'top', paint: 'teeth' },
    { at: 'band', paint: 'teeth' },
    { at: 'band', paint: 'inside' },
    { at: 0.45, paint: 'inside' },
    { at: 1, paint: 'tongue' },
  ] as const;
  const at = (shape: MouthShape, u: number, row: (typeof rows)[number]): Vector3 => {
    const x = u * shape.halfWidth;
    const rounded = Math.sqrt(Math.max(0, 1 - u * u));
    const top = figure.mouthY + shape.topLift * u * u + shape.openTop * rounded;
    const bottom = figure.mouthY + shape.bottomLift * u * u - shape.openBottom * rounded;
    // The band narrows to the corners with the opening, and never reaches past the middle of it.
    const band = Math.min(teethBand(shape.openTop + shape.openBottom) * rounded, (top - bottom) * 0.45);
    const y = row.at === 'top' ? top : row.at === 'band' ? top - band : Math.min(lerp(top, bottom, row.at), top - band);
    return [x, y, faceZ(figure, x, y) + 0.0025 + beard];
  };
  const paintOf = (row: (typeof rows)[number], u: number) => {
    if (row.paint === 'teeth') return Math.abs(u) < 0.75 ? paints.teeth : paints.inside;
    return row.paint === 'tongue' && Math.abs(u) < 0.6 ? paints.tongue : paints.inside;
  };
  const grid = rows.map((row) =>
    Array.from({ length: columns }, (_, column) => {
      const u = -1 + (column / (columns - 1)) * 2;
      const morphs: Morphs = {};
      for (const [target, shape] of Object.entries(MOUTH)) if (target !== 'rest') morphs[target as MorphTarget] = at(shape, u, row);
      return surface.vertex(at(MOUTH.rest, u, row), paintOf(row, u), head, morphs);
    }),
  );
  surface.grid(grid, false, true);
}

/** Hair over the skull for each style: a shell round the head, pushed inside it where the face shows. */
function addHair(surface: SkinnedSurface, figure: Figure, look: CharacterLook): void {
  const style = look.hairStyle;
  const paint = colour(look.hair);
  const head: Influence = [[BONE.head, 1]];
  if (style === 'bald' && look.age !== 'elder') return;
  // The lowest the hair comes (unit-sphere height) at the back, at the sides and over the brow.
  const reach = {
    bald: { back: -0.35, side: -0.15, brow: 2, top: 0.35, volume: 1.06 },
    short: { back: -0.4, side: 0.05, brow: 0.52, top: 2, volume: 1.08 },
    bob: { back: -0.65, side: -0.6, brow: 0.4, top: 2, volume: 1.1 },
    long: { back: -0.7, side: -0.6, brow: 0.48, top: 2, volume: 1.1 },
    bun: { back: -0.45, side: -0.05, brow: 0.58, top: 2, volume: 1.08 },
    ponytail: { back: -0.45, side: -0.05, brow: 0.58, top: 2, volume: 1.08 },
  }[style];
  const covered = ([, uy, uz]: Vector3) => {
    const lowest = uz < 0.2 ? lerp(reach.back, reach.side, smooth(-0.6, 0.2, uz)) : lerp(reach.side, reach.brow, smooth(0.2, 0.6, uz));
    // A bald crown: only a fringe round the back and sides.
    return smooth(lowest - 0.08, lowest + 0.08, uy) * (1 - smooth(reach.top - 0.08, reach.top + 0.08, uy));
  };
  // Bobs and long hair hang straight: no tucking under the jaw.
  const floor = style === 'bob' || style === 'long' ? figure.headCentre[1] - figure.headRadii[1] * 0.62 : -Infinity;
  const hairPoint = (direction: Vector3, scale: number, hanging: boolean): Vector3 => {
    const point = skullPoint(figure, direction, scale);
    // The top stays at the crown the framing expects; the volume goes to the sides and back.
    const top = figure.headCentre[1] + figure.headRadii[1] * Math.min(scale, 1.08) * direction[1];
    return [point[0], Math.max(direction[1] > 0 ? top : point[1], hanging ? floor : -Infinity), point[2]];
  };
  if (style === 'bald') {
    ellipsoid(surface, {
      centre: figure.headCentre,
      radii: figure.headRadii,
      rows: 12,
      columns: 16,
      point: (direction) => {
        const cover = covered(direction);
        return hairPoint(direction, lerp(0.9, reach.volume, cover), cover > 0.5);
      },
      colour: () => paint,
      influence: () => head,
    });
  } else {
    addHairCap(surface, (polar, azimuth) => covered(unitDirection(polar, azimuth)), (direction, scale, hanging) => hairPoint(direction, lerp(1, reach.volume, scale), hanging), paint, head);
  }
  const [cx, cy, cz] = figure.headCentre;
  // Under a hat the bun sits low, at the nape, where the hat leaves room for it.
  if (style === 'bun') ellipsoid(surface, { centre: look.hat ? [cx, cy - 0.01, cz - 0.118] : [cx, cy + 0.085, cz - 0.08], radii: [0.042, 0.04, 0.042], rows: 6, columns: 10, colour: () => paint, influence: () => head });
  if (style === 'ponytail') ellipsoid(surface, { centre: [cx, cy - 0.03, cz - 0.112], radii: [0.03, 0.09, 0.03], rows: 6, columns: 8, colour: () => paint, influence: () => head });
  if (style === 'long') {
    const lower = figure.chinY - 0.08;
    ellipsoid(surface, {
      centre: [cx, lerp(cy, lower, 0.5), cz - 0.065],
      radii: [figure.headRadii[0] * 1.02, (cy - lower) / 2 + 0.03, 0.06],
      rows: 6,
      columns: 12,
      colour: () => paint,
      influence: (point) => (point[1] < figure.chinY ? blendInfluence(head, [[BONE.chest, 1]], 0.4) : head),
    });
  }
}

/** The unit direction at `polar` radians down from +y, turned `azimuth` from +z toward +x. */
const unitDirection = (polar: number, azimuth: number): Vector3 => [Math.sin(polar) * Math.sin(azimuth), Math.cos(polar), Math.sin(polar) * Math.cos(azimuth)];

/**
 * Hair as a cap from the crown down to its hairline, its rows running along the hairline, so
 * the edge over the brow and round the ears is a smooth curve with a lip of the hair's thickness
 * (an ellipsoid sunk into the skull where the face shows cut it along its own rows instead: a
 * stair-stepped hairline in every close-up). `covered` says how much a direction is under hair
 * (1 at the crown, 0 on the face); `place` puts a point at a share of the hair's volume (1 full,
 * 0 on the skin, below 0 tucked under it).
 */
function addHairCap(surface: SkinnedSurface, covered: (polar: number, azimuth: number) => number, place: (direction: Vector3, volume: number, hanging: boolean) => Vector3, paint: Colour, influence: Influence): void {
  const columns = 18;
  const rows = 8;
  const azimuths = Array.from({ length: columns }, (_, column) => (column / columns) * Math.PI * 2);
  // Each column's hairline: where the cover falls to a half, found by halving the polar range.
  const hairlines = azimuths.map((azimuth) => {
    let [low, high] = [0, Math.PI];
    for (let step = 0; step < 24; step += 1) {
      const middle = (low + high) / 2;
      if (covered(middle, azimuth) > 0.5) low = middle;
      else high = middle;
    }
    return low;
  });
  // Down each column: full volume to near the line, a lip at it, then the edge turns in under the skin.
  const profile: [share: number, volume: number][] = [...Array.from({ length: rows - 1 }, (_, row): [number, number] => [(row + 1) / rows, 1]), [0.97, 0.75], [1, 0.3], [1.06, -0.4]];
  const grid = profile.map(([share, volume]) =>
    azimuths.map((azimuth, column) => surface.vertex(place(unitDirection(hairlines[column] * share, azimuth), volume, share < 1), paint, influence)),
  );
  // Rows run downward and columns turn from +z to +x: seen from below that is counter-clockwise.
  surface.grid(grid, true, true);
  surface.fan(surface.vertex(place([0, 1, 0], 1, true), paint, influence), grid[0], false);
}

/** Round wire spectacles in front of the eyes: a wire three-sided in section, too thin to show its facets, spares the budget. */
function addGlasses(surface: SkinnedSurface, figure: Figure): void {
  const frame = colour('#202020');
  const head: Influence = [[BONE.head, 1]];
  const radius = figure.eyeRadius * 1.35;
  const z = figure.eyeFrontZ + 0.01;
  for (const s of [1, -1]) {
    const centre: Vector3 = [s * figure.eyeX, figure.eyeY, z];
    const rings: Ring[] = Array.from({ length: 11 }, (_, index) => {
      const angle = (index / 10) * Math.PI * 2;
      return { centre: add(centre, [Math.cos(angle), Math.sin(angle), 0], radius), u: [Math.cos(angle), Math.sin(angle), 0], v: [0, 0, 1], radii: [0.0025, 0.0025], colour: frame, influence: () => head } as Ring;
    });
    loft(surface, rings, 3);
  }
  const bridge: Ring[] = [-1, 1].map((x) => ({ centre: [x * (figure.eyeX - radius), figure.eyeY + 0.004, z], u: [0, 1, 0], v: [0, 0, 1], radii: [0.0025, 0.0025], colour: frame, influence: () => head }));
  loft(surface, bridge, 3);
}

/** A surface of revolution round the head's vertical axis through a profile of (radius, height) pairs, top first. */
function lathe(surface: SkinnedSurface, figure: Figure, profile: [number, number][], paint: Colour, shape: (angle: number) => { radius: number; lift: number } = () => ({ radius: 1, lift: 0 })): void {
  const head: Influence = [[BONE.head, 1]];
  const [cx, cy, cz] = figure.headCentre;
  const segments = 16;
  const rows = profile.map(([radius, height], row) =>
    Array.from({ length: segments }, (_, column) => {
      const angle = (column / segments) * Math.PI * 2;
      const turn = shape(angle);
      // Only the brim (the widest rows) takes the shape: a crown pinched in would let the head through.
      const brim = radius > figure.headRadii[0] * 1.25;
      const r = radius * (row === 0 ? 1 : brim ? turn.radius : Math.max(1, turn.radius));
      const lift = brim ? turn.lift : 0;
      return surface.vertex([cx + r * Math.sin(angle), cy + height + lift, cz + r * Math.cos(angle)], paint, head);
    }),
  );
  surface.grid(rows, true, false);
}

function addHat(surface: SkinnedSurface, figure: Figure, look: CharacterLook): void {
  if (!look.hat) return;
  const paint = colour(look.hatColour);
  const top = figure.headRadii[1] * 1.08;
  const band = mix(paint, [0, 0, 0], 0.5);
  switch (look.hat) {
    case 'fedora':
    case 'straw': {
      const brim = look.hat === 'straw' ? 0.2 : 0.16;
      lathe(surface, figure, [[0.001, top + 0.07], [0.07, top + 0.055], [0.098, top + 0.03], [0.104, top - 0.045], [brim, top - 0.05], [brim, top - 0.058], [0.1, top - 0.056], [0.08, top - 0.06]], look.hat === 'straw' ? paint : band === paint ? paint : paint);
      return;
    }
    case 'souwester':
      lathe(surface, figure, [[0.001, top + 0.04], [0.08, top + 0.03], [0.112, top - 0.02], [0.116, top - 0.05], [0.17, top - 0.085], [0.17, top - 0.093], [0.11, top - 0.06], [0.09, top - 0.06]], paint, (angle) => ({ radius: 1 + 0.25 * Math.max(0, -Math.cos(angle)), lift: -0.03 * Math.max(0, -Math.cos(angle)) }));
      return;
    case 'tricorn':
      lathe(surface, figure, [[0.001, top + 0.06], [0.08, top + 0.05], [0.104, top - 0.02], [0.11, top - 0.04], [0.19, top - 0.02], [0.19, top + 0.02], [0.15, top + 0.0], [0.1, top - 0.05]], paint, (angle) => {
        const corner = Math.cos(3 * (angle + Math.PI / 3));
        return { radius: 0.8 + 0.22 * corner, lift: 0.03 * (1 - corner) };
      });
      return;
    case 'chef':
      lathe(surface, figure, [[0.001, top + 0.2], [0.09, top + 0.2], [0.14, top + 0.16], [0.14, top + 0.1], [0.105, top + 0.06], [0.108, top - 0.04], [0.09, top - 0.05]], paint);
      return;
    case 'bandana': {
      // A cloth drawn tight over the crown, clear of the brows, knotted at the back with two tails.
      const head: Influence = [[BONE.head, 1]];
      ellipsoid(surface, {
        centre: figure.headCentre,
        radii: figure.headRadii,
        rows: 10,
        columns: 16,
        point: ([ux, uy, uz]) => {
          const lowest = uz < 0.2 ? lerp(-0.3, 0.3, smooth(-0.6, 0.2, uz)) : lerp(0.3, 0.66, smooth(0.2, 0.6, uz));
          // Uncovered, the cloth folds deep inside the skull, behind the brows and eye sockets.
          return skullPoint(figure, [ux, uy, uz], lerp(0.75, 1.13, smooth(lowest - 0.05, lowest + 0.05, uy)));
        },
        colour: () => paint,
        influence: () => head,
      });
      const [cx, cy, cz] = figure.headCentre;
      const knot: Vector3 = [cx, cy + 0.01, cz - figure.headRadii[2] * 1.12];
      ellipsoid(surface, { centre: knot, radii: [0.022, 0.018, 0.016], rows: 5, columns: 8, colour: () => paint, influence: () => head });
      for (const side of [1, -1]) {
        const end = (down: number, out: number, radii: [number, number]): Ring => ({ centre: [knot[0] + side * out, knot[1] - down, knot[2] - 0.004 - down * 0.1], u: [1, 0, 0], v: [0, 0, 1], radii, colour: paint, influence: () => head });
        loft(surface, [end(0.012, 0.016, [0.012, 0.004]), end(0.075, 0.034, [0.008, 0.003])], 4, { start: true, end: true });
      }
      return;
    }
    case 'beanie':
      lathe(surface, figure, [[0.001, top + 0.012], [0.07, top], [0.11, top - 0.04], [0.118, top - 0.07], [0.12, top - 0.085], [0.112, top - 0.09]], paint);
      return;
    case 'cap': {
      lathe(surface, figure, [[0.001, top + 0.012], [0.07, top - 0.002], [0.108, top - 0.04], [0.114, top - 0.06], [0.1, top - 0.062]], paint);
      // The peak, forward over the brow.
      const head: Influence = [[BONE.head, 1]];
      const [cx, cy, cz] = figure.headCentre;
      const y = cy + top - 0.058;
      const rim = Array.from({ length: 7 }, (_, index) => {
        const angle = -1 + (index / 6) * 2;
        return [surface.vertex([cx + 0.1 * Math.sin(angle), y, cz + 0.1 * Math.cos(angle)], paint, head), surface.vertex([cx + 0.13 * Math.sin(angle), y - 0.012, cz + 0.1 * Math.cos(angle) + 0.08 * Math.cos(angle * 0.8)], paint, head)];
      });
      surface.grid([rim.map(([inner]) => inner), rim.map(([, outer]) => outer)], false, false);
      surface.grid([rim.map(([inner]) => inner), rim.map(([, outer]) => outer)], false, true);
      return;
    }
  }
}

/**
 * A cartoon bird on the same skeleton as a person, so every clip plays on it: the same big head
 * (the framing's head box) on an egg of a body, wings where the arms are (a wave flaps one), short
 * scaly legs with toes, a tail, and a beak in place of the mouth whose lower half opens with the
 * visemes. Eyes, lids and brows are a person's, so a bird's face acts as theirs does.
 */
function birdFigureFor(look: CharacterLook): Figure {
  const crown = look.height;
  const w = look.width;
  const headRadii: Vector3 = [0.114, 0.122, 0.118];
  const headCentre: Vector3 = [0, crown - headRadii[1] * 1.08, 0];
  const eyeY = crown - EYE_DROP;
  const chinY = headCentre[1] - headRadii[1];
  const ankleY = 0.045;
  const bottomY = 0.11;
  const hipY = lerp(bottomY, chinY, 0.3);
  const kneeY = lerp(ankleY, hipY, 0.5);
  const shoulderY = chinY - 0.01;
  const bodyHalf = 0.15 * w;
  const upperArm = 0.12;
  const lowerArm = 0.11;
  const drop = (REST_ARM_DROP_DEGREES * Math.PI) / 180;
  const armDirection = (s: 1 | -1): Vector3 => [s * Math.cos(drop), -Math.sin(drop), 0];
  const legX = 0.055 * w;
  const figure: Omit<Figure, 'joints' | 'eyeFrontZ'> = {
    crown,
    eyeY,
    headCentre,
    headRadii,
    jawTaper: 0.06,
    eyeRadius: 0.036,
    eyeX: 0.05,
    mouthY: eyeY - 0.075,
    chinY,
    shoulderY,
    hipY,
    kneeY,
    ankleY,
    hipHalf: bodyHalf,
    waistHalf: bodyHalf,
    chestHalf: bodyHalf,
    shoulderHalf: bodyHalf,
    depth: 0.135 * w,
    belly: 0,
    stoop: 0,
    neckRadius: 0.08,
    legX,
    legRadius: 0.018,
    armRadius: 0.02,
    upperArm,
    lowerArm,
    armDirection,
  };
  const eyeFrontZ = faceZ(figure, figure.eyeX, eyeY) + EYE_BULGE + IRIS_LIFT + LID_LIFT;
  // The wings fold from just inside the body's sides, high up: hanging, they lie along its flanks.
  const wingRoot = (s: 1 | -1): Vector3 => [s * bodyHalf * 0.88, lerp(hipY, shoulderY, 0.66), -0.01];
  const elbow = (s: 1 | -1) => add(wingRoot(s), armDirection(s), upperArm);
  const wrist = (s: 1 | -1) => add(elbow(s), armDirection(s), lowerArm);
  const joints: Record<RigBone, Vector3> = {
    hips: [0, hipY, 0],
    spine: [0, lerp(hipY, shoulderY, 0.35), 0],
    chest: [0, lerp(hipY, shoulderY, 0.6), 0],
    neck: [0, shoulderY, 0],
    head: [0, chinY + 0.03, 0],
    jaw: [0, figure.mouthY + 0.02, headCentre[2] + 0.08],
    leftEye: eyeSocket(figure, 1).pivot,
    rightEye: eyeSocket(figure, -1).pivot,
    ...limbJoints(
      (s) => [s * 0.05, wingRoot(s)[1] + 0.02, -0.01],
      (s) => [wingRoot(s), elbow(s), wrist(s)],
      (s) => [[s * legX, hipY, 0], [s * legX, kneeY, 0], [s * legX, ankleY, 0]],
    ),
  };
  return { ...figure, eyeFrontZ, joints };
}

/** The rings of a loft along a path: `u` across it, `v` the other way round, flipped so the quads face out. */
function alongPath(rings: Ring[]): Ring[] {
  const forward = rings.length > 1 ? [0, 1, 2].map((axis) => rings[1].centre[axis] - rings[0].centre[axis]) : [0, 0, 1];
  const facing = crossOf(rings[0].u, rings[0].v);
  const outward = facing[0] * forward[0] + facing[1] * forward[1] + facing[2] * forward[2] >= 0;
  return outward ? rings : rings.map((ring) => ({ ...ring, v: ring.v.map((value) => -value) as Vector3 }));
}

function addBird(surface: SkinnedSurface, figure: Figure, plumage: Plumage, look: CharacterLook): void {
  const [body, belly, wings, tips, tail, beak, legs] = [plumage.body, plumage.belly, plumage.wings, plumage.wingTips, plumage.tail, plumage.beak, plumage.legs].map(colour);
  const { hipY, shoulderY, chinY } = figure;
  const spineLinks = [
    ['hips', -Infinity, 0],
    ['spine', figure.joints.spine[1], 0.05],
    ['chest', figure.joints.chest[1], 0.06],
    ['neck', figure.joints.neck[1], 0.02],
    ['head', figure.joints.head[1], 0.02],
  ] as const;
  // The egg of the body, its breast lighter, up into the head.
  const bottomY = 0.11;
  const half = figure.shoulderHalf;
  const d = figure.depth;
  const egg: RingShape[] = [
    [bottomY, half * 0.35, d * 0.35, 0, 2],
    [lerp(bottomY, chinY, 0.1), half * 0.72, d * 0.72, 0.004, 2],
    [lerp(bottomY, chinY, 0.3), half * 0.95, d * 0.95, 0.012, 2],
    [lerp(bottomY, chinY, 0.52), half, d, 0.016, 2],
    [lerp(bottomY, chinY, 0.75), half * 0.9, d * 0.9, 0.012, 2],
    [lerp(bottomY, chinY, 0.92), half * 0.72, d * 0.72, 0.006, 2],
    [chinY + 0.01, figure.neckRadius, figure.neckRadius, 0, 2],
    [chinY + 0.06, figure.neckRadius * 0.85, figure.neckRadius * 0.85, 0, 2],
  ];
  const rings = egg.map(([y, halfX, halfZ, forward, power]): Ring => ({
    centre: [0, y, forward],
    u: [1, 0, 0],
    v: [0, 0, -1],
    radii: [halfX, halfZ],
    power,
    colour: (_, point) => (point[2] > halfZ * 0.45 + forward && y < shoulderY ? belly : body),
    influence: (point) => {
      const thigh = smooth(hipY + 0.02, hipY - 0.06, point[1]) * smooth(0, figure.legX, Math.abs(point[0])) * 0.6;
      const along = chain(point[1], spineLinks);
      return thigh > 0 ? blendInfluence(along, [[BONE[`${side(point[0])}UpperLeg`], 1]], thigh) : along;
    },
  }));
  loft(surface, rings, 16, { start: true, end: true });

  // The tail: a fan of feathers from the back of the body, down and back.
  const root: Vector3 = [0, lerp(bottomY, hipY, 0.7), -d * 0.7];
  const tailRings = alongPath(
    ([[0, 0.035, 0.014], [0.5, 0.055, 0.01], [1, 0.07, 0.006]] as const).map(([t, across, thick]) => ({
      centre: add(root, [0, -0.55, -0.84], 0.22 * t),
      u: [1, 0, 0],
      v: [0, 0.84, -0.55],
      radii: [across, thick],
      colour: t === 0 ? body : tail,
      influence: () => [[BONE.hips, 1]],
    })),
  );
  loft(surface, tailRings, 8, { start: true, end: true });

  for (const s of [1, -1] as const) {
    addWing(surface, figure, s, wings, tips);
    addBirdLeg(surface, figure, s, body, legs);
  }

  // The head: round, the body's colour, with a person's eyes, lids and brows so it acts the same.
  const head: Influence = [[BONE.head, 1]];
  ellipsoid(surface, { centre: figure.headCentre, radii: figure.headRadii, rows: 16, columns: 20, point: (direction) => skullPoint(figure, direction), colour: () => body, influence: () => head });
  const dark = mix(body, colour('#000000'), 0.35);
  for (const s of [1, -1] as const) {
    addEye(surface, figure, look, s, body);
    addLid(surface, figure, look, s, body, dark);
    addBrow(surface, figure, s, dark, 1);
  }
  addBeak(surface, figure, plumage.bill, beak);
}

/** A wing where the arm is: a flat blade, broad front to back, feathered to a tip past the wrist. */
function addWing(surface: SkinnedSurface, figure: Figure, s: 1 | -1, paint: Colour, tips: Colour): void {
  const name = s > 0 ? 'left' : 'right';
  const direction = figure.armDirection(s);
  const start = figure.joints[`${name}UpperArm`];
  const normal: Vector3 = [-direction[1] * s, direction[0] * s, 0];
  const length = figure.upperArm + figure.lowerArm;
  const links = [
    ['chest', -Infinity, 0],
    [`${name}UpperArm`, 0, 0.03],
    [`${name}LowerArm`, figure.upperArm, 0.04],
    [`${name}Hand`, length, 0.03],
  ] as const;
  // Along the wing: how far, how broad (front to back), how thick, and whether the tip's colour.
  const stations: [t: number, broad: number, thick: number, tip: boolean][] = [
    [-0.02, 0.045, 0.025, false],
    [0.02, 0.075, 0.034, false],
    [figure.upperArm * 0.7, 0.09, 0.032, false],
    [figure.upperArm + figure.lowerArm * 0.4, 0.08, 0.024, false],
    [length, 0.055, 0.014, true],
    [length + 0.05, 0.03, 0.008, true],
    [length + 0.085, 0.008, 0.004, true],
  ];
  const rings = alongPath(
    stations.map(([t, broad, thick, tip]) => ({
      centre: add(add(start, direction, t), [0, 0, -1], broad * 0.25),
      u: [0, 0, 1],
      v: normal,
      radii: [broad, thick],
      colour: tip ? tips : paint,
      influence: () => chain(t, links),
    })),
  );
  loft(surface, rings, 10, { start: true, end: true });
}

/** A bird's leg: feathered at the top, then thin and scaly to three toes forward and one back. */
function addBirdLeg(surface: SkinnedSurface, figure: Figure, s: 1 | -1, feathers: Colour, paint: Colour): void {
  const name = s > 0 ? 'left' : 'right';
  const x = s * figure.legX;
  const { hipY, kneeY, ankleY } = figure;
  const links = [
    ['hips', -Infinity, 0],
    [`${name}UpperLeg`, -(hipY - 0.02), 0.03],
    [`${name}LowerLeg`, -kneeY, 0.03],
    [`${name}Foot`, -ankleY, 0.02],
  ] as const;
  const r = figure.legRadius;
  const rings: Ring[] = ([[hipY, r * 2.2, feathers], [kneeY + 0.02, r * 1.8, feathers], [kneeY, r, paint], [ankleY + 0.01, r * 0.85, paint], [ankleY - 0.02, r * 0.8, paint]] as const).map(([y, radius, coat]) => ({
    centre: [x, y, 0],
    u: [1, 0, 0],
    v: [0, 0, 1],
    radii: [radius, radius],
    colour: coat,
    influence: () => chain(-y, links),
  }));
  loft(surface, rings, 8, { start: true, end: true });
  const foot: Influence = [[BONE[`${name}Foot`], 1]];
  for (const turn of [-0.45, 0, 0.45, Math.PI]) {
    const reach = turn === Math.PI ? 0.035 : 0.06;
    const along: Vector3 = [Math.sin(turn), 0, Math.cos(turn)];
    ellipsoid(surface, {
      centre: [x + along[0] * reach * 0.55, 0.011, along[2] * reach * 0.55],
      radii: [0.011, 0.009, reach * 0.55],
      axes: [[along[2], 0, -along[0]], [0, 1, 0], along],
      rows: 4,
      columns: 6,
      colour: () => paint,
      influence: () => foot,
    });
  }
}

/** How far the lower half of the beak swings open at each target, radians about its hinge. */
const BEAK_OPEN: Partial<Record<MorphTarget, number>> = { aa: 0.42, oh: 0.32, ou: 0.18, ih: 0.12, ee: 0.14, surprised: 0.36, happy: 0.08, angry: 0.06 };

/** The beak: the upper half from between the eyes, hooked over, pointed or flat as the bird is; the lower half opens as it talks. */
function addBeak(surface: SkinnedSurface, figure: Figure, bill: Plumage['bill'], paint: Colour): void {
  const head: Influence = [[BONE.head, 1]];
  const baseY = figure.eyeY - 0.052;
  const baseZ = faceZ(figure, 0, baseY) - 0.012;
  const length = bill === 'hooked' ? 0.08 : bill === 'flat' ? 0.09 : 0.095;
  const across = bill === 'flat' ? 0.052 : 0.04;
  // The upper half: rings forward from the face, narrowing; a hooked one bends down at the end.
  const upper = ([0, 0.3, 0.6, 0.85, 1] as const).map((t): Ring => {
    const droop = bill === 'hooked' ? 0.05 * t ** 2.2 : bill === 'flat' ? 0.006 * t : 0.012 * t;
    const narrowing = bill === 'flat' ? 1 - 0.35 * t : 1 - 0.9 * t ** 1.3;
    return {
      centre: [0, baseY - droop, baseZ + length * t * (bill === 'hooked' ? 1 - 0.25 * t ** 3 : 1)],
      u: [1, 0, 0],
      v: [0, 1, 0],
      radii: [Math.max(0.003, across * narrowing), Math.max(0.003, (bill === 'flat' ? 0.012 : 0.022) * (1 - 0.8 * t))],
      power: bill === 'flat' ? 2.6 : 2,
      colour: paint,
      influence: () => head,
    };
  });
  loft(surface, alongPath(upper), 10, { start: true, end: true });
  // The lower half, under the upper and shorter, hinged at its root: each target turns it down.
  const hinge: Vector3 = [0, baseY - 0.02, baseZ];
  const lowerPaint = mix(paint, colour('#000000'), 0.15);
  const lowerLength = length * (bill === 'hooked' ? 0.6 : 0.85);
  const opened = (point: Vector3, angle: number): Vector3 => {
    const [dy, dz] = [point[1] - hinge[1], point[2] - hinge[2]];
    return [point[0], hinge[1] + dy * Math.cos(angle) - dz * Math.sin(angle), hinge[2] + dz * Math.cos(angle) + dy * Math.sin(angle)];
  };
  const lower = alongPath(
    ([0, 0.4, 0.75, 1] as const).map((t): Ring => ({
      centre: [0, hinge[1] + 0.004 - 0.004 * t, hinge[2] + lowerLength * t],
      u: [1, 0, 0],
      v: [0, 1, 0],
      radii: [Math.max(0.003, across * 0.85 * (1 - 0.8 * t)), Math.max(0.003, 0.012 * (1 - 0.7 * t))],
      colour: lowerPaint,
      influence: () => head,
      morphs: (point) => Object.fromEntries(Object.entries(BEAK_OPEN).map(([target, angle]) => [target, opened(point, angle)])),
    })),
  );
  loft(surface, lower, 10, { start: true, end: true });
}

/** A crest of three feathers (a cockatoo's, an owl's tufts, a hen's comb) on the crown. */
function addCrest(surface: SkinnedSurface, figure: Figure, paint: string): void {
  const head: Influence = [[BONE.head, 1]];
  const [cx, cy, cz] = figure.headCentre;
  const top = cy + figure.headRadii[1];
  for (const [forward, lean, size] of [[0.04, 0.25, 0.8], [0, 0.55, 1], [-0.04, 0.85, 0.85]] as const) {
    const axis: Vector3 = [0, Math.cos(lean), -Math.sin(lean)];
    ellipsoid(surface, {
      centre: add([cx, top - 0.01, cz + forward], axis, 0.04 * size),
      radii: [0.012, 0.05 * size, 0.02],
      axes: [[1, 0, 0], axis, crossOf([1, 0, 0], axis)],
      rows: 5,
      columns: 6,
      colour: () => colour(paint),
      influence: () => head,
    });
  }
}

/**
 * A cartoon dog or cat on the same skeleton: the spine runs level from the hips at the rump to the
 * chest, the arms are the front legs and the legs the hind ones, so a walk trots and a wave lifts
 * a paw. The head stands over the root, where the framing looks for it, and the body trails behind.
 */
function fourLeggedFigureFor(look: CharacterLook): Figure {
  const crown = look.height;
  const k = crown / 0.68;
  const headRadii: Vector3 = [0.105, 0.11, 0.105];
  const headCentre: Vector3 = [0, crown - headRadii[1] * 1.08, 0];
  const eyeY = crown - EYE_DROP;
  const chinY = headCentre[1] - headRadii[1];
  const bodyY = 0.34 * k;
  const ankleY = 0.035;
  const legX = 0.07 * k;
  const figure: Omit<Figure, 'joints' | 'eyeFrontZ'> = {
    crown,
    eyeY,
    headCentre,
    headRadii,
    jawTaper: 0.08,
    eyeRadius: 0.032,
    eyeX: 0.048,
    mouthY: eyeY - 0.085,
    chinY,
    shoulderY: bodyY + 0.04 * k,
    hipY: bodyY,
    kneeY: lerp(ankleY, bodyY, 0.5),
    ankleY,
    hipHalf: 0.11 * k,
    waistHalf: 0.105 * k,
    chestHalf: 0.115 * k,
    shoulderHalf: 0.115 * k,
    depth: 0.12 * k,
    belly: 0,
    stoop: 0,
    neckRadius: 0.065 * k,
    legX,
    legRadius: 0.03 * k,
    armRadius: 0.028 * k,
    upperArm: bodyY - 0.02 * k - lerp(ankleY, bodyY, 0.5),
    lowerArm: lerp(ankleY, bodyY, 0.5) - ankleY,
    armDirection: () => [0, -1, 0],
  };
  const eyeFrontZ = faceZ(figure, figure.eyeX, eyeY) + EYE_BULGE + IRIS_LIFT + LID_LIFT;
  const [front, rear] = [-0.14 * k, -0.5 * k];
  const knee = lerp(ankleY, bodyY, 0.5);
  const joints: Record<RigBone, Vector3> = {
    hips: [0, bodyY, rear],
    spine: [0, bodyY, -0.33 * k],
    chest: [0, bodyY + 0.01 * k, -0.2 * k],
    neck: [0, bodyY + 0.07 * k, -0.08 * k],
    head: [0, chinY + 0.02, -0.02],
    jaw: [0, figure.mouthY, 0.06],
    leftEye: eyeSocket(figure, 1).pivot,
    rightEye: eyeSocket(figure, -1).pivot,
    ...limbJoints(
      (s) => [s * 0.04 * k, bodyY + 0.03 * k, front],
      (s) => [[s * legX, bodyY - 0.02 * k, front], [s * legX, knee, front], [s * legX, ankleY, front]],
      (s) => [[s * legX, bodyY - 0.02 * k, rear], [s * legX, knee, rear - 0.02 * k], [s * legX, ankleY, rear]],
    ),
  };
  return { ...figure, eyeFrontZ, joints };
}

function addFourLegged(surface: SkinnedSurface, figure: Figure, coat: Coat, look: CharacterLook): void {
  const fur = colour(coat.fur);
  // The muzzle, chest and paws: the fur washed toward cream.
  const pale = mix(fur, colour('#f2e8d8'), 0.55);
  const dark = mix(fur, colour('#000000'), 0.3);
  const k = figure.crown / 0.68;
  const { hipY: bodyY } = figure;
  // Along the back, from the rump (hips) to the chest and up the neck: the chain runs along +z.
  const spineLinks = [
    ['hips', -Infinity, 0],
    ['spine', -0.42 * k, 0.06 * k],
    ['chest', -0.26 * k, 0.06 * k],
    ['neck', -0.1 * k, 0.03 * k],
  ] as const;
  const legShare = (point: Vector3) => {
    const low = smooth(bodyY - 0.02 * k, bodyY - 0.1 * k, point[1]) * 0.7;
    if (low <= 0) return null;
    const bone = point[2] < -0.33 * k ? `${side(point[0])}UpperLeg` : `${side(point[0])}UpperArm`;
    return { bone: BONE[bone as RigBone], share: low * smooth(0, figure.legX, Math.abs(point[0])) };
  };
  const stations: [z: number, rx: number, ry: number, lift: number][] = [
    [-0.68, 0.03, 0.03, 0.01],
    [-0.65, 0.08, 0.09, 0.01],
    [-0.56, 0.105, 0.115, 0.01],
    [-0.38, 0.1, 0.11, 0],
    [-0.22, 0.11, 0.125, 0.015],
    [-0.1, 0.095, 0.115, 0.03],
    [-0.05, 0.06, 0.07, 0.04],
  ];
  const body = alongPath(
    stations.map(([z, rx, ry, lift]): Ring => ({
      centre: [0, bodyY + lift * k, z * k],
      u: [1, 0, 0],
      v: [0, 1, 0],
      radii: [rx * k, ry * k],
      colour: (_, point) => (point[1] < bodyY + lift * k - ry * k * 0.55 || (z > -0.15 && point[1] < bodyY + lift * k) ? pale : fur),
      influence: (point) => {
        const along = chain(point[2], spineLinks);
        const leg = legShare(point);
        return leg ? blendInfluence(along, [[leg.bone, 1]], leg.share) : along;
      },
    })),
  );
  loft(surface, body, 14, { start: true, end: true });

  // The neck, from the chest up into the head.
  const neckFrom: Vector3 = [0, bodyY + 0.06 * k, -0.12 * k];
  const neckTo: Vector3 = [0, figure.headCentre[1] - 0.02, -0.02];
  const neck = alongPath(
    [0, 0.5, 1].map((t): Ring => ({
      centre: add(neckFrom, [neckTo[0] - neckFrom[0], neckTo[1] - neckFrom[1], neckTo[2] - neckFrom[2]], t),
      u: [1, 0, 0],
      v: [0, 0.5, -0.85],
      radii: [figure.neckRadius * (1.1 - 0.2 * t), figure.neckRadius * (1.1 - 0.2 * t)],
      colour: fur,
      influence: () => (t < 0.5 ? [[BONE.chest, 0.5], [BONE.neck, 0.5]] : t < 1 ? [[BONE.neck, 1]] : [[BONE.head, 1]]),
    })),
  );
  loft(surface, neck, 10);

  const tailRoot: Vector3 = [0, bodyY + 0.06 * k, -0.66 * k];
  const cat = coat.kind === 'cat';
  const tailPath = (t: number): Vector3 => (cat ? add(tailRoot, [0, 0.32 * k * t, -0.14 * k * Math.sin(t * 2.2)]) : add(tailRoot, [0, 0.16 * k * t, -0.14 * k * t]));
  const tail = [0, 0.35, 0.7, 1].map((t): Ring => ({ centre: tailPath(t), u: [1, 0, 0], v: [0, 0, 1], radii: [0.024 * k * (1 - 0.55 * t), 0.024 * k * (1 - 0.55 * t)], colour: t === 1 && !cat ? pale : fur, influence: () => [[BONE.hips, 1]] }));
  // The tail's rings lie across the way it runs: turn each to face along the path.
  for (const [index, ring] of tail.entries()) {
    const next = tail[Math.min(index + 1, tail.length - 1)].centre;
    const previous = tail[Math.max(index - 1, 0)].centre;
    const along = normalize([next[0] - previous[0], next[1] - previous[1], next[2] - previous[2]]);
    ring.v = normalize(crossOf(along, [1, 0, 0]));
  }
  loft(surface, alongPath(tail), 8, { start: true, end: true });

  for (const s of [1, -1] as const) {
    addPawLeg(surface, figure, s, 'front', fur, pale);
    addPawLeg(surface, figure, s, 'hind', fur, pale);
  }

  // The head: a person's eyes, lids and brows on a round head, a muzzle with a nose, a jaw that opens, and ears.
  const head: Influence = [[BONE.head, 1]];
  ellipsoid(surface, { centre: figure.headCentre, radii: figure.headRadii, rows: 14, columns: 18, point: (direction) => skullPoint(figure, direction), colour: () => fur, influence: () => head });
  for (const s of [1, -1] as const) {
    addEye(surface, figure, look, s, fur);
    addLid(surface, figure, look, s, fur, dark);
    addBrow(surface, figure, s, dark, 1);
  }
  const muzzleY = figure.eyeY - 0.062;
  const reach = cat ? 0.012 : 0.045;
  const muzzleZ = faceZ(figure, 0, muzzleY) + reach - 0.02;
  const muzzleRadii: Vector3 = cat ? [0.05, 0.032, 0.035] : [0.055, 0.042, 0.07];
  ellipsoid(surface, { centre: [0, muzzleY, muzzleZ], radii: muzzleRadii, rows: 7, columns: 12, colour: () => pale, influence: () => head });
  const noseAt: Vector3 = [0, muzzleY + muzzleRadii[1] * 0.55, muzzleZ + muzzleRadii[2] * 0.85];
  ellipsoid(surface, { centre: noseAt, radii: cat ? [0.013, 0.009, 0.008] : [0.024, 0.016, 0.016], rows: 4, columns: 8, colour: () => colour(cat ? '#d98c8c' : '#1a1414'), influence: () => head });
  // Inside the mouth, seen when the jaw drops; the jaw under the muzzle, hinged at its back.
  const jawCentre: Vector3 = [0, muzzleY - muzzleRadii[1] * 0.85, muzzleZ - 0.004];
  ellipsoid(surface, { centre: add(jawCentre, [0, 0.01, 0]), radii: [muzzleRadii[0] * 0.7, 0.012, muzzleRadii[2] * 0.8], rows: 4, columns: 8, colour: () => colour('#5a1a1e'), influence: () => head });
  const hinge: Vector3 = [0, jawCentre[1] + 0.01, muzzleZ - muzzleRadii[2]];
  const opened = (point: Vector3, angle: number): Vector3 => {
    const [dy, dz] = [point[1] - hinge[1], point[2] - hinge[2]];
    return [point[0], hinge[1] + dy * Math.cos(angle) - dz * Math.sin(angle), hinge[2] + dz * Math.cos(angle) + dy * Math.sin(angle)];
  };
  ellipsoid(surface, {
    centre: jawCentre,
    radii: [muzzleRadii[0] * 0.8, 0.016, muzzleRadii[2] * 0.85],
    rows: 5,
    columns: 10,
    colour: () => pale,
    influence: () => head,
    morphs: (_, point) => Object.fromEntries(Object.entries(BEAK_OPEN).map(([target, angle]) => [target, opened(point, angle * 0.8)])),
  });
  // Ears: a dog's hang at the sides of the head, a cat's stand up as points.
  const [, cy, cz] = figure.headCentre;
  for (const s of [1, -1] as const) {
    if (cat) {
      const base: Vector3 = [s * 0.06, cy + figure.headRadii[1] * 0.72, cz - 0.01];
      const tip: Vector3 = [s * 0.085, cy + figure.headRadii[1] + 0.06, cz - 0.02];
      const ear = alongPath(
        [0, 0.6, 1].map((t): Ring => ({ centre: add(base, [tip[0] - base[0], tip[1] - base[1], tip[2] - base[2]], t), u: [1, 0, 0], v: [0, 0, 1], radii: [Math.max(0.002, 0.034 * (1 - t)), Math.max(0.002, 0.014 * (1 - t))], colour: fur, influence: () => head })),
      );
      loft(surface, ear, 6, { start: true, end: true });
    } else {
      const axis = normalize([s * 0.35, -1, -0.1]);
      ellipsoid(surface, {
        centre: add([s * figure.headRadii[0] * 0.92, cy + 0.05, cz - 0.015], axis, 0.05),
        radii: [0.016, 0.07, 0.042],
        axes: [normalize(crossOf(axis, [0, 0, 1])), axis, [0, 0, 1]],
        rows: 6,
        columns: 8,
        colour: () => dark,
        influence: () => head,
      });
    }
  }
}

/** A front or hind leg straight down from its joint to a paw on the floor. */
function addPawLeg(surface: SkinnedSurface, figure: Figure, s: 1 | -1, which: 'front' | 'hind', fur: Colour, pale: Colour): void {
  const name = s > 0 ? 'left' : 'right';
  const bones = which === 'front' ? ([`${name}UpperArm`, `${name}LowerArm`, `${name}Hand`] as const) : ([`${name}UpperLeg`, `${name}LowerLeg`, `${name}Foot`] as const);
  const [top, knee, ankle] = bones.map((bone) => figure.joints[bone]);
  const links = [
    [which === 'front' ? 'chest' : 'hips', -Infinity, 0],
    [bones[0], -top[1] - 0.02, 0.03],
    [bones[1], -knee[1], 0.03],
    [bones[2], -ankle[1], 0.02],
  ] as const;
  const r = figure.legRadius;
  const rings: Ring[] = ([[top[1] + 0.05, which === 'hind' ? r * 1.7 : r * 1.3], [top[1] - 0.02, which === 'hind' ? r * 1.5 : r * 1.15], [knee[1], r * 0.9], [ankle[1] + 0.01, r * 0.8]] as const).map(([y, radius]) => {
    const t = clamp01((top[1] - y) / (top[1] - ankle[1]));
    return { centre: add(top, [ankle[0] - top[0], -(top[1] - y), (knee[2] - top[2]) * Math.sin(Math.PI * t)]), u: [1, 0, 0], v: [0, 0, 1], radii: [radius, radius], colour: fur, influence: () => chain(-y, links) };
  });
  loft(surface, rings, 8, { start: true, end: true });
  const paw: Influence = [[BONE[bones[2]], 1]];
  const size = figure.crown / 0.68;
  ellipsoid(surface, {
    centre: [ankle[0], 0.02 * size, ankle[2] + 0.02 * size],
    radii: [r * 1.15, 0.02 * size, r * 1.5],
    rows: 5,
    columns: 8,
    point: ([ux, uy, uz]) => [ankle[0] + r * 1.15 * ux, Math.max(0.001, 0.02 * size + 0.02 * size * uy), ankle[2] + 0.02 * size + r * 1.5 * uz],
    colour: () => pale,
    influence: () => paw,
  });
}
