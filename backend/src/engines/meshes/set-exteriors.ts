import { beam, box, cylinder, type Geometry, heightField, merge, panel, rotateX, rotateY, sphere, translate } from './geometry';
import type { Vector3 } from './gltf-builder';
import {
  barrel,
  block,
  boat,
  crates,
  decal,
  dressFromWords,
  ground,
  hungNet,
  lampPost,
  pines,
  rocks,
  type SetContext,
  sideBench,
  standing,
  trees,
  upright,
} from './set-kit';

/*
 * Outdoor places: the ground is flat where the cast and the cameras stand (|x| ≤ 4 m, z from −0.6 m
 * to 12 m); what makes the place stands behind the cast or down both sides, and a horizon (hills,
 * water, buildings) closes the wide shots. See set-model.ts for the clear zone every set keeps.
 */

/** Water all round at `level`, gently rippled: 12 × 12 cells, under 300 triangles. */
function water(context: SetContext, level: number, size = 90): void {
  const sea = context.paint('Water', context.night ? '#1c3d52' : '#2f7fb0');
  context.prop('Water', heightField(size, size, 12, 12, (x, z) => level + 0.08 * Math.sin(x * 0.7) * Math.cos(z * 0.5)), sea);
}

/** Low hills on the horizon behind the set. */
function hills(context: SetContext, hex: string, z = -34): void {
  const spots = [[-20, z, 16, 6, 8], [4, z - 3, 20, 5, 9], [26, z + 3, 12, 7, 8]].map(([x, hz, rx, ry, rz]) => translate(sphere([rx, ry, rz], 10, 5), [x, -1, hz]));
  context.prop('Hills', merge(...spots), context.paint('Hills', hex));
}

/** A forest: trees crowding behind and beside the cast (white-barked birches or pines when the words say so), rocks, a fallen log, ferns. */
export function forest(context: SetContext): void {
  const { prop, paint, random, words } = context;
  ground(context, context.night ? '#1f2e1a' : '#4a6b34', 60, 'ForestFloor');
  prop('Path', decal(2.2, 30, 0, 0), paint('Path', '#7a6446'));
  const birch = words.has('birch') || words.has('birches');
  const coniferous = words.has('pine') || words.has('fir') || words.has('spruce');
  const spot = (x: number, z: number) => ({ x: x + random.range(-0.6, 0.6), z: z + random.range(-0.6, 0.6), height: random.range(6, 9) });
  const behind = [-9, -5, -1.5, 2.5, 6.5, 10].map((x, index) => spot(x, -5.5 - (index % 2) * 3.5));
  const far = [-14, -7, 0, 7, 14].map((x) => spot(x, -12));
  for (const [side, label] of [[-1, 'Left'], [1, 'Right']] as const) {
    const spots = [-1, 3, 7, 11].map((z, index) => ({ ...spot(side * (8.5 + (index % 2) * 3), z), height: random.range(6, 8) }));
    const grove = coniferous ? pines(spots) : trees(spots);
    prop(`TreeTrunks${label}`, grove.trunks, paint('Bark', birch ? '#ece8df' : '#5a3f28'));
    prop(`Trees${label}`, grove.crowns, paint('Leaves', birch ? '#8fb84a' : coniferous ? '#2c5a34' : '#3b7a34'));
  }
  const grove = coniferous ? pines([...behind, ...far]) : trees([...behind, ...far]);
  prop('TreeTrunks', grove.trunks, paint('Bark', birch ? '#ece8df' : '#5a3f28'));
  prop('Trees', grove.crowns, paint('Leaves', birch ? '#8fb84a' : coniferous ? '#2c5a34' : '#3b7a34'));
  const stone = paint('Stone', '#8a8a80');
  prop('Rocks', rocks([{ x: -3, z: -2.4, size: 0.7 }, { x: 2.4, z: -3, size: 0.5 }, { x: 1.4, z: -2.2, size: 0.35 }]), stone);
  prop('FallenLog', translate(rotateY(rotateX(cylinder(0.3, 0.3, 4, 7), Math.PI / 2), 1.2), [-7.2, 0.3, 4.5]), paint('Log', '#5a3f28'));
  const fern = paint('Ferns', '#2f6b2a');
  prop('FernsLeft', merge(...[-0.5, 2, 5.5].map((z) => translate(sphere([0.6, 0.35, 0.6], 6, 3), [-4.8, 0.15, z]))), fern);
  prop('FernsRight', merge(...[0.5, 4.5].map((z) => translate(sphere([0.6, 0.35, 0.6], 6, 3), [4.8, 0.15, z]))), fern);
  dressFromWords(context, [{ x: -4.7, z: 8.5 }, { x: 4.9, z: 8 }]);
}

