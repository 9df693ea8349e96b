import type { Material, Node } from '@gltf-transform/core';
import type { SeededRandom } from '../seeded-random';
import { beam, box, cylinder, type Geometry, merge, panel, rotateX, rotateY, rotateZ, sphere, translate } from './geometry';
import type { GltfBuilder, Vector3 } from './gltf-builder';

export interface SetContext {
  builder: GltfBuilder;
  root: Node;
  random: SeededRandom;
  night: boolean;
  /** A material by name and sRGB hex, created once. */
  paint(name: string, hex: string, emissive?: boolean): Material;
  prop(name: string, geometry: Geometry, material: Material, translation?: Vector3, parent?: Node, rotationY?: number): Node;
  /** An empty node that places a prop made of several materials. */
  group(name: string, translation: Vector3, rotationY?: number, parent?: Node): Node;
  /** The words of the set's name and description (placeWords: lower case, plurals also singular). */
  words: ReadonlySet<string>;
}

// ---- shapes the sets share ----

/** A box of the given size centred at `centre`. */
export function block(width: number, height: number, depth: number, centre: Vector3): Geometry {
  return translate(box(width, height, depth), centre);
}

/** A box standing on the floor (y = `floor`) with its footprint centred at (x, z). */
export function standing(width: number, height: number, depth: number, x: number, z: number, floor = 0): Geometry {
  return block(width, height, depth, [x, floor + height / 2, z]);
}

/** An upright cylinder standing on the floor at (x, z); few segments, as props are seen from metres away. */
export function upright(radius: number, height: number, x: number, z: number, segments = 8, floor = 0): Geometry {
  return translate(cylinder(radius, radius, height, segments), [x, floor + height / 2, z]);
}

/** A wheel (or anything round and flat) whose axle runs along x or z. */
export function wheel(radius: number, width: number, centre: Vector3, axle: 'x' | 'z', segments = 10): Geometry {
  const disc = cylinder(radius, radius, width, segments);
  return translate(axle === 'x' ? rotateZ(disc, Math.PI / 2) : rotateX(disc, Math.PI / 2), centre);
}

/** Paint lying on the floor (road markings, parking lines): one rectangle a centimetre up, so it never flickers. */
export function decal(width: number, depth: number, x: number, z: number): Geometry {
  return translate(rotateX(panel(width, depth), -Math.PI / 2), [x, 0.01, z]);
}

/** A four-legged chair facing +z (its back at −z), seat 0.47 m up. */
export function chair(): Geometry {
  const legs = [-0.19, 0.19].flatMap((x) => [-0.19, 0.19].map((z) => standing(0.04, 0.45, 0.04, x, z)));
  return merge(block(0.44, 0.05, 0.44, [0, 0.47, 0]), block(0.44, 0.5, 0.05, [0, 0.74, -0.2]), ...legs);
}

/** Chairs round a table centred at (x, z): one in front facing it and one behind, so none sticks out sideways. */
export function chairsFacing(x: number, z: number, gap: number): Geometry {
  return merge(translate(chair(), [x, 0, z - gap]), translate(rotateY(chair(), Math.PI), [x, 0, z + gap]));
}

/** A round café table on one pedestal, top 0.75 m up. */
export function roundTable(radius: number, x: number, z: number): Geometry {
  return merge(translate(cylinder(radius, radius, 0.05, 10), [x, 0.75, z]), upright(0.05, 0.75, x, z, 6), upright(0.28, 0.04, x, z, 8));
}

/** A four-legged table, top 0.75 m up. */
export function table(width: number, depth: number, x: number, z: number): Geometry {
  const legs = [-1, 1].flatMap((sideX) => [-1, 1].map((sideZ) => standing(0.06, 0.72, 0.06, x + sideX * (width / 2 - 0.08), z + sideZ * (depth / 2 - 0.08))));
  return merge(block(width, 0.05, depth, [x, 0.745, z]), ...legs);
}

/** Low-poly trees: trunks and crowns as two geometries, for bark and leaves. */
export function trees(spots: { x: number; z: number; height: number }[]): { trunks: Geometry; crowns: Geometry } {
  return {
    trunks: merge(...spots.map(({ x, z, height }) => upright(height * 0.05, height * 0.6, x, z, 6))),
    crowns: merge(...spots.map(({ x, z, height }) => translate(sphere([height * 0.33, height * 0.38, height * 0.33], 8, 6), [x, height * 0.68, z]))),
  };
}

