import { placeWords, resolveSetKind } from '@studio/contracts/set-kind-words';
import { type OceanType, type SetKind } from '@studio/contracts/sets';
import type { Material, Node } from '@gltf-transform/core';
import type { BuildSetInput } from '../engine.types';
import { hashString, seededRandom } from '../seeded-random';
import { beam, box, cylinder, type Geometry, heightField, merge, panel, prism, rotateX, rotateY, rotateZ, sphere, translate } from './geometry';
import { colour, GltfBuilder, quaternion, type Vector3 } from './gltf-builder';
import { EXTERIOR_BUILDERS } from './set-exteriors';
import { INTERIOR_BUILDERS } from './set-interiors';
import { block, chair, chairsFacing, decal, dressFromWords, ROOM_HEIGHT, room, roundTable, type SetContext, standing, table, trees, upright, wheel } from './set-kit';

/*
 * Actors stand on an arc through the origin that opens towards +z, where the cameras are. So that
 * no prop stands in an actor or in front of a camera, every set keeps a clear zone: |x| ≤ 4 m
 * (2.2 m between a ship's rails), z from −0.6 m (just behind the middle actor) to 12 m (the
 * establishing camera) on land and to the end of the deck on a ship, from the floor up to 3.8 m.
 * Only what lies flat on the floor (floors, rugs, road paint) is inside it and only ceilings pass
 * over it; everything else stands behind the cast (−z) or to its sides. Each mesh is one prop, or
 * a cluster of like props on one side, so its bounding box is a fair obstacle for a camera to avoid.
 *
 * A set is built as one kind of place (SET_KINDS): the spec's five set types are families over
 * them, and the original five sets below are their own kinds; the rest are in set-interiors.ts and
 * set-exteriors.ts, sharing the kit in set-kit.ts.
 */

/** Environment GLBs: a ground and the props that make a place, laid out around the origin (actors stand at 0,0,0). */
export function buildSetModel(input: BuildSetInput): GltfBuilder {
  const builder = new GltfBuilder(input.name);
  const text = `${input.name} ${input.description ?? ''}`.toLowerCase();
  const turn = (rotationY?: number) => (rotationY ? quaternion(0, rotationY) : undefined);
  const context: SetContext = {
    builder,
    root: builder.part('Set'),
    random: seededRandom(hashString(`${input.name}|${input.description ?? ''}`)),
    night: /\b(night|midnight|evening|dark)\b/.test(text),
    paint: (name, hex, emissive) => builder.material(name, colour(hex), emissive ? { emissive: colour(hex) } : {}),
    prop: (name, geometry, material, translation, parent, rotationY) =>
      builder.part(name, { parent: parent ?? context.root, geometry, material, translation, rotation: turn(rotationY) }),
    group: (name, translation, rotationY, parent) => builder.part(name, { parent: parent ?? context.root, translation, rotation: turn(rotationY) }),
    words: new Set(placeWords(text)),
  };
  if (input.oceanType) buildPirateShip(context, input.oceanType);
  else SET_BUILDERS[input.kind ?? resolveSetKind({ name: input.name, description: input.description, type: input.type })](context);
  return builder;
}

// ---- farm ----

function farm(context: SetContext): void {
  const { prop, paint, random } = context;
  const grass = paint('Grass', context.night ? '#1f3a1d' : '#4f8a3a');
  prop('Ground', box(60, 0.1, 60), grass, [0, -0.05, 0]);
  // Hills beyond the ground's far edge make a horizon for the establishing shot.
  const hills = [[-18, -31, 16, 5, 8], [6, -33, 20, 4, 9], [27, -28, 12, 6, 8]].map(([x, z, rx, ry, rz]) => translate(sphere([rx, ry, rz], 10, 5), [x, -1, z]));
  prop('Hills', merge(...hills), grass);
  barn(context);
  const silo = paint('Silo', '#a9b0b5');
  prop('Silo', merge(upright(1.4, 7, 0, 0, 12), translate(sphere(1.4, 12, 6), [0, 7, 0])), silo, [-1.6, 0, -11]);
  const wood = paint('Wood', '#8a6a44');
  prop('Fence', fenceRun([-2.5, -4.5], [16, -4.5]), wood);
  prop('SideFence', fenceRun([11, -4.5], [11, 10]), wood);
  const hay = paint('Hay', '#d9b44a');
  const baleAt = (x: number, y: number, z: number, axle: 'x' | 'z') => wheel(0.6, 1.2, [x + random.range(-0.15, 0.15), y, z], axle, 10);
  // Two bales on this side of the fence, the rest stacked in the field behind it.
  prop('HayBales', merge(baleAt(5.4, 0.6, -2, 'z'), baleAt(6.9, 0.6, -1.7, 'z')), hay);
  prop('HayStack', merge(baleAt(2.6, 0.6, -7, 'x'), baleAt(3.9, 0.6, -7.2, 'x'), baleAt(3.25, 1.6, -7.1, 'x')), hay);
  waterTrough(context, silo);
  tractor(context, hay);
  hayCart(context, wood, hay);
  const grove = trees([
    { x: -15, z: -14, height: 7 },
    { x: -18, z: -6, height: 6 },
    { x: 13, z: -15, height: 7.5 },
    { x: 18, z: -8, height: 6.5 },
    { x: 5, z: -19, height: 7 },
    { x: -7, z: -21, height: 8 },
  ]);
  prop('TreeTrunks', grove.trunks, wood);
  prop('Trees', grove.crowns, paint('Leaves', '#2f6b2a'));
}

/** A fence from one point to another on the ground: two rails on posts about 2.6 m apart. */
function fenceRun([x1, z1]: [number, number], [x2, z2]: [number, number]): Geometry {
  const posts = Math.ceil(Math.hypot(x2 - x1, z2 - z1) / 2.6);
  const rails = [0.5, 1].map((y) => beam([x1, y, z1], [x2, y, z2], 0.09));
  return merge(...rails, ...Array.from({ length: posts + 1 }, (_, index) => standing(0.12, 1.2, 0.12, x1 + ((x2 - x1) * index) / posts, z1 + ((z2 - z1) * index) / posts)));
}

/** The red barn, gable end to the camera: walls under an overhanging roof, cream trim crossing the doors and the hayloft. */
function barn(context: SetContext): void {
  const { prop, paint, random } = context;
  const barn = context.group('Barn', [-6.5, 0, -9.5]);
  const red = paint('BarnRed', random.pick(['#9c2a22', '#8b2e1f', '#a33b2a']));
  prop('BarnWalls', merge(standing(6, 4, 8, 0, 0), translate(prism(6, 3, 8), [0, 4, 0])), red, undefined, barn);
  // Two slabs lying on the 45° gable, reaching half a metre past the eaves and the gable ends.
  const slab = (side: number) => translate(rotateZ(box(4.9, 0.15, 8.6), (-side * Math.PI) / 4), [side * 1.67, 5.43, 0]);
  prop('BarnRoof', merge(slab(-1), slab(1)), paint('Roof', '#3d3d3d'), undefined, barn);
  const z = 4.04;
  const frame = (left: number, bottom: number, right: number, top: number) => [
    beam([left, bottom, z], [left, top, z], 0.15),
    beam([right, bottom, z], [right, top, z], 0.15),
    beam([left, top, z], [right, top, z], 0.15),
    beam([left, bottom, z], [right, top, z], 0.12),
    beam([right, bottom, z], [left, top, z], 0.12),
  ];
  const corners = [-1, 1].map((side) => beam([side * 2.95, 0, z], [side * 2.95, 4, z], 0.15));
  prop('BarnTrim', merge(...frame(-1.3, 0, 1.3, 3), ...frame(-0.6, 4.6, 0.6, 5.8), beam([-0.6, 4.6, z], [0.6, 4.6, z], 0.15), ...corners), paint('Door', '#efe6d2'), undefined, barn);
}