/** A mountain: rock walls and boulders behind and beside the cast, snow-capped peaks beyond, a few pines. */
export function mountain(context: SetContext): void {
  const { prop, paint, random } = context;
  ground(context, context.night ? '#3a3a38' : '#8d877a', 60, 'RockyGround');
  const stone = paint('Rock', random.pick(['#7a746a', '#8a7a68', '#6a6e70']));
  prop('CliffFace', merge(...[-10, -4, 2, 8].map((x, index) => translate(sphere([4 + (index % 2), 6 + index, 3], 7, 5), [x, 2, -8 - (index % 2) * 2]))), stone);
  prop('BouldersLeft', rocks([{ x: -5.5, z: -1, size: 1.4 }, { x: -7, z: 3, size: 2 }, { x: -5.2, z: 6.5, size: 1.1 }]), stone);
  prop('BouldersRight', rocks([{ x: 5.8, z: 0, size: 1.6 }, { x: 6.5, z: 5, size: 1.2 }]), stone);
  prop('Rocks', rocks([{ x: -2, z: -2.3, size: 0.6 }, { x: 2.6, z: -2.8, size: 0.8 }]), stone);
  const peaks = [[-22, -40, 14, 18], [0, -46, 18, 24], [24, -40, 12, 16]];
  prop('Peaks', merge(...peaks.map(([x, z, radius, height]) => translate(cylinder(0, radius, height, 7), [x, height / 2 - 1, z]))), paint('FarRock', '#6e7480'));
  prop('SnowCaps', merge(...peaks.map(([x, z, radius, height]) => translate(cylinder(0, radius * 0.3, height * 0.3, 7), [x, height - 1 - height * 0.15 + 0.05, z]))), paint('Snow', '#f4f6f8'));
  const bark = paint('Bark', '#5a3f28');
  const needles = paint('Needles', '#2c5a34');
  for (const [side, label] of [[-1, 'Left'], [1, 'Right']] as const) {
    const grove = pines([{ x: side * 8.5, z: -3.5, height: 7.5 }, { x: side * 8.5, z: 9, height: 6.5 }]);
    prop(`PineTrunks${label}`, grove.trunks, bark);
    prop(`Pines${label}`, grove.crowns, needles);
  }
  dressFromWords(context, [{ x: -4.8, z: 9.5 }, { x: 5, z: 9.5 }]);
}

/**
 * A parasol's canopy, its rim at `centre` and its tip `rise` above: eight flat gores, alternate ones
 * in each of the two geometries (for two colours), each with a face up and a face down so the
 * canopy shows from above and from under it.
 */