/** Rooms are this tall: their ceilings clear cameras up to 3.5 m. */
export const ROOM_HEIGHT = 3.9;

/** Three walls and a ceiling round the floor from z −4 to 5, open towards the camera. */
export function room(context: SetContext, width: number, material: Material): void {
  const { prop } = context;
  const half = width / 2;
  prop('BackWall', block(width + 0.3, ROOM_HEIGHT, 0.15, [0, ROOM_HEIGHT / 2, -4.075]), material);
  prop('LeftWall', block(0.15, ROOM_HEIGHT, 9, [-half - 0.075, ROOM_HEIGHT / 2, 0.5]), material);
  prop('RightWall', block(0.15, ROOM_HEIGHT, 9, [half + 0.075, ROOM_HEIGHT / 2, 0.5]), material);
  // Above the tallest camera, so wide shots show a room rather than sky over the walls.
  prop('Ceiling', block(width + 0.3, 0.1, 9.15, [0, ROOM_HEIGHT + 0.05, 0.425]), material);
}


/** A floor and the room round it, the walls in one paint. */
export function floorAndRoom(context: SetContext, width: number, floorHex: string, wallHex: string, floorName = 'Floor'): { wall: Material; floor: Material } {
  const floor = context.paint(floorName, floorHex);
  context.prop('Floor', block(width, 0.1, 9, [0, -0.05, 0.5]), floor);
  const wall = context.paint('Wall', wallHex);
  room(context, width, wall);
  return { wall, floor };
}

/** A flat ground for outdoor sets, its top at y = 0. */
export function ground(context: SetContext, hex: string, size = 60, name = 'Ground'): Material {
  const material = context.paint(name, hex);
  context.prop(name, box(size, 0.1, size), material, [0, -0.05, 0]);
  return material;
}

/** A window in a wall facing +z: glass (lit at night as the dark outside), frame and sill. */
export function wallWindow(width: number, height: number, centre: Vector3): { glass: Geometry; frame: Geometry } {
  const [x, y, z] = centre;
  const [w, h] = [width / 2, height / 2];
  const frame = merge(
    beam([x - w, y - h, z + 0.03], [x + w, y - h, z + 0.03], 0.08),
    beam([x - w, y + h, z + 0.03], [x + w, y + h, z + 0.03], 0.08),
    beam([x - w, y - h, z + 0.03], [x - w, y + h, z + 0.03], 0.08),
    beam([x + w, y - h, z + 0.03], [x + w, y + h, z + 0.03], 0.08),
    beam([x, y - h, z + 0.03], [x, y + h, z + 0.03], 0.05),
    block(width + 0.3, 0.06, 0.2, [x, y - h - 0.03, z + 0.08]),
  );
  return { glass: translate(panel(width, height), [x, y, z + 0.01]), frame };
}

/** Open shelving against a wall, its back at −z: sides and `levels` boards, centred at (x, z). */
export function shelves(width: number, height: number, depth: number, levels: number, x: number, z: number): Geometry {
  const boards = Array.from({ length: levels }, (_, index) => block(width, 0.04, depth, [x, 0.1 + (index * (height - 0.1)) / (levels - 1), z]));
  return merge(block(width, height, 0.03, [x, height / 2, z - depth / 2]), block(0.05, height, depth, [x - width / 2, height / 2, z]), block(0.05, height, depth, [x + width / 2, height / 2, z]), ...boards);
}

/** Things in a row on each shelf of shelves(): boxes of varying height, a gap between. */
export function shelfRows(width: number, height: number, levels: number, x: number, z: number, itemWidth = 0.22, take = (index: number) => index % 3 !== 2): Geometry {
  const items: Geometry[] = [];
  for (let level = 0; level < levels - 1; level += 1) {
    const y = 0.12 + (level * (height - 0.1)) / (levels - 1);
    const count = Math.floor((width - 0.1) / (itemWidth + 0.04));
    for (let index = 0; index < count; index += 1) {
      if (!take(index + level)) continue;
      const tall = 0.22 + ((index + level) % 3) * 0.05;
      items.push(block(itemWidth, tall, 0.2, [x - width / 2 + 0.08 + itemWidth / 2 + index * (itemWidth + 0.04), y + tall / 2, z]));
    }
  }
  return merge(...items);
}