/** A galvanised trough behind the fence: four thin sides and a bottom round the water. */
function waterTrough(context: SetContext, metal: Material): void {
  const { prop, paint } = context;
  const trough = context.group('WaterTrough', [1.8, 0, -5.8]);
  const sides = [standing(2, 0.6, 0.08, 0, 0.31), standing(2, 0.6, 0.08, 0, -0.31), standing(0.08, 0.6, 0.7, 0.96, 0), standing(0.08, 0.6, 0.7, -0.96, 0), standing(2, 0.08, 0.7, 0, 0)];
  prop('TroughTank', merge(...sides), metal, undefined, trough);
  prop('TroughWater', block(1.84, 0.04, 0.54, [0, 0.5, 0]), paint('Water', '#3f7fb5'), undefined, trough);
}

/** A green tractor with yellow hubs, front (+x) turned towards the yard. */
function tractor(context: SetContext, hubPaint: Material): void {
  const { prop, paint } = context;
  const tractor = context.group('Tractor', [7.5, 0, -8], -2.4);
  const posts = [-0.25, -1.35].flatMap((x) => [-0.6, 0.6].map((z) => block(0.08, 1.3, 0.08, [x, 2.1, z])));
  const fenders = [-1, 1].map((side) => block(1.3, 0.08, 0.45, [-0.8, 1.6, side * 0.85]));
  const body = [block(2.2, 0.5, 0.9, [0.3, 0.9, 0]), block(1.6, 0.8, 0.8, [0.9, 1.45, 0]), block(1.0, 0.3, 0.9, [-0.8, 1.3, 0]), block(1.3, 0.08, 1.4, [-0.8, 2.79, 0])];
  prop('TractorBody', merge(...body, ...posts, ...fenders), paint('TractorGreen', '#2f7d32'), undefined, tractor);
  const axles = [-1, 1].flatMap((side) => [{ centre: [-0.8, 0.75, side * 0.85] as Vector3, radius: 0.75, width: 0.4 }, { centre: [1.3, 0.42, side * 0.6] as Vector3, radius: 0.42, width: 0.25 }]);
  const tyre = paint('Tyre', '#1a1a1a');
  const exhaust = upright(0.05, 0.9, 1.3, 0.2, 6, 1.85);
  const seat = block(0.4, 0.4, 0.4, [-0.9, 1.65, 0]);
  prop('TractorWheels', merge(...axles.map(({ centre, radius, width }) => wheel(radius, width, centre, 'z')), exhaust, seat), tyre, undefined, tractor);
  prop('TractorHubs', merge(...axles.map(({ centre, radius, width }) => wheel(radius * 0.5, width + 0.02, centre, 'z', 6))), hubPaint, undefined, tractor);
}

/** A wooden cart heaped with hay, off to the left by the barn. */
function hayCart(context: SetContext, wood: Material, hay: Material): void {
  const { prop } = context;
  const cart = context.group('HayCart', [-12.5, 0, -3], 0.5);
  const boards = [block(2.4, 0.4, 0.06, [0, 1.06, 0.67]), block(2.4, 0.4, 0.06, [0, 1.06, -0.67]), block(0.06, 0.4, 1.4, [1.17, 1.06, 0]), block(0.06, 0.4, 1.4, [-1.17, 1.06, 0])];
  const wheels = [-1, 1].map((side) => wheel(0.55, 0.12, [0, 0.55, side * 0.78], 'z'));
  prop('CartWood', merge(block(2.4, 0.12, 1.4, [0, 0.8, 0]), ...boards, ...wheels, beam([1.2, 0.8, 0], [2.8, 0.4, 0], 0.1)), wood, undefined, cart);
  prop('CartHay', translate(sphere([1.15, 0.55, 0.65], 8, 5), [0, 1.1, 0]), hay, undefined, cart);
}

// ---- apartment ----

function apartment(context: SetContext): void {
  const { prop, paint, random } = context;
  prop('Floor', block(11, 0.1, 9, [0, -0.05, 0.5]), paint('WoodFloor', '#a0784c'));
  room(context, 11, paint('Wall', random.pick(['#e8e1d4', '#d7e3e8', '#efe0d0', '#dfe6d5'])));
  const trim = paint('Trim', '#f4f1ea');
  const fabric = paint('Rug', random.pick(['#8c3b3b', '#3b5b8c', '#8c7a3b']));
  const tableWood = paint('TableWood', '#6b4a2e');
  apartmentWindow(context, trim, fabric);
  const sofa = paint('Sofa', random.pick(['#5b6f8a', '#7a4b3a', '#4f6b4f', '#8a7a5b']));
  const sofaShape = merge(block(2.4, 0.45, 0.9, [0, 0.22, 0]), block(2.4, 0.6, 0.2, [0, 0.75, -0.35]), block(0.2, 0.35, 0.9, [-1.1, 0.6, 0]), block(0.2, 0.35, 0.9, [1.1, 0.6, 0]));
  prop('Sofa', sofaShape, sofa, [-1.4, 0, -3.4]);
  prop('SofaCushions', merge(...[-0.7, 0.7].map((x) => translate(rotateX(box(0.45, 0.4, 0.12), -0.25), [x, 0.68, -0.18]))), fabric, [-1.4, 0, -3.4]);
  prop('CoffeeTable', merge(block(1.2, 0.06, 0.6, [0, 0.42, 0]), ...[-0.5, 0.5].flatMap((x) => [-0.22, 0.22].map((z) => standing(0.05, 0.4, 0.05, x, z)))), tableWood, [-1.4, 0, -2.25]);
  prop('Rug', block(3, 0.02, 2, [-1.4, 0.01, -2.3]), fabric);
  // The picture hangs over the sofa; its frame shares the table's wood.
  const picture = context.group('Picture', [-1.4, 2.15, -3.98]);
  prop('PictureFrame', box(1.3, 0.95, 0.04), tableWood, undefined, picture);
  prop('PictureCanvas', block(1.1, 0.75, 0.02, [0, 0, 0.025]), paint('Painting', random.pick(['#d98c3a', '#3a8cd9', '#c94f6d', '#4fa37a'])), undefined, picture);
  const lamp = merge(upright(0.03, 1.5, 0, 0, 6), upright(0.18, 0.03, 0, 0, 8), translate(cylinder(0.15, 0.3, 0.35, 10), [0, 1.6, 0]));
  prop('Lamp', lamp, paint('LampShade', '#f6e7b5', context.night), [0.35, 0, -3.55]);
  const shelfWood = paint('ShelfWood', '#5a3f28');
  bookshelf(context, shelfWood, fabric, sofa);
  prop('DiningTable', table(1.4, 0.85, 4.3, -2.3), tableWood);
  prop('Chairs', merge(translate(rotateY(chair(), Math.PI), [3.95, 0, -1.45]), translate(rotateY(chair(), Math.PI), [4.65, 0, -1.45]), translate(chair(), [4.3, 0, -3.2])), tableWood);
  const plant = context.group('Plant', [5, 0, -3.45]);
  prop('PlantPot', translate(cylinder(0.25, 0.18, 0.45, 8), [0, 0.225, 0]), trim, undefined, plant);
  prop('PlantLeaves', merge(translate(sphere([0.45, 0.6, 0.45], 7, 5), [0, 1.05, 0]), translate(sphere([0.3, 0.4, 0.3], 6, 4), [0.15, 1.6, 0.05])), paint('Plant', '#3e7d3a'), undefined, plant);
  // A television on a low cabinet against the right wall, beside the cast and out of the cameras' way.
  prop('TvCabinet', standing(0.45, 0.5, 1.6, 5.25, 0.3), shelfWood);
  prop('Television', block(0.06, 0.7, 1.2, [5.44, 1.55, 0.3]), paint('Screen', '#141414'));
  // The flat's front door, in the left wall beside the cast.
  const doorFrame = [beam([0, 0, -0.55], [0, 2.2, -0.55], 0.1), beam([0, 0, 0.55], [0, 2.2, 0.55], 0.1), beam([0, 2.2, -0.6], [0, 2.2, 0.6], 0.1)];
  const door = context.group('Door', [-5.45, 0, 2.2]);
  prop('DoorPanel', standing(0.05, 2.15, 1, 0, 0), tableWood, undefined, door);
  prop('DoorFrame', merge(...doorFrame), trim, undefined, door);
  dressFromWords(context, [{ x: 4.85, z: 3 }, { x: -4.85, z: 0 }]);
}