function parasolCanopy(radius: number, rise: number, [x, y, z]: Vector3, gores = 8): [Geometry, Geometry] {
  const stripes: [Geometry, Geometry] = [{ positions: [], normals: [], indices: [] }, { positions: [], normals: [], indices: [] }];
  const tip: Vector3 = [x, y + rise, z];
  const rimAt = (index: number): Vector3 => [x + radius * Math.sin((index * 2 * Math.PI) / gores), y, z + radius * Math.cos((index * 2 * Math.PI) / gores)];
  for (let index = 0; index < gores; index += 1) {
    const [left, right] = [rimAt(index), rimAt(index + 1)];
    const [a, b] = [left.map((value, axis) => value - tip[axis]), right.map((value, axis) => value - tip[axis])];
    const up = [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
    const length = Math.hypot(up[0], up[1], up[2]);
    const normal = up.map((value) => value / length);
    const gore = stripes[index % 2];
    for (const [corners, facing] of [[[tip, left, right], normal], [[tip, right, left], normal.map((value) => -value)]] as const) {
      const base = gore.positions.length / 3;
      for (const corner of corners) {
        gore.positions.push(...corner);
        gore.normals.push(...facing);
      }
      gore.indices.push(base, base + 1, base + 2);
    }
  }
  return stripes;
}

/** A beach: sand down to the sea behind the cast, a parasol and deck chairs, palms, dunes, a lifeguard's hut. */
export function beach(context: SetContext): void {
  const { prop, paint, random } = context;
  water(context, -0.3);
  prop('Sand', block(60, 0.6, 40, [0, -0.3, 8]), paint('Sand', '#e3cf9a'));
  prop('Surf', block(60, 0.02, 1.2, [0, -0.2, -12.4]), paint('Foam', '#f4f6f6'));
  const stripe = paint('Parasol', random.pick(['#d84a3a', '#2d7fc0', '#e0b43a']));
  const canvas = paint('Canvas', '#f5f5f5');
  const [coloured, white] = parasolCanopy(1.4, 0.5, [-5.5, 2.25, 1.5]);
  prop('Parasol', merge(upright(0.04, 2.4, -5.5, 1.5, 5), coloured), stripe);
  prop('ParasolStripes', white, canvas);
  prop('DeckChairs', merge(...[0.6, 2.4].map((z) => merge(translate(rotateX(box(0.6, 0.05, 1.4), 0), [-6.5, 0.35, z]), translate(rotateX(box(0.6, 0.05, 0.7), -0.9), [-6.5, 0.6, z - 0.85])))), canvas);
  prop('Towel', decal(0.9, 1.8, 5.5, 2), stripe);
  const bark = paint('PalmBark', '#8a6a44');
  const fronds = paint('PalmLeaf', '#3f8a3a');
  for (const [label, palms] of [['Right', [[6.5, -3], [9, 1.5]]], ['Left', [[-8, -5]]]] as const) {
    prop(`PalmTrunks${label}`, merge(...palms.map(([x, z]) => beam([x, 0, z], [x - 0.6, 6, z], 0.3))), bark);
    prop(`PalmLeaves${label}`, merge(...palms.flatMap(([x, z]) => [0, 1, 2, 3, 4].map((index) => translate(rotateY(rotateX(box(0.5, 0.05, 2.6), 0.35), (index * 2 * Math.PI) / 5), [x - 0.6, 6, z])))), fronds);
  }
  const dune = paint('Dune', '#d8c186');
  prop('DunesLeft', translate(sphere([5, 1.5, 6], 8, 4), [-12, -0.3, 4]), dune);
  prop('DunesRight', translate(sphere([5, 1.5, 6], 8, 4), [13, -0.3, 4]), dune);
  prop('LifeguardHut', merge(standing(2, 1.6, 1.8, 7.5, -6, 1.4), ...[-0.8, 0.8].flatMap((dx) => [-0.7, 0.7].map((dz) => standing(0.12, 1.4, 0.12, 7.5 + dx, -6 + dz)))), paint('Hut', '#f2f2f2'));
  prop('HutRoof', translate(cylinder(0, 1.7, 0.7, 4), [7.5, 3.35, -6]), paint('HutRoof', '#d84a3a'));
  dressFromWords(context, [{ x: 5, z: 6.5 }, { x: -5, z: 7 }]);
}

/** A field: grass and rows of wheat behind the cast, a scarecrow, a lone tree, a fence, hills on the horizon. */
export function field(context: SetContext): void {
  const { prop, paint, random } = context;
  ground(context, context.night ? '#1f3a1d' : '#6a9a45', 60, 'Grass');
  hills(context, context.night ? '#1a3018' : '#5b8a3e');
  const wheat = paint('Wheat', '#d9b44a');
  prop('Wheat', merge(...Array.from({ length: 7 }, (_, row) => block(30, 0.9, 0.7, [0, 0.45, -3 - row * 1.4]))), wheat);
  prop('WheatLeft', merge(...Array.from({ length: 5 }, (_, row) => block(0.7, 0.9, 20, [-6 - row * 1.4, 0.45, 6]))), wheat);
  const wood = paint('Wood', '#8a6a44');
  prop('Scarecrow', merge(standing(0.1, 2.2, 0.1, 2.8, -6), block(1.6, 0.08, 0.08, [2.8, 1.7, -6]), translate(sphere(0.22, 6, 4), [2.8, 2.35, -6])), wood);
  prop('ScarecrowCoat', merge(block(0.55, 0.7, 0.3, [2.8, 1.55, -6]), translate(cylinder(0.05, 0.35, 0.25, 6), [2.8, 2.6, -6])), paint('Coat', random.pick(['#3b5b8c', '#8c3b3b'])));
  const lone = trees([{ x: 8, z: 2, height: 8 }, { x: 12, z: -16, height: 7 }]);
  prop('TreeTrunks', lone.trunks, wood);
  prop('Trees', lone.crowns, paint('Leaves', '#2f6b2a'));
  const rails = [0.5, 1].map((y) => beam([5, y, -1.5], [5, y, 11], 0.08));
  prop('Fence', merge(...rails, ...Array.from({ length: 6 }, (_, index) => standing(0.1, 1.2, 0.1, 5, -1.5 + index * 2.5))), wood);
  prop('Wildflowers', merge(...Array.from({ length: 12 }, (_, index) => translate(sphere(0.12, 4, 3), [6 + (index % 4) * 0.7, 0.15, 4 + Math.floor(index / 4) * 1.3]))), paint('Flowers', random.pick(['#e0553a', '#e0c43a', '#8a5ac0'])));
  dressFromWords(context, [{ x: 6.5, z: 9 }, { x: -4.8, z: -1.6 }]);
}

/** An alley: brick walls close on both sides, a fire escape, bins and a dumpster, a back door under a lamp, a chain-link fence at the end. */
export function alley(context: SetContext): void {
  const { prop, paint, random } = context;
  ground(context, '#3a3c40', 60, 'Asphalt');
  prop('Puddle', decal(1.4, 0.9, 1.5, 3), paint('Puddle', '#5a6a7a'));
  const brick = paint('Brick', random.pick(['#8a3f2f', '#7a4a3a', '#6e5a4a']));
  prop('WallLeft', block(1, 12, 40, [-5, 6, -4]), brick);
  prop('WallRight', block(1, 10, 40, [5, 5, -4]), brick);
  prop('WallBack', block(12, 9, 1, [0, 4.5, -24]), paint('BrickFar', '#5e3a30'));
  const iron = paint('Iron', '#2b2b2b');
  const landing = (y: number) => merge(block(1.1, 0.06, 3, [-3.95 - 0.55 + 0.0, y, -2]), block(0.05, 0.9, 3, [-3.45 - 0.5, y + 0.45, -2]));
  prop('FireEscape', merge(translate(merge(landing(3.2), landing(6.2), beam([-4, 3.2, -3.4], [-4, 6.2, -0.8], 0.08)), [-0.1, 0, 0])), iron);
  prop('Dumpster', merge(standing(2, 1.3, 1.1, 2.6, -3.6), translate(rotateX(box(2.1, 0.06, 1.2), -0.2), [2.6, 1.4, -3.6])), paint('Dumpster', '#2f6b3a'));
  prop('TrashCans', merge(...[-1.8, -1].map((x) => merge(upright(0.28, 0.85, x, -3.6, 8), upright(0.3, 0.05, x, -3.6, 8, 0.85)))), paint('Bins', '#7d8288'));
  prop('BackDoor', block(0.06, 2.2, 1.1, [4.47, 1.1, 2.5]), paint('Door', '#5a3a24'));
  prop('DoorLamp', block(0.3, 0.25, 0.3, [4.3, 2.6, 2.5]), paint('Lamp', '#ffd98a', true));
  prop('PipeLeft', beam([-4.45, 0, 4], [-4.45, 11, 4], 0.12), iron);
  prop('PipeRight', beam([4.45, 0, -8], [4.45, 9, -8], 0.12), iron);
  prop('Fence', merge(translate(panel(9, 2.8), [0, 1.4, -16]), ...[-4.5, 0, 4.5].map((x) => upright(0.05, 3, x, -16, 5))), paint('ChainLink', '#9aa0a6'));
  prop('Crates', crates(-2.6, -5.5), paint('Crates', '#a9834f'));
  dressFromWords(context, [{ x: 0.6, z: -6.5 }, { x: -2.4, z: -8.5 }]);
}

/**
 * A harbour pier: the cast stands on the planks with the water all round; mooring posts with
 * lanterns line both edges, boats are tied up beside it, nets, crates and barrels stand behind,
 * and a boathouse and the far shore close the view.
 */
export function harbour(context: SetContext): void {
  const { prop, paint, random } = context;
  water(context, -1);
  const planks = paint('Planks', random.pick(['#8a6a44', '#7a5c3c', '#9a7a54']));
  prop('Pier', merge(...Array.from({ length: 9 }, (_, index) => block(0.86, 0.15, 30, [-3.6 + index * 0.9, -0.075, 1]))), planks);
  const posts = paint('Posts', '#4a3828');
  for (const [side, label] of [[-1, 'Left'], [1, 'Right']] as const) {
    prop(`Pilings${label}`, merge(...[-12, -7, -2, 3, 8, 13].map((z) => upright(0.16, 2.7, side * 4.25, z, 6, -1.6))), posts);
    prop(`Lanterns${label}`, merge(...[-7, 3].map((z) => block(0.22, 0.3, 0.22, [side * 4.25, 1.3, z]))), paint('Lantern', '#ffc86b', context.night));
    prop(`Boat${label}`, boat(5, 1.8, [side * 6.6, -0.75, side > 0 ? 2 : -4]), paint(`Boat${label}`, side > 0 ? random.pick(['#c0392b', '#2d7fc0']) : random.pick(['#f2f2f2', '#e0b43a'])));
  }
  const rope = paint('Rope', '#9c8b62');
  prop('RopeRight', beam([4.25, 0.9, 3], [5.9, -0.4, 3.5], 0.04), rope);
  prop('RopeLeft', beam([-4.25, 0.9, -2], [-5.9, -0.4, -3], 0.04), rope);
  const { poles, net } = hungNet(-2.6, -3.2, 2);
  prop('NetPoles', poles, posts);
  prop('Nets', net, paint('Net', '#c2b280'));
  prop('Crates', crates(1.4, -3), paint('Crates', '#a9834f'));
  prop('Barrels', merge(barrel(3.2, -2.3), barrel(3.3, -3.1)), posts);
  prop('Boathouse', merge(standing(7, 3.2, 4, 0, -14.5), translate(cylinder(0, 5, 1.6, 4), [0, 4, -14.5])), paint('Boathouse', random.pick(['#6e8fa8', '#a84a3a', '#e8e1d4'])));
  prop('FarShore', merge(...[-30, 0, 30].map((x) => translate(sphere([18, 5, 6], 10, 4), [x, -1, -42]))), paint('Shore', context.night ? '#1a2a1a' : '#5b7a4a'));
  prop('Buoys', merge(...[[-9, 6], [10, -6]].map(([x, z]) => translate(sphere(0.35, 6, 4), [x, -0.9, z]))), paint('Buoy', '#e0553a'));
  dressFromWords(context, [{ x: -1.2, z: -5.5 }, { x: 2.4, z: -6.5 }]);
}

/** A park: lawns either side of the path, benches and lamp posts along it, a fountain behind the cast, trees and hedges. */
export function park(context: SetContext): void {
  const { prop, paint, random } = context;
  ground(context, context.night ? '#1f3a1d' : '#5b9a45', 60, 'Lawn');
  prop('Path', decal(3.2, 40, 0, 0), paint('Gravel', '#c8b898'));
  prop('PathRing', decal(8, 8, 0, -6), paint('Gravel', '#c8b898'));
  const stone = paint('Stone', '#bdb6a6');
  prop('Fountain', merge(upright(2, 0.6, 0, -6, 12), upright(0.3, 1.6, 0, -6, 8), upright(0.8, 0.12, 0, -6, 10, 1.6)), stone);
  prop('FountainWater', upright(1.85, 0.05, 0, -6, 12, 0.55), paint('Water', '#4a8fc0', true));
  const wood = paint('BenchWood', '#8a6a44');
  const iron = paint('Iron', '#2b3b2f');
  const bulb = paint('StreetLamp', '#fff1c1', context.night);
  for (const [side, label] of [[-1, 'Left'], [1, 'Right']] as const) {
    prop(`Benches${label}`, merge(sideBench(side * 4.6, 1), sideBench(side * 4.6, 6)), wood);
    const posts = [lampPost(side * 4.5, -1.5), lampPost(side * 4.5, 8.5)];
    // Named poles, not posts, so only the lamps on them light up after dark.
    prop(`LampPoles${label}`, merge(...posts.map((post) => post.pole)), iron);
    prop(`Lamps${label}`, merge(...posts.map((post) => post.lamp)), bulb);
    prop(`Hedge${label}`, block(1, 1.1, 14, [side * 7.5, 0.55, 3]), paint('Hedge', '#2f6b2a'));
  }
  const leaves = paint('Leaves', random.pick(['#3b7a34', '#4a8a3a']));
  const groves = {
    '': [{ x: -7, z: -8, height: 8 }, { x: 7, z: -9, height: 7.5 }, { x: 0, z: -16, height: 9 }],
    Left: [{ x: -12, z: -2, height: 7 }],
    Right: [{ x: 12, z: 4, height: 8 }],
  };
  for (const [label, spots] of Object.entries(groves)) {
    const grove = trees(spots);
    prop(`TreeTrunks${label}`, grove.trunks, wood);
    prop(`Trees${label}`, grove.crowns, leaves);
  }
  prop('Flowerbed', merge(...Array.from({ length: 10 }, (_, index) => translate(sphere(0.2, 5, 3), [-3 + index * 0.65, 0.12, -10.2]))), paint('Flowers', random.pick(['#e0553a', '#e0c43a', '#c04a8a'])));
  dressFromWords(context, [{ x: -5, z: 3.5 }, { x: 5, z: 3.5 }]);
}

/** A rooftop: a parapet round the roof, a water tower and air-conditioning units behind the cast, the skyline beyond. */
export function rooftop(context: SetContext): void {
  const { prop, paint, random } = context;
  ground(context, '#8a8a84', 24, 'Roof');
  const concrete = paint('Parapet', '#a7a7a2');
  prop('ParapetBack', block(24, 1.1, 0.3, [0, 0.55, -8]), concrete);
  prop('ParapetLeft', block(0.3, 1.1, 20, [-8, 0.55, 2]), concrete);
  prop('ParapetRight', block(0.3, 1.1, 20, [8, 0.55, 2]), concrete);
  const wood = paint('TowerWood', '#7a5c3c');
  prop('WaterTower', merge(upright(1.3, 2.4, -3.5, -5.5, 10, 2.2), translate(cylinder(0, 1.45, 0.8, 10), [-3.5, 5, -5.5])), wood);
  prop('TowerLegs', merge(...[-0.9, 0.9].flatMap((dx) => [-0.9, 0.9].map((dz) => standing(0.12, 2.2, 0.12, -3.5 + dx, -5.5 + dz)))), paint('Steel', '#3b3f45'));
  const units = paint('Units', '#c8ccd0');
  prop('AirConditioner', standing(1.4, 1, 1, 2.5, -3.2), units);
  prop('AirConditionersRight', merge(standing(1.4, 1, 1, 5.2, -0.2), standing(1, 0.8, 1.2, 5.2, 4.5)), units);
  const vents = paint('Vents', '#5a5e62');
  prop('VentsLeft', merge(upright(0.15, 1.2, -5.5, 3), upright(0.15, 0.9, -5.2, 5.5)), vents);
  prop('Vent', upright(0.2, 0.6, 0.5, -4), vents);
  prop('Stairhouse', standing(2.4, 2.6, 2.2, 5.5, -5.8), concrete);
  prop('StairDoor', block(0.9, 2, 0.05, [5.5, 1, -4.68]), paint('Door', '#5a3a24'));
  // The skyline: towers of several heights all round, their windows lit at night.
  const towers = [-30, -18, -8, 4, 14, 26].map((x, index) => ({ x, z: -26 - (index % 3) * 6, height: 14 + ((index * 7) % 5) * 6 }));
  const sides = [-1, 1].flatMap((side) => [-6, 8].map((z, index) => ({ x: side * 24, z, height: 12 + index * 8 })));
  const towerPaint = paint('Towers', random.pick(['#5d6d7e', '#7a8592', '#6a6e78']));
  const skyline = (spots: typeof towers) => merge(...spots.map(({ x, z, height }) => block(8, height, 8, [x, height / 2 - 12, z])));
  prop('Skyline', skyline(towers), towerPaint);
  prop('SkylineLeft', skyline(sides.filter(({ x }) => x < 0)), towerPaint);
  prop('SkylineRight', skyline(sides.filter(({ x }) => x > 0)), towerPaint);
  const glass = paint('Windows', context.night ? '#f2c76b' : '#9fc9e6', context.night);
  prop('SkylineWindows', merge(...towers.flatMap(({ x, z, height }) => [-2, 2].map((dx) => translate(panel(1.4, height - 14), [x + dx, (height - 14) / 2 - 10, z + 4.02])))), glass);
  prop('Antenna', merge(upright(0.05, 5, 6.5, -7, 5, 2.6)), paint('Steel', '#3b3f45'));
  dressFromWords(context, [{ x: -5.5, z: 0 }, { x: 0.8, z: -6.8 }]);
}

/** A lighthouse on its rocky point behind the cast: the striped tower with its lit lamp room, the keeper's cottage, rocks and the sea. */
export function lighthouse(context: SetContext): void {
  const { prop, paint, random } = context;
  water(context, -1.2);
  prop('Headland', merge(translate(sphere([16, 3, 10], 10, 5), [0, -3, -12]), block(9, 0.2, 20, [0, -0.1, 6])), paint('Grass', context.night ? '#1f3a1d' : '#6a8a45'));
  prop('Path', decal(1.6, 14, 0, 2), paint('Path', '#a89a80'));
  const red = paint('Stripe', random.pick(['#c0392b', '#1f3a6a', '#2f2f2f']));
  const white = paint('Tower', '#f2f2ee');
  // Four bands, the lamp room and the cap: 8.6 m, and 13 m back, so the establishing shot shows the
  // lamp room whole (it glows after dark); a taller or nearer tower has its top cut off by the frame.
  const tower = -13;
  const band = (index: number) => translate(cylinder(1.5 - index * 0.12, 1.5 - (index - 1) * 0.12, 1.6, 10), [0, 0.8 + (index - 1) * 1.6, tower]);
  prop('TowerWhite', merge(...[1, 3].map(band)), white);
  prop('TowerStripes', merge(...[2, 4].map(band), translate(cylinder(0, 1.15, 1, 10), [0, 8.1, tower])), red);
  prop('LampRoom', upright(0.8, 1.2, 0, tower, 10, 6.4), paint('Lamp', '#fff1b0', true));
  const railing = Array.from({ length: 10 }, (_, index) => [1.25 * Math.cos(index * 0.628), tower + 1.25 * Math.sin(index * 0.628)]);
  prop('Gallery', merge(upright(1.3, 0.12, 0, tower, 12, 6.3), ...railing.map(([x, z]) => beam([x, 6.4, z], [x, 7.1, z], 0.04))), paint('Iron', '#2b2b2b'));
  prop('Cottage', merge(standing(4, 2.6, 3.4, 6.5, -6), translate(rotateY(cylinder(0, 2.9, 1.6, 4), Math.PI / 4), [6.5, 3.4, -6])), white);
  prop('CottageRoof', translate(rotateY(cylinder(0, 2.95, 1.62, 4), Math.PI / 4), [6.5, 3.42, -6]), red);
  prop('CottageWindows', merge(translate(panel(0.8, 0.8), [5.6, 1.5, -4.28]), translate(panel(0.8, 0.8), [7.4, 1.5, -4.28])), paint('WindowGlass', context.night ? '#f2c76b' : '#9fc9e6', context.night));
  const stone = paint('Rocks', '#6e6a64');
  prop('RocksLeft', rocks([{ x: -6, z: -2, size: 1.8 }, { x: -7.5, z: 3, size: 1.4 }, { x: -6, z: 8, size: 1.2 }]), stone);
  prop('RocksRight', rocks([{ x: 6.5, z: 3, size: 1.4 }, { x: 6, z: 8.5, size: 1.1 }]), stone);
  prop('Fence', merge(...[0.5, 0.95].map((y) => beam([-4.5, y, -2], [-4.5, y, 10], 0.06)), ...Array.from({ length: 5 }, (_, index) => standing(0.08, 1, 0.08, -4.5, -2 + index * 3))), paint('FenceWood', '#f2f2ee'));
  dressFromWords(context, [{ x: 2.6, z: -4.5 }, { x: -2.4, z: -4.5 }]);
}

/** Kinds outdoors, by name, for the set model's table. */
export const EXTERIOR_BUILDERS = { forest, mountain, beach, field, alley, harbour, park, rooftop, lighthouse } as const;