/** A counter: a cabinet `width` long with a top that overhangs it. */
export function counter(width: number, depth: number, x: number, z: number, height = 1): Geometry {
  return merge(standing(width, height - 0.05, depth, x, z), block(width + 0.1, 0.05, depth + 0.1, [x, height - 0.025, z]));
}

/** A bed, head against a wall at −z: frame with headboard, then mattress and pillow as a second mesh. */
export function bed(width: number, length: number, x: number, z: number): { frame: Geometry; bedding: Geometry } {
  const frame = merge(standing(width, 0.35, length, x, z), standing(width + 0.1, 1.1, 0.08, x, z - length / 2));
  const bedding = merge(block(width - 0.05, 0.2, length - 0.1, [x, 0.45, z + 0.03]), block(width * 0.7, 0.14, 0.4, [x, 0.62, z - length / 2 + 0.3]));
  return { frame, bedding };
}

/** A desk with drawers on one side, top 0.76 m up. */
export function desk(width: number, depth: number, x: number, z: number): Geometry {
  return merge(block(width, 0.05, depth, [x, 0.75, z]), standing(0.45, 0.73, depth - 0.05, x + width / 2 - 0.25, z), standing(0.05, 0.73, depth - 0.05, x - width / 2 + 0.03, z));
}

/** A pew facing −z (towards an altar), its back towards +z. */
export function pew(width: number, x: number, z: number): Geometry {
  return merge(block(width, 0.06, 0.45, [x, 0.45, z]), block(width, 0.55, 0.05, [x, 0.75, z + 0.22]), standing(0.06, 0.45, 0.45, x - width / 2 + 0.05, z), standing(0.06, 0.45, 0.45, x + width / 2 - 0.05, z));
}

/** A rowing boat lying along z: a hull tapered at the bow, thwarts across it. */
export function boat(length: number, width: number, centre: Vector3): Geometry {
  const hull = merge(translate(box(width, 0.5, length * 0.7), [0, 0, -length * 0.15]), translate(rotateY(cylinder(width / Math.sqrt(3), width / Math.sqrt(3), 0.5, 3), Math.PI), [0, 0, length * 0.2 + width / Math.sqrt(12)]));
  const thwarts = [-0.3, 0.1].map((share) => block(width - 0.05, 0.05, 0.2, [0, 0.2, share * length]));
  return translate(merge(hull, ...thwarts), centre);
}

/** A lamp post: pole and arm as one geometry, the lamp as another (lit at night). */
export function lampPost(x: number, z: number, height = 3.6, floor = 0): { pole: Geometry; lamp: Geometry } {
  return {
    pole: merge(upright(0.07, height, x, z, 6, floor), upright(0.16, 0.25, x, z, 6, floor)),
    lamp: translate(cylinder(0.12, 0.2, 0.4, 6), [x, floor + height + 0.2, z]),
  };
}

/** Wooden crates stacked at (x, z): two side by side and one on top. */
export function crates(x: number, z: number, size = 0.7, floor = 0): Geometry {
  return merge(standing(size, size, size, x, z, floor), standing(size, size, size, x + size + 0.05, z + 0.05, floor), translate(rotateY(box(size, size, size), 0.3), [x + size / 2, floor + size * 1.5, z]));
}

/** A barrel that bulges in the middle: two frustums base to base. */
export function barrel(x: number, z: number, floor = 0, radius = 0.3): Geometry {
  return merge(translate(cylinder(radius, radius * 0.83, 0.43, 8), [x, floor + 0.645, z]), translate(cylinder(radius * 0.83, radius, 0.43, 8), [x, floor + 0.215, z]));
}

/** Mesh of a hung net: cords this far apart and this thick (thick enough not to vanish between pixels in a wide shot). */
const NET_MESH = 0.25;
const NET_CORD = 0.035;

/**
 * A fishing net hung to dry over a rail between two poles, along z (poles and net apart, for two
 * materials): a grid of cords from the rail down to 0.4 m, the water showing through its meshes.
 */