/** The window in the back wall: glass (lit from within at night), a cross-barred frame, a sill and curtains either side. */
function apartmentWindow(context: SetContext, trim: Material, fabric: Material): void {
  const { prop, paint } = context;
  const pane = context.group('Window', [2.3, 2, -3.98]);
  prop('WindowGlass', box(2, 1.5, 0.04), paint('WindowGlass', context.night ? '#1b2a4a' : '#bfe3ff', true), undefined, pane);
  const bars = [beam([-1, -0.75, 0.03], [1, -0.75, 0.03], 0.08), beam([-1, 0.75, 0.03], [1, 0.75, 0.03], 0.08), beam([-1, -0.75, 0.03], [-1, 0.75, 0.03], 0.08), beam([1, -0.75, 0.03], [1, 0.75, 0.03], 0.08)];
  const mullions = [beam([0, -0.75, 0.03], [0, 0.75, 0.03], 0.05), beam([-1, 0, 0.03], [1, 0, 0.03], 0.05)];
  prop('WindowFrame', merge(...bars, ...mullions, block(2.3, 0.06, 0.2, [0, -0.8, 0.08])), trim, undefined, pane);
  prop('Curtains', merge(block(0.55, 2.7, 0.08, [-1.3, -0.15, 0.1]), block(0.55, 2.7, 0.08, [1.3, -0.15, 0.1])), fabric, undefined, pane);
}

/** A tall bookshelf against the back wall, its books in two colours borrowed from the room. */
function bookshelf(context: SetContext, wood: Material, booksA: Material, booksB: Material): void {
  const { prop } = context;
  const shelf = context.group('Bookshelf', [-4.5, 0, -3.78]);
  const boards = [0.02, 0.56, 1.1, 1.64, 2.18].map((y) => block(1.5, 0.04, 0.35, [0, y, 0]));
  prop('Shelves', merge(block(1.5, 2.2, 0.03, [0, 1.1, -0.16]), block(0.05, 2.2, 0.35, [-0.73, 1.1, 0]), block(0.05, 2.2, 0.35, [0.73, 1.1, 0]), ...boards), wood, undefined, shelf);
  // Three runs of books a shelf, of different heights, the two colours taking turns.
  const runs = [0.04, 0.58, 1.12, 1.66].flatMap((y, shelfIndex) =>
    [-0.42, -0.05, 0.35].map((x, index) => ({ geometry: block(0.32, 0.3 + ((shelfIndex + index) % 3) * 0.05, 0.24, [x, y + 0.15 + ((shelfIndex + index) % 3) * 0.025, 0]), first: (shelfIndex + index) % 2 === 0 })),
  );
  prop('Books', merge(...runs.filter((run) => run.first).map((run) => run.geometry)), booksA, undefined, shelf);
  prop('BooksDark', merge(...runs.filter((run) => !run.first).map((run) => run.geometry)), booksB, undefined, shelf);
}

// ---- taqueria ----

function taqueria(context: SetContext): void {
  const { prop, paint, random } = context;
  prop('Floor', block(13, 0.1, 9, [0, -0.05, 0.5]), paint('Tiles', '#c9a27a'));
  const stucco = paint('Stucco', random.pick(['#f0c94a', '#e98a3b', '#5bb3a8', '#e9dccb']));
  room(context, 13, stucco);
  const talavera = paint('Talavera', '#2d5fa8');
  // Blue tiles along the back wall and the counter's front.
  prop('Tilework', merge(block(13, 1.1, 0.04, [0, 0.55, -3.98]), block(5, 0.3, 0.02, [0, 0.75, -1.99])), talavera);
  const counterPaint = paint('Counter', '#b5462d');
  prop('Counter', merge(translate(box(5, 1.05, 0.8), [0, 0.52, 0]), translate(box(5.2, 0.06, 0.9), [0, 1.08, 0])), counterPaint, [0, 0, -2.4]);
  const iron = paint('Iron', '#2b2b2b');
  prop('Comal', translate(box(1.4, 0.05, 0.6), [0, 1.14, 0]), iron, [-1.2, 0, -2.4]);
  const chrome = paint('Chrome', '#b0b4b8');
  kitchen(context, chrome, iron);
  prop('MenuBoard', box(3, 1.2, 0.05), paint('MenuBoard', '#1e1e1e', context.night), [1.1, 2.35, -3.9]);
  const white = paint('AwningWhite', '#f5f5f5');
  // Chalk lines in two columns under a title, as a menu reads from across the room.
  const lines = [-0.7, 0.7].flatMap((x) => [0.05, -0.18, -0.41].map((y) => translate(panel(1.1, 0.09), [x, y, 0.03])));
  prop('MenuText', merge(translate(panel(1.6, 0.16), [0, 0.38, 0.03]), ...lines), white, [1.1, 2.35, -3.9]);
  const red = paint('AwningRed', '#c62828');
  const stripes = [0, 1, 2, 3, 4, 5].map((index) => translate(box(0.8, 0.05, 1.2), [-2.0 + index * 0.8, 0, 0]));
  prop('Awning', rotateX(merge(...stripes.filter((_, index) => index % 2 === 0)), 0.3), red, [0, 3, -3.3]);
  prop('AwningStripes', rotateX(merge(...stripes.filter((_, index) => index % 2 === 1)), 0.3), white, [0, 3, -3.3]);
  const stool = merge(translate(cylinder(0.2, 0.2, 0.06, 10), [0, 0.75, 0]), upright(0.04, 0.75, 0, 0, 6));
  prop('Stools', merge(...[-0.8, 0, 0.8].map((x) => translate(stool, [x, 0, -1.6]))), chrome);
  pendantLights(context, iron);
  const green = paint('TableTop', '#3f7d4f');
  papelPicado(context, [red, white, green, talavera]);
  // Two tables down each side wall, clear of the cast and of the cameras in front of it.
  for (const [side, label] of [[-1, 'Left'], [1, 'Right']] as const) {
    prop(`CafeTables${label}`, merge(roundTable(0.5, side * 5.4, -1.6), roundTable(0.5, side * 5.4, 2.2)), green);
    prop(`CafeChairs${label}`, merge(chairsFacing(side * 5.4, -1.6, 0.75), chairsFacing(side * 5.4, 2.2, 0.75)), counterPaint);
  }
  const cactus = (x: number) => merge(translate(cylinder(0.15, 0.18, 1.3, 6), [x, 1.05, 0]), beam([x, 1.1, 0], [x + 0.35, 1.1, 0], 0.12), upright(0.07, 0.45, x + 0.35, 0, 6, 1.05), beam([x, 0.9, 0], [x - 0.3, 0.9, 0], 0.1), upright(0.06, 0.35, x - 0.3, 0, 6, 0.85));
  prop('CactusPots', merge(...[-6, 6].map((x) => translate(cylinder(0.3, 0.22, 0.45, 8), [x, 0.225, 0]))), counterPaint, [0, 0, -3.45]);
  prop('Cacti', merge(cactus(-6), cactus(6)), green, [0, 0, -3.45]);
  dressFromWords(context, [{ x: -5.4, z: 4.3 }, { x: 5.4, z: 4.3 }]);
}