export function hungNet(x: number, z: number, length: number): { poles: Geometry; net: Geometry } {
  const poles = merge(upright(0.05, 2.2, x, z - length / 2, 5), upright(0.05, 2.2, x, z + length / 2, 5), beam([x, 2.15, z - length / 2], [x, 2.15, z + length / 2], 0.05));
  const [top, bottom] = [2.1, 0.4];
  const across = Math.round((length - 0.1) / NET_MESH);
  const down = Math.round((top - bottom) / NET_MESH);
  const zAt = (index: number) => z - (length - 0.1) / 2 + (index * (length - 0.1)) / across;
  const yAt = (index: number) => top - (index * (top - bottom)) / down;
  const hanging = Array.from({ length: across + 1 }, (_, index) => beam([x, top, zAt(index)], [x, bottom, zAt(index)], NET_CORD));
  const strung = Array.from({ length: down + 1 }, (_, index) => beam([x, yAt(index), zAt(0)], [x, yAt(index), zAt(across)], NET_CORD));
  return { poles, net: merge(...hanging, ...strung) };
}

/** Boulders: squashed low spheres. */
export function rocks(spots: { x: number; z: number; size: number }[]): Geometry {
  return merge(...spots.map(({ x, z, size }) => translate(sphere([size, size * 0.6, size * 0.8], 6, 4), [x, size * 0.25, z])));
}

/** Conifers: a trunk and a cone of needles each, as two geometries. */
export function pines(spots: { x: number; z: number; height: number }[]): { trunks: Geometry; crowns: Geometry } {
  return {
    trunks: merge(...spots.map(({ x, z, height }) => upright(height * 0.04, height * 0.3, x, z, 5))),
    crowns: merge(...spots.map(({ x, z, height }) => translate(cylinder(0, height * 0.22, height * 0.75, 7), [x, height * 0.3 + height * 0.375, z]))),
  };
}

/** A bench along z, for the sides of a path or a room. */
export function sideBench(x: number, z: number, length = 1.6, floor = 0): Geometry {
  return merge(block(0.45, 0.06, length, [x, floor + 0.45, z]), block(0.06, 0.4, length, [x + (x > 0 ? 0.2 : -0.2), floor + 0.75, z]), standing(0.4, 0.43, 0.06, x, z - length / 2 + 0.1, floor), standing(0.4, 0.43, 0.06, x, z + length / 2 - 0.1, floor));
}

/** A spot where a prop named in the description may stand: clear of the cast, the floor at `floor`. */
export interface DressingSpot {
  x: number;
  z: number;
  floor?: number;
}

interface Dressing {
  name: string;
  words: readonly string[];
  build(context: SetContext, spot: DressingSpot): void;
}