/** The kitchen line against the back wall: a steel bench and hood, an iron griddle and stockpot. */
function kitchen(context: SetContext, steel: Material, iron: Material): void {
  const { prop } = context;
  const kitchen = context.group('Kitchen', [0, 0, -3.55]);
  prop('KitchenLine', merge(standing(6.4, 0.9, 0.7, -0.7, 0), block(2, 0.5, 0.8, [-2.9, 2.45, 0.05]), block(0.5, 1.2, 0.5, [-2.9, 3.3, -0.1])), steel, undefined, kitchen);
  prop('Grill', merge(block(1.8, 0.12, 0.6, [-2.9, 0.96, 0]), upright(0.22, 0.35, -0.6, 0, 8, 0.9)), iron, undefined, kitchen);
}

/** Lamps hanging over the counter: iron cords and shades with warm bulbs, lit day and night. */
function pendantLights(context: SetContext, iron: Material): void {
  const { prop, paint } = context;
  const lights = context.group('PendantLights', [0, 0, -2.2]);
  const xs = [-1.8, 0, 1.8];
  prop('PendantShades', merge(...xs.flatMap((x) => [beam([x, ROOM_HEIGHT, 0], [x, 2.78, 0], 0.02), translate(cylinder(0.08, 0.28, 0.25, 8), [x, 2.66, 0])])), iron, undefined, lights);
  prop('PendantBulbs', merge(...xs.map((x) => translate(sphere(0.09, 6, 4), [x, 2.5, 0]))), paint('Bulb', '#ffd98a', true), undefined, lights);
}

/**
 * Strings of papel picado across the room behind the cast: each string sags between the side walls
 * and its flags take the colours in turn, one mesh per colour; the strings share the first.
 */
function papelPicado(context: SetContext, colours: Material[]): void {
  const { prop } = context;
  const group = context.group('PapelPicado', [0, 0, 0]);
  const sag = (x: number) => 3.6 - 0.3 * (1 - (x / 6.3) ** 2);
  const knots = [-6.3, -3.15, 0, 3.15, 6.3];
  const flags: Geometry[][] = colours.map(() => []);
  const cords: Geometry[] = [];
  [-0.9, -1.7].forEach((z, string) => {
    knots.slice(1).forEach((x, index) => cords.push(beam([knots[index], sag(knots[index]), z], [x, sag(x), z], 0.015)));
    for (let index = 0; index < 28; index += 1) {
      const x = -6.05 + index * 0.45;
      // The second string starts two colours on, so no colour lines up from one string to the next.
      flags[(index + string * 2) % colours.length].push(translate(panel(0.32, 0.4), [x, sag(x) - 0.22, z]));
    }
  });
  colours.forEach((material, index) => prop(`PapelPicado${index + 1}`, merge(...flags[index], ...(index === 0 ? cords : [])), material, undefined, group));
}

// ---- street ----

function street(context: SetContext): void {
  const { prop, paint, random } = context;
  const asphalt = paint('Asphalt', '#303236');
  prop('Road', block(8, 0.1, 52, [0, -0.05, -2]), asphalt);
  const yellow = paint('Paint', '#f2d13a');
  const crosswalkZ = 6;
  const dashes = Array.from({ length: 13 }, (_, index) => -26 + index * 4).filter((z) => Math.abs(z - crosswalkZ) > 2.5);
  prop('LaneMarkings', merge(...dashes.map((z) => decal(0.15, 2, 0, z))), yellow);
  prop('Crosswalk', merge(...Array.from({ length: 7 }, (_, index) => decal(0.5, 3, -3 + index, crosswalkZ))), paint('WhitePaint', '#f0f0f0'));
  const concrete = paint('Concrete', '#a7a7a2');
  prop('SidewalkLeft', block(3, 0.2, 52, [-5.5, 0.1, -2]), concrete);
  prop('SidewalkRight', block(3, 0.2, 52, [5.5, 0.1, -2]), concrete);
  const facadeColours = ['#b45f3c', '#8c8f94', '#c9b79c', '#5d6d7e', '#a34a4a', '#7a8f6a'];
  const facades = [1, 2, 3, 4].map((index) => paint(`Facade${index}`, random.pick(facadeColours)));
  const glass = paint('WindowGlass', context.night ? '#f2c76b' : '#4f6477', context.night);
  const door = paint('Door', '#5a3a24');
  const red = paint('Hydrant', '#c62828');
  const rows = [
    { label: 'Left', side: -1, awning: red },
    { label: 'Right', side: 1, awning: yellow },
    { label: 'Back', side: 0, awning: red },
  ];
  // Each row alternates two of the four facade colours, so neighbours differ and a row costs two meshes.
  rows.forEach((row, index) => buildingRow(context, { ...row, facades: [facades[index], facades[(index + 1) % facades.length]], glass, door, concrete }));
  const pole = paint('Pole', '#2f3b3b');
  const bulb = paint('StreetLightBulb', '#fff1c1', context.night);
  // The two lamps and the hydrant nearest the cast stand where the scene timeline's stage expects them.
  for (const [label, x, zs] of [['Left', -4.3, [-5, -15]], ['Right', 4.3, [3, -11]]] as const) {
    const lamps = context.group(`StreetLights${label}`, [x, 0.2, 0]);
    prop(`StreetLightPoles${label}`, merge(...zs.flatMap((z) => [upright(0.08, 4.2, 0, z, 6), block(0.34, 0.06, 0.34, [0, 4.9, z])])), pole, undefined, lamps);
    prop(`StreetLightLamps${label}`, merge(...zs.map((z) => translate(cylinder(0.22, 0.1, 0.6, 4), [0, 4.55, z]))), bulb, undefined, lamps);
  }
  trafficLight(context, pole, asphalt);
  parkedCars(context, glass, asphalt, yellow);
  const bench = context.group('Bench', [-6, 0.2, -3], Math.PI / 2);
  prop('BenchSeat', merge(block(1.6, 0.06, 0.45, [0, 0.45, 0]), block(1.6, 0.4, 0.06, [0, 0.78, -0.22])), door, undefined, bench);
  prop('BenchLegs', merge(standing(0.06, 0.45, 0.45, -0.7, 0), standing(0.06, 0.45, 0.45, 0.7, 0)), pole, undefined, bench);
  prop('TrashBin', merge(upright(0.28, 0.9, 0, 0, 8), upright(0.3, 0.06, 0, 0, 8, 0.9)), pole, [6, 0.2, -4]);
  prop('FireHydrant', merge(upright(0.15, 0.6, 0, 0, 8), translate(sphere(0.16, 8, 5), [0, 0.62, 0])), red, [4.5, 0.2, 1]);
}

interface BuildingRow {
  label: string;
  /** −1 left of the road, 1 right of it, 0 across its far end. */
  side: number;
  /** Two facade colours, taken in turn along the row. */
  facades: [Material, Material];
  glass: Material;
  door: Material;
  awning: Material;
  concrete: Material;
}

/** Where a row's buildings stand and which way their fronts face. */
function rowLayout(side: number): { centres: [number, number][]; width: number; depth: number; turn: number } {
  if (side === 0) return { centres: [[-8.7, -31], [0, -31], [8.7, -31]], width: 8.6, depth: 6, turn: 0 };
  return { centres: [-19, -10, -1, 8].map((z) => [side * 10, z]), width: 8.4, depth: 6, turn: (-side * Math.PI) / 2 };
}

/**
 * A row of buildings along one side of the street (or across its end), each with a cornice, rows of
 * windows and, on the ground floor, a shopfront under an awning or a front door. A front is built
 * facing +z round its own centre, then turned to face the road.
 */
function buildingRow(context: SetContext, row: BuildingRow): void {
  const { prop, random } = context;
  const { centres, width, depth, turn } = rowLayout(row.side);
  const parts = { buildings: [[], []] as Geometry[][], cornices: [] as Geometry[], windows: [] as Geometry[], doors: [] as Geometry[], awnings: [] as Geometry[] };
  centres.forEach(([x, z], index) => {
    const height = random.range(row.side === 0 ? 9 : 6, 15);
    const size: Vector3 = row.side === 0 ? [width, height, depth] : [depth, height, width];
    parts.buildings[index % 2].push(block(size[0], height, size[2], [x, height / 2, z]));
    const front = (geometry: Geometry) => translate(rotateY(geometry, turn), [x - (row.side * depth) / 2, 0, z + (row.side === 0 ? depth / 2 : 0)]);
    parts.cornices.push(front(block(width + 0.2, 0.4, 0.5, [0, height - 0.2, 0])));
    for (let y = 4.4; y + 1.4 < height; y += 3) {
      parts.windows.push(...[-2.6, 0, 2.6].map((offset) => front(translate(panel(1.2, 1.5), [offset, y, 0.03]))));
    }
    if (index % 2 === 0) {
      parts.windows.push(front(translate(panel(5, 2.2), [-0.6, 1.5, 0.03])));
      parts.awnings.push(front(translate(rotateX(box(5.4, 0.06, 1.3), 0.35), [-0.6, 3, 0.62])));
      parts.doors.push(front(block(1.1, 2.3, 0.06, [2.9, 1.35, 0.03])));
    } else {
      parts.doors.push(front(block(1.2, 2.4, 0.06, [-1.8, 1.4, 0.03])));
      parts.windows.push(front(translate(panel(2.4, 1.5), [1.4, 1.7, 0.03])));
    }
  });
  parts.buildings.forEach((buildings, index) => prop(`Buildings${row.label}${index + 1}`, merge(...buildings), row.facades[index]));
  prop(`Cornices${row.label}`, merge(...parts.cornices), row.concrete);
  prop(`Windows${row.label}`, merge(...parts.windows), row.glass);
  prop(`Doors${row.label}`, merge(...parts.doors), row.door);
  if (parts.awnings.length) prop(`Awnings${row.label}`, merge(...parts.awnings), row.awning);
}

/** A signal on a pole at the right kerb behind the cast, its arm over the road and its red lamp lit. */
function trafficLight(context: SetContext, pole: Material, unlit: Material): void {
  const { prop, paint } = context;
  const light = context.group('TrafficLight', [4.5, 0.2, -7.5]);
  const lamp = (y: number) => wheel(0.12, 0.04, [-2.7, y, 0.16], 'z', 8);
  prop('TrafficLightPole', merge(upright(0.1, 5.6, 0, 0, 6), beam([0, 5.4, 0], [-3.2, 5.4, 0], 0.1), block(0.38, 1.05, 0.3, [-2.7, 4.75, 0])), pole, undefined, light);
  prop('TrafficLightUnlit', merge(lamp(4.75), lamp(4.42)), unlit, undefined, light);
  prop('TrafficLightRed', lamp(5.08), paint('SignalRed', '#ff3b2f', true), undefined, light);
}

/** A car facing +z, its cabin set back; `extra` is anything on the roof (a taxi sign). */
function carBody(extra: Geometry[] = []): Geometry {
  return merge(block(1.8, 0.65, 4.2, [0, 0.6, 0]), block(1.6, 0.55, 2.1, [0, 1.2, -0.25]), ...extra);
}

/** The glass round a car's cabin, one rectangle a side. */
function carWindows(): Geometry {
  const sides = [-1, 1].map((side) => translate(rotateY(panel(1.9, 0.4), (side * Math.PI) / 2), [side * 0.81, 1.2, -0.25]));
  return merge(...sides, translate(panel(1.45, 0.42), [0, 1.2, 0.81]), translate(rotateY(panel(1.45, 0.42), Math.PI), [0, 1.2, -1.31]));
}

function carWheels(): Geometry {
  return merge(...[-0.8, 0.8].flatMap((x) => [-1.35, 1.35].map((z) => wheel(0.33, 0.22, [x, 0.33, z], 'x', 8))));
}

/** A parked car by the right kerb and a taxi by the left one, both behind the cast. */
function parkedCars(context: SetContext, glass: Material, tyre: Material, taxiYellow: Material): void {
  const { prop, paint, random } = context;
  const cars = [
    { at: [2.9, 0, -13] as Vector3, turn: Math.PI },
    { at: [-2.9, 0, -17] as Vector3, turn: 0 },
  ];
  const placed = (geometry: Geometry, index: number) => translate(rotateY(geometry, cars[index].turn), cars[index].at);
  prop('ParkedCar', placed(carBody(), 0), paint('CarBody', random.pick(['#2d4f8a', '#8a2d2d', '#e6e6e6', '#3d3d3d'])));
  prop('Taxi', placed(carBody([block(0.5, 0.18, 0.25, [0, 1.56, -0.25])]), 1), taxiYellow);
  prop('CarWindows', merge(placed(carWindows(), 0), placed(carWindows(), 1)), glass);
  prop('CarWheels', merge(placed(carWheels(), 0), placed(carWheels(), 1)), tyre);
}