/** Kit props a description or an action line may ask for, each a word list and a small cluster. */
const DRESSINGS: readonly Dressing[] = [
  {
    name: 'Loaves',
    words: ['loaf', 'loaves', 'bread', 'baguette', 'bun', 'pastry', 'croissant'],
    build: (context, { x, z, floor = 0 }) => {
      context.prop('DressingLoavesTray', merge(table(0.9, 0.6, x, z)), context.paint('KitWood', '#8a6a44'), [0, floor, 0]);
      const loaves = [-0.3, 0, 0.3].flatMap((dx) => [-0.12, 0.12].map((dz) => translate(sphere([0.13, 0.07, 0.07], 6, 4), [x + dx, floor + 0.83, z + dz])));
      context.prop('DressingLoaves', merge(...loaves), context.paint('KitBread', '#c98a43'));
    },
  },
  {
    name: 'Lanterns',
    words: ['lantern', 'lanterns', 'lamp', 'lamps', 'light', 'lights', 'torch'],
    build: (context, { x, z, floor = 0 }) => {
      context.prop('DressingLanternPosts', merge(upright(0.05, 1.9, x - 0.35, z, 5, floor), upright(0.05, 1.9, x + 0.35, z, 5, floor)), context.paint('KitWood', '#8a6a44'));
      context.prop('DressingLanterns', merge(block(0.22, 0.3, 0.22, [x - 0.35, floor + 2.05, z]), block(0.22, 0.3, 0.22, [x + 0.35, floor + 2.05, z])), context.paint('KitGlow', '#ffc86b', true));
    },
  },
  {
    name: 'Nets',
    words: ['net', 'nets', 'fishing', 'trawl'],
    build: (context, { x, z, floor = 0 }) => {
      const { poles, net } = hungNet(x, z, 1);
      context.prop('DressingNetPoles', translate(poles, [0, floor, 0]), context.paint('KitWood', '#8a6a44'));
      context.prop('DressingNets', translate(net, [0, floor, 0]), context.paint('KitRope', '#9c8b62'));
    },
  },
  {
    name: 'Barrels',
    words: ['barrel', 'barrels', 'cask', 'casks', 'keg', 'kegs'],
    build: (context, { x, z, floor = 0 }) => context.prop('DressingBarrels', merge(barrel(x - 0.22, z - 0.2, floor, 0.26), barrel(x + 0.25, z - 0.15, floor, 0.26), barrel(x, z + 0.25, floor, 0.26)), context.paint('KitWood', '#8a6a44')),
  },
  {
    name: 'Crates',
    words: ['crate', 'crates', 'box', 'boxes', 'cargo', 'parcel', 'parcels'],
    build: (context, { x, z, floor = 0 }) => context.prop('DressingCrates', crates(x - 0.3, z, 0.5, floor), context.paint('KitCrate', '#a9834f')),
  },
  {
    name: 'Books',
    words: ['book', 'books', 'library', 'novel', 'novels', 'tome'],
    build: (context, { x, z, floor = 0 }) => {
      context.prop('DressingBookcase', translate(shelves(1, 1.6, 0.3, 4, x, z), [0, floor, 0]), context.paint('KitWood', '#8a6a44'));
      context.prop('DressingBooks', translate(shelfRows(1, 1.6, 4, x, z, 0.12), [0, floor, 0]), context.paint('KitBooks', '#8c3b3b'));
    },
  },
  {
    name: 'Candles',
    words: ['candle', 'candles', 'candlelight', 'candlelit', 'candelabra'],
    build: (context, { x, z, floor = 0 }) => {
      const sticks = [0, 0.18, -0.18].map((dx, index) => upright(0.03, 0.25 + index * 0.05, x + dx, z, 5, floor + 1.05));
      context.prop('DressingCandleStand', merge(upright(0.2, 1.05, x, z, 6, floor), ...sticks), context.paint('KitMetal', '#8d8470'));
      context.prop('DressingCandles', merge(...[0, 0.18, -0.18].map((dx, index) => translate(sphere([0.03, 0.05, 0.03], 5, 3), [x + dx, floor + 1.35 + index * 0.05, z]))), context.paint('KitGlow', '#ffc86b', true));
    },
  },
  {
    name: 'Plants',
    words: ['plant', 'plants', 'flower', 'flowers', 'fern', 'ferns', 'pot', 'pots', 'bouquet'],
    build: (context, { x, z, floor = 0 }) => {
      context.prop('DressingPlantPots', merge(translate(cylinder(0.22, 0.16, 0.45, 7), [x - 0.25, floor + 0.225, z]), translate(cylinder(0.18, 0.14, 0.35, 7), [x + 0.3, floor + 0.175, z])), context.paint('KitPot', '#b5654a'));
      context.prop('DressingPlants', merge(translate(sphere([0.3, 0.45, 0.3], 6, 4), [x - 0.25, floor + 0.85, z]), translate(sphere([0.22, 0.3, 0.22], 6, 4), [x + 0.3, floor + 0.6, z])), context.paint('KitLeaves', '#3e7d3a'));
    },
  },
  {
    name: 'Bottles',
    words: ['bottle', 'bottles', 'wine', 'whisky', 'whiskey', 'beer', 'rum'],
    build: (context, { x, z, floor = 0 }) => {
      context.prop('DressingBottleCrate', standing(0.8, 0.35, 0.5, x, z, floor), context.paint('KitCrate', '#a9834f'));
      const bottles = [-0.25, 0, 0.25].flatMap((dx) => [-0.1, 0.1].map((dz) => merge(upright(0.045, 0.25, x + dx, z + dz, 6, floor + 0.35), upright(0.015, 0.1, x + dx, z + dz, 4, floor + 0.6))));
      context.prop('DressingBottles', merge(...bottles), context.paint('KitGlass', '#2f6b3a'));
    },
  },
];

/** At most this many word props a set: each brings up to two materials, and a set has at most 15. */
const MOST_DRESSINGS = 2;

/**
 * Kit props for the words of the description and action lines ("trays of loaves", "nets"), one a
 * free spot of the set, in the order of the spots.
 */
export function dressFromWords(context: SetContext, spots: readonly DressingSpot[]): void {
  const wanted = DRESSINGS.filter((dressing) => dressing.words.some((word) => context.words.has(word)));
  wanted.slice(0, Math.min(spots.length, MOST_DRESSINGS)).forEach((dressing, index) => dressing.build(context, spots[index]));
}

/** The names of the kit props the words can ask for. */
export const DRESSING_NAMES = DRESSINGS.map((dressing) => dressing.name);