// ---- food truck ----

function truck(context: SetContext): void {
  const { prop, paint, random } = context;
  prop('Ground', box(60, 0.1, 60), paint('Asphalt', '#3a3c40'), [0, -0.05, 0]);
  const canvas = paint('Canvas', '#f5f5f5');
  const bays = [-6, -8.8, -11.6, 6.5, 9.3, 12.1].map((x) => decal(0.12, 5, x, -5));
  prop('ParkingLines', merge(...bays), canvas);
  const body = paint('TruckBody', random.pick(['#f2c230', '#e0553a', '#3aa0e0', '#7cc242']));
  const accent = paint('Accent', random.pick(['#c62860', '#2a7a3a', '#23307a', '#6a2ab0']));
  foodTruck(context, body, accent, canvas);
  const board = paint('SignBoard', '#1e1e1e');
  // An A-frame sign: a prism turned so its two boards face front and back, chalk lines on the front one.
  const sign = context.group('MenuSign', [-4.6, 0, -1.4], 0.5);
  prop('MenuSignBoard', rotateY(prism(0.7, 1.1, 0.6), Math.PI / 2), board, undefined, sign);
  const lean = Math.atan2(0.35, 1.1);
  const chalk = [0.5, 0.65, 0.8].map((y) => translate(rotateX(panel(0.42, 0.05), -lean), [0, y, 0.35 * (1 - y / 1.1) + 0.01]));
  prop('MenuSignText', merge(...chalk), canvas, undefined, sign);
  const picnic = paint('Picnic', '#8a6a44');
  prop('PicnicTables', merge(picnicTable(-7.2, -2), picnicTable(7.6, -1.8)), picnic);
  prop('Umbrella', merge(upright(0.03, 2.2, 7.6, -1.8, 6), translate(cylinder(0.02, 1.2, 0.5, 8), [7.6, 2.3, -1.8])), paint('Umbrella', '#d84a3a'));
  const dark = paint('Hatch', '#2b2b2b');
  prop('TrashBin', merge(upright(0.3, 0.95, 0, 0, 8), upright(0.33, 0.06, 0, 0, 8, 0.95)), dark, [5.6, 0, -1.4]);
  // A brick building and trees behind the lot, so wide shots end in a place rather than the sky.
  prop('Building', block(40, 7, 4, [0, 3.5, -14]), paint('Brick', '#9a4a3a'));
  const windows = [2, 5].flatMap((y) => Array.from({ length: 10 }, (_, index) => translate(panel(1.4, 1.6), [-16.2 + index * 3.6, y, -11.97])));
  prop('BuildingWindows', merge(...windows), paint('Glass', '#9fc9e6'));
  const grove = trees([
    { x: -10, z: -9.5, height: 6 },
    { x: 10.5, z: -9, height: 5.5 },
    { x: -16, z: -8.5, height: 6.5 },
  ]);
  prop('TreeTrunks', grove.trunks, picnic);
  prop('Trees', grove.crowns, paint('Leaves', '#3b7a34'));
}

/** A picnic table with its benches, long side to the camera. */
function picnicTable(x: number, z: number): Geometry {
  const benches = [-1, 1].flatMap((side) => [block(1.8, 0.05, 0.3, [x, 0.45, z + side * 0.6]), block(0.06, 0.43, 0.3, [x - 0.7, 0.22, z + side * 0.6]), block(0.06, 0.43, 0.3, [x + 0.7, 0.22, z + side * 0.6])]);
  return merge(block(1.8, 0.06, 0.8, [x, 0.75, z]), standing(0.06, 0.72, 0.7, x - 0.7, z), standing(0.06, 0.72, 0.7, x + 0.7, z), ...benches);
}

/**
 * The food truck behind the cast, serving side to the camera: body and cab with a stripe, a lit
 * serving window under its propped-up awning with a ledge, a menu board, a sign on the roof,
 * wheels and bumpers.
 */
function foodTruck(context: SetContext, bodyPaint: Material, accent: Material, canvas: Material): void {
  const { prop, paint } = context;
  const truck = context.group('FoodTruck', [0, 0, -3]);
  prop('TruckBody', merge(block(6, 2.6, 2.4, [0, 1.9, 0]), block(1.8, 1.8, 2.3, [3.9, 1.5, 0])), bodyPaint, undefined, truck);
  prop('ServingWindow', translate(panel(3, 1.1), [-0.5, 2.2, 1.21]), paint('Interior', '#f2d9a0', true), undefined, truck);
  // In the stripe's colour: the sign's letters (a word, at a distance) and jars on a shelf seen through the window.
  const letters = Array.from({ length: 5 }, (_, index) => translate(panel(0.38, 0.4), [-1.6 + index * 0.55, 3.7, 0.09]));
  const jars = [-1.6, -1.25, -0.9, 0.1, 0.45].map((x, index) => translate(panel(0.18, 0.22 + (index % 2) * 0.08), [x, 2.56 + (index % 2) * 0.04, 1.22]));
  prop('TruckStripe', merge(block(6.02, 0.35, 2.42, [0, 1.0, 0]), block(1.82, 0.35, 2.32, [3.9, 1.0, 0]), ...letters, ...jars), accent, undefined, truck);
  prop('Windshield', merge(block(0.05, 0.8, 2, [4.82, 2, 0]), translate(panel(1.1, 0.6), [4.1, 2, 1.16]), ...[-0.7, 0.7].map((z) => block(0.04, 0.2, 0.3, [4.82, 1.0, z]))), paint('Glass', '#9fc9e6'), undefined, truck);
  const struts = [-2, 1].map((x) => beam([x, 2.75, 1.2], [x, 2.75 + Math.sin(0.25), 2.2], 0.04));
  prop('TruckAwning', merge(translate(rotateX(box(3.4, 0.05, 1), -0.25), [-0.5, 2.95, 1.7]), ...struts), canvas, undefined, truck);
  const menuLines = [0.25, 0.05, -0.15, -0.35].map((y) => translate(panel(0.8, 0.07), [1.9, 2.1 + y, 1.25]));
  // The serving ledge, the jars' shelf, a roof vent, the roof sign's board, a gas bottle at the back and the menu's lines.
  const fittings = [block(3.2, 0.06, 0.35, [-0.5, 1.62, 1.35]), translate(panel(2.6, 0.04), [-0.7, 2.44, 1.215]), block(0.8, 0.3, 0.8, [-1.8, 3.35, 0]), block(3.1, 0.7, 0.12, [-0.5, 3.7, 0]), upright(0.2, 0.9, -3.3, 0.6, 8, 0.3), ...menuLines];
  prop('TruckFittings', merge(...fittings), canvas, undefined, truck);
  prop('TruckMenu', block(1.2, 1.0, 0.04, [1.9, 2.1, 1.22]), paint('SignBoard', '#1e1e1e'), undefined, truck);
  const wheels = [-2, 3.5].flatMap((x) => [-1.2, 1.2].map((z) => wheel(0.5, 0.3, [x, 0.5, z], 'z')));
  prop('Wheels', merge(...wheels, block(0.2, 0.3, 2.4, [4.85, 0.6, 0]), block(0.15, 0.25, 2.4, [-3.05, 0.55, 0])), paint('Tyre', '#151515'), undefined, truck);
}

/** Every kind's builder; a ship's deck without an ocean of its own sails a calm one. */
// The farm, the street and the food truck use their whole budget of triangles and materials: no word props.
const SET_BUILDERS: Record<SetKind, (context: SetContext) => void> = {
  farm,
  'living-room': apartment,
  taqueria,
  street,
  'food-truck': truck,
  'ship-deck': (context) => buildPirateShip(context, 'calm'),
  ...INTERIOR_BUILDERS,
  ...EXTERIOR_BUILDERS,
};

// ---- pirate ship ----

const OCEANS: Record<OceanType, { amplitude: number; wavelength: number; hex: string; sway: number; whirlpool: boolean }> = {
  calm: { amplitude: 0.08, wavelength: 14, hex: '#2f7fb0', sway: 0.02, whirlpool: false },
  choppy: { amplitude: 0.35, wavelength: 6, hex: '#23668f', sway: 0.06, whirlpool: false },
  stormy: { amplitude: 0.9, wavelength: 9, hex: '#1c3d52', sway: 0.14, whirlpool: false },
  maelstrom: { amplitude: 0.6, wavelength: 7, hex: '#15303f', sway: 0.2, whirlpool: true },
};

/** The deck the actors stand on, above the sea's origin. */
const DECK = 0.4;
/** The main mast stands behind the cast; its sails and rigging stay behind it. */
const MAST_Z = -1.6;
const MAST_TOP = DECK + 12.5;

/**
 * A ship on an ocean of the given kind, rocking with the waves. The cast stands on the open deck
 * between the rails, facing the bow (+z); behind them are the main mast with its sails, shrouds and
 * ratlines, cannons, cargo, and the raised quarterdeck with the helm and the mizzen mast.
 */
function buildPirateShip(context: SetContext, oceanType: OceanType): void {
  const { prop, paint, random, builder } = context;
  const ocean = OCEANS[oceanType];
  const waves = (x: number, z: number) => {
    const swell = ocean.amplitude * (Math.sin(x / ocean.wavelength * 2 * Math.PI) * 0.6 + Math.sin((x * 0.6 + z) / (ocean.wavelength * 0.7) * 2 * Math.PI) * 0.4);
    if (!ocean.whirlpool) return swell - 1.2;
    const distance = Math.hypot(x - 18, z + 12);
    return swell * 0.5 - 1.2 - 6 * Math.exp(-(distance * distance) / 60);
  };
  prop('Ocean', heightField(120, 120, 60, 60, waves), paint('Sea', ocean.hex));
  const ship = builder.part('Ship', { parent: context.root });
  const wood = paint('DeckWood', random.pick(['#8a6239', '#7a5530', '#94703f']));
  const darkWood = paint('HullWood', '#4a3020');
  // The bow is a vertical triangular prism (a 3-sided cylinder) pointing forward (+Z) from the hull's front.
  const bowRadius = 2.5 / Math.sin(Math.PI / 3);
  const bowCentre = 8 + bowRadius / 2;
  prop('Hull', merge(translate(box(5, 2.4, 16), [0, -0.9, 0]), translate(cylinder(bowRadius, bowRadius, 2.4, 3), [0, -0.9, bowCentre])), darkWood, undefined, ship);
  const planks = Array.from({ length: 10 }, (_, index) => translate(box(0.48, 0.1, 16), [-2.25 + index * 0.5, 0.35, 0]));
  prop('ShipDeck', merge(...planks, translate(cylinder(bowRadius - 0.1, bowRadius - 0.1, 0.1, 3), [0, 0.35, bowCentre])), wood, undefined, ship);
  prop('Hatch', block(1.4, 0.02, 1, [0, DECK + 0.01, 4]), darkWood, undefined, ship);
  shipRails(context, ship, darkWood, bowCentre + bowRadius);
  quarterdeck(context, ship, wood, darkWood);
  masts(context, ship, darkWood, paint('Sailcloth', oceanType === 'stormy' || oceanType === 'maelstrom' ? '#cfc6b0' : '#f1ead8'));
  prop('Rigging', rigging(), paint('Rope', '#6b5a43'), undefined, ship);
  const cannonSpots = [-1, 1].flatMap((side) => [-2.7, -3.8].map((z) => ({ side, z })));
  // Muzzles (the narrow ends) out over the bulwarks.
  const barrel = (side: number, z: number) => translate(rotateZ(cylinder(0.13, 0.2, 1.5, 8), (-side * Math.PI) / 2), [side * 2.05, DECK + 0.55, z]);
  prop('Cannons', merge(...cannonSpots.map(({ side, z }) => barrel(side, z))), paint('CannonIron', '#262626'), undefined, ship);
  const carriage = (side: number, z: number) => merge(standing(0.8, 0.35, 0.6, side * 1.75, z, DECK), ...[-0.3, 0.3].map((dz) => wheel(0.16, 0.7, [side * 1.75, DECK + 0.16, z + dz], 'x', 6)));
  prop('CannonCarriages', merge(...cannonSpots.map(({ side, z }) => carriage(side, z))), wood, undefined, ship);
  // Barrels bulge in the middle: two frustums base to base.
  const cask = (x: number, z: number) => merge(translate(cylinder(0.3, 0.25, 0.43, 10), [x, DECK + 0.64, z]), translate(cylinder(0.25, 0.3, 0.43, 10), [x, DECK + 0.215, z]));
  prop('Cargo', merge(cask(1.6, -1.2), cask(1.85, -1.85), cask(1.1, -1.6), standing(0.7, 0.7, 0.7, -1.6, -1.4, DECK), translate(rotateY(box(0.55, 0.55, 0.55), 0.4), [-1.55, DECK + 0.975, -1.4])), wood, undefined, ship);
  // Stern lanterns standing on the quarterdeck rail's back corners.
  prop('Lanterns', merge(...[-2.45, 2.45].map((x) => block(0.25, 0.35, 0.25, [x, DECK + 2.125, -8]))), paint('Lantern', '#ffc86b', true), undefined, ship);
  prop('JollyRoger', translate(box(1.2, 0.8, 0.02), [0.65, MAST_TOP - 0.4, MAST_Z]), paint('Flag', '#111111'), undefined, ship);
  swayWithTheSea(builder, ship, ocean);
}

/** Bulwarks with a rail on posts down each side (port is +x, facing the bow), and a rail round the bow. */
function shipRails(context: SetContext, ship: Node, material: Material, bowTip: number): void {
  const { prop } = context;
  const side = (x: number) => merge(block(0.12, 0.5, 16, [x, DECK + 0.25, 0]), block(0.14, 0.08, 16, [x, 1.3, 0]), ...Array.from({ length: 9 }, (_, index) => block(0.08, 0.9, 0.08, [x, 0.85, -8 + index * 2])));
  prop('RailingPort', side(2.45), material, undefined, ship);
  prop('RailingStarboard', side(-2.45), material, undefined, ship);
  const bow = [-1, 1].flatMap((x) => [beam([x * 2.45, 1.3, 8], [0, 1.3, bowTip - 0.3], 0.1), beam([x * 2.45, 0.75, 8], [0, 0.75, bowTip - 0.3], 0.08)]);
  prop('BowRailing', merge(...bow, block(0.12, 0.9, 0.12, [0, 0.85, bowTip - 0.3])), material, undefined, ship);
}

/** The raised deck at the stern: platform and steps, a balustrade round it, the helm's spoked wheel. */
function quarterdeck(context: SetContext, ship: Node, wood: Material, darkWood: Material): void {
  const { prop } = context;
  const top = DECK + 1;
  const steps = [1, 2, 3].map((step) => standing(0.9, (step / 3) * 1, 0.3, 1.5, -4.4 + 0.15 + (3 - step) * 0.3, DECK));
  prop('Quarterdeck', merge(standing(4.9, 1, 3.6, 0, -6.2, DECK), ...steps), wood, undefined, ship);
  const rail = top + 0.9;
  const edges = [beam([-2.45, rail, -4.45], [1, rail, -4.45], 0.1), beam([-2.45, rail, -8], [2.45, rail, -8], 0.1), beam([-2.45, rail, -8], [-2.45, rail, -4.45], 0.1), beam([2.45, rail, -8], [2.45, rail, -4.45], 0.1)];
  const posts = [-2.45, -1.2, 0, 1].map((x) => standing(0.08, 0.9, 0.08, x, -4.45, top));
  prop('QuarterdeckRail', merge(...edges, ...posts, standing(0.08, 0.9, 0.08, 2.45, -4.45, top)), darkWood, undefined, ship);
  // A ring of eight staves with four spokes right across it, their ends the handles.
  const centre: Vector3 = [0, top + 1.2, -5.6];
  const rimPoint = (index: number): Vector3 => [centre[0] + 0.55 * Math.cos((index * Math.PI) / 4), centre[1] + 0.55 * Math.sin((index * Math.PI) / 4), centre[2]];
  const rim = Array.from({ length: 8 }, (_, index) => beam(rimPoint(index), rimPoint(index + 1), 0.06));
  const spokes = [0, 1, 2, 3].map((index) => {
    const angle = (index * Math.PI) / 4 + Math.PI / 8;
    const reach: Vector3 = [0.72 * Math.cos(angle), 0.72 * Math.sin(angle), 0];
    return beam([centre[0] - reach[0], centre[1] - reach[1], centre[2]], [centre[0] + reach[0], centre[1] + reach[1], centre[2]], 0.05);
  });
  prop('Helm', merge(...rim, ...spokes, standing(0.25, 1.2, 0.25, 0, -5.75, top)), wood, undefined, ship);
}

/** The main mast with its yards and crow's nest, the mizzen on the quarterdeck, and their sails bellied forward. */
function masts(context: SetContext, ship: Node, darkWood: Material, sailcloth: Material): void {
  const { prop } = context;
  const yard = (width: number, y: number, z: number) => translate(rotateZ(cylinder(0.07, 0.07, width, 6), Math.PI / 2), [0, y, z]);
  const main = [translate(cylinder(0.16, 0.26, 12.5, 10), [0, DECK + 6.25, MAST_Z]), yard(7, DECK + 7.4, MAST_Z + 0.25), yard(5.4, DECK + 10.6, MAST_Z + 0.2), translate(cylinder(0.7, 0.6, 0.6, 10), [0, DECK + 11.2, MAST_Z])];
  prop('Mast', merge(...main), darkWood, undefined, ship);
  const mizzenZ = -6.2;
  prop('MizzenMast', merge(translate(cylinder(0.12, 0.2, 9, 10), [0, DECK + 1 + 4.5, mizzenZ]), yard(4.8, DECK + 8.2, mizzenZ + 0.2)), darkWood, undefined, ship);
  prop('Sails', merge(sail(6.6, 4, 0.5, [0, DECK + 5.3, MAST_Z + 0.35]), sail(5, 2.9, 0.4, [0, DECK + 9.1, MAST_Z + 0.3]), sail(4.4, 3.4, 0.4, [0, DECK + 6.4, mizzenZ + 0.3])), sailcloth, undefined, ship);
}

/** A sail filled by the wind: a `width` × `height` sheet facing +z whose middle stands `belly` metres ahead of its edges. */
function sail(width: number, height: number, belly: number, centre: Vector3): Geometry {
  const sheet = heightField(width, height, 6, 4, (x, z) => belly * (1 - ((2 * x) / width) ** 2) * (1 - 0.6 * ((2 * z) / height) ** 2));
  // Turned upright: the grid's z becomes height and its bulge points at the bow.
  return translate(rotateX(sheet, Math.PI / 2), centre);
}

/**
 * Ropes: shrouds from high on each mast down to the rails behind the cast, ratlines across the main
 * shrouds, stays from mast head to mast head and to the stern, and a coil on the deck.
 */
function rigging(): Geometry {
  const lines: Geometry[] = [];
  const mainHead: Vector3 = [0, DECK + 10.2, MAST_Z];
  const mizzenHead: Vector3 = [0, DECK + 7.9, -6.2];
  for (const side of [-1, 1]) {
    const feet: Vector3[] = [-0.9, -1.6, -2.3, -3.0].map((z) => [side * 2.45, 1.35, z]);
    lines.push(...feet.map((foot) => beam([side * 0.2, mainHead[1], mainHead[2]], foot, 0.035)));
    // Ratlines: rungs across the shrouds, the sailors' ladder up the mast.
    for (let rung = 1; rung <= 6; rung += 1) {
      const share = (rung * 0.8) / (mainHead[1] - 1.35);
      const along = (foot: Vector3): Vector3 => [foot[0] + (side * 0.2 - foot[0]) * share, foot[1] + (mainHead[1] - foot[1]) * share, foot[2] + (mainHead[2] - foot[2]) * share];
      lines.push(beam(along(feet[0]), along(feet[3]), 0.025));
    }
    lines.push(...[-5.6, -6.8].map((z) => beam([side * 0.15, mizzenHead[1], mizzenHead[2]], [side * 2.45, DECK + 1.9, z], 0.035)));
  }
  lines.push(beam([0, MAST_TOP - 0.6, MAST_Z], [0, mizzenHead[1] + 1, mizzenHead[2]], 0.04), beam([0, mizzenHead[1] + 1, mizzenHead[2]], [0, DECK + 1.9, -8], 0.04));
  return merge(...lines, translate(cylinder(0.3, 0.3, 0.12, 10), [-0.9, DECK + 0.06, -1.1]));
}

/** The ship rocks with the sea: more in rough water. */
function swayWithTheSea(builder: GltfBuilder, ship: Node, ocean: { amplitude: number; sway: number }): void {
  const times = Array.from({ length: 41 }, (_, index) => index * 0.2);
  const period = 8;
  builder.animation('sway', times, [
    {
      node: ship,
      path: 'rotation',
      values: times.map((time) => quaternion(ocean.sway * 0.5 * Math.sin((2 * Math.PI * time) / period), 0, ocean.sway * Math.sin((2 * Math.PI * 2 * time) / period))),
    },
    { node: ship, path: 'translation', values: times.map((time) => [0, ocean.amplitude * 0.3 * Math.sin((2 * Math.PI * 2 * time) / period), 0]) },
  ]);
}
