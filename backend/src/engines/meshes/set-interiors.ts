import { beam, box, cylinder, type Geometry, merge, panel, rotateX, rotateY, sphere, translate } from './geometry';
import {
  barrel,
  bed,
  block,
  chair,
  chairsFacing,
  counter,
  crates,
  desk,
  dressFromWords,
  floorAndRoom,
  pew,
  ROOM_HEIGHT,
  roundTable,
  type SetContext,
  shelfRows,
  shelves,
  standing,
  table,
  upright,
  wallWindow,
  wheel,
} from './set-kit';

/*
 * Rooms: the cast stands in the middle of the floor with the back wall 4 m behind it; what makes
 * the place stands against that wall (z < −0.6) or down the side walls (|x| > 4). See set-model.ts
 * for the clear zone every set keeps.
 */

/** The back wall's face, where wall-hung things sit. */
const BACK = -3.98;

/** A kitchen: cabinets, sink and stove along the back wall under a window, the fridge and a table to the sides. */
export function kitchen(context: SetContext): void {
  const { prop, paint, random } = context;
  floorAndRoom(context, 12, '#d8d2c4', random.pick(['#f3e6b8', '#dfeadf', '#f4ded0', '#e3e9f2']), 'Tiles');
  const cabinet = paint('Cabinets', random.pick(['#6f8fa8', '#f4f1ea', '#8aa57a', '#b98a5a']));
  prop('Counter', merge(counter(7, 0.65, -0.5, -3.6, 0.92), block(7, 0.7, 0.35, [-0.5, 2.35, -3.8])), cabinet);
  const steel = paint('Steel', '#b7bcc0');
  prop('Stove', merge(block(0.8, 0.04, 0.6, [1.9, 0.95, -3.6]), block(0.8, 0.5, 0.45, [1.9, 1.9, -3.75])), steel);
  prop('Sink', block(0.8, 0.06, 0.5, [-1.5, 0.93, -3.6]), steel);
  prop('Fridge', standing(0.85, 1.95, 0.75, -5.5, -3.5), steel);
  const { glass, frame } = wallWindow(1.6, 1.1, [-1.5, 1.75, BACK]);
  prop('Window', glass, paint('WindowGlass', context.night ? '#1b2a4a' : '#bfe3ff', true));
  const trim = paint('Trim', '#f4f1ea');
  prop('WindowFrame', frame, trim);
  const iron = paint('Iron', '#2b2b2b');
  prop('Pots', merge(upright(0.17, 0.22, 1.7, -3.55, 8, 0.97), upright(0.13, 0.14, 2.15, -3.55, 8, 0.97), beam([2.28, 1.04, -3.55], [2.55, 1.06, -3.4], 0.03)), iron);
  const wood = paint('TableWood', '#8a6239');
  prop('KitchenTable', table(1.2, 1.6, 5.2, 1.2), wood);
  prop('KitchenChairs', merge(chairsFacing(5.2, 1.2, 1.05)), wood);
  prop('FruitBowl', merge(translate(sphere([0.2, 0.08, 0.2], 6, 3), [5.2, 0.82, 1.2]), ...[-0.07, 0.07].map((dz) => translate(sphere(0.07, 5, 4), [5.2, 0.92, 1.2 + dz]))), paint('Fruit', '#e0553a'));
  dressFromWords(context, [{ x: -5.2, z: 1.5 }, { x: 3.8, z: -2.4 }]);
}

/** A bedroom: the bed against the back wall between nightstands, a wardrobe and a dresser down the sides. */
export function bedroom(context: SetContext): void {
  const { prop, paint, random } = context;
  floorAndRoom(context, 11, '#a0784c', random.pick(['#d7e3e8', '#efe0d0', '#e8dff0', '#dfe6d5']), 'WoodFloor');
  const wood = paint('Furniture', random.pick(['#6b4a2e', '#f0ebe1', '#8a6239']));
  const { frame, bedding } = bed(1.8, 2.1, 0, -2.9);
  prop('Bed', frame, wood);
  prop('Bedding', bedding, paint('Bedding', random.pick(['#f3f1ec', '#c9d8ec', '#eed3d3'])));
  prop('Blanket', block(1.85, 0.06, 1.2, [0, 0.57, -2.4]), paint('Blanket', random.pick(['#3b5b8c', '#8c3b3b', '#5b7a4b'])));
  prop('Nightstands', merge(standing(0.5, 0.55, 0.45, -1.35, -3.7), standing(0.5, 0.55, 0.45, 1.35, -3.7)), wood);
  const shade = paint('LampShade', '#f6e7b5', context.night);
  prop('BedsideLamps', merge(...[-1.35, 1.35].map((x) => merge(upright(0.05, 0.3, x, -3.7, 6, 0.55), translate(cylinder(0.1, 0.17, 0.22, 8), [x, 0.95, -3.7])))), shade);
  prop('Wardrobe', standing(0.6, 2.2, 1.6, -5.15, -2.4), wood);
  prop('Dresser', merge(standing(0.5, 0.85, 1.3, 5.2, -1.6), block(0.04, 0.9, 0.7, [5.43, 1.4, -1.6])), wood);
  const { glass, frame: windowFrame } = wallWindow(1.3, 1.3, [3, 1.8, BACK]);
  prop('Window', glass, paint('WindowGlass', context.night ? '#1b2a4a' : '#bfe3ff', true));
  prop('WindowFrame', windowFrame, paint('Trim', '#f4f1ea'));
  prop('Rug', block(2.6, 0.02, 1.6, [0, 0.01, -0.3]), paint('Rug', random.pick(['#8c7a3b', '#6a4a7a', '#3b6b6b'])));
  prop('Picture', block(0.9, 0.6, 0.03, [0, 2.3, BACK + 0.02]), paint('Painting', random.pick(['#d98c3a', '#3a8cd9', '#4fa37a'])));
  dressFromWords(context, [{ x: -4.9, z: 1.2 }, { x: 4.85, z: 1.5 }]);
}

/** An office: a desk with its monitor behind the cast, filing cabinets, a bookcase, a window with blinds and a water cooler. */
export function office(context: SetContext): void {
  const { prop, paint, random } = context;
  floorAndRoom(context, 11, '#6f7880', random.pick(['#e4e4de', '#dfe6ea', '#ece3d2']), 'Carpet');
  const wood = paint('DeskWood', random.pick(['#6b4a2e', '#9a7a56', '#4a3a2e']));
  prop('Desk', desk(1.8, 0.8, 0, -2.6), wood);
  const dark = paint('Plastic', '#2a2c30');
  prop('Monitor', merge(block(0.7, 0.42, 0.04, [0.1, 1.15, -2.75]), block(0.06, 0.25, 0.06, [0.1, 0.88, -2.78]), block(0.4, 0.02, 0.15, [0.1, 0.85, -2.6])), dark);
  prop('OfficeChair', merge(translate(chair(), [0, 0, -1.85]), upright(0.25, 0.05, 0, -1.85, 8)), dark);
  const steel = paint('Steel', '#9aa3ab');
  prop('FilingCabinets', merge(standing(0.5, 1.3, 0.6, -2.4, -3.65), standing(0.5, 1.3, 0.6, -1.85, -3.65)), steel);
  prop('Bookcase', shelves(1.6, 2.1, 0.35, 5, 2.6, -3.78), wood);
  prop('Binders', shelfRows(1.6, 2.1, 5, 2.6, -3.75, 0.1), paint('Binders', random.pick(['#2d5fa8', '#a83a2d', '#2d8a5a'])));
  const { glass, frame } = wallWindow(2.2, 1.4, [-4.2 + 1.2, 1.9, BACK]);
  prop('Window', glass, paint('WindowGlass', context.night ? '#1b2a4a' : '#cfe6f5', true));
  const blinds = Array.from({ length: 7 }, (_, index) => block(2.2, 0.04, 0.06, [-3, 2.5 - index * 0.15, BACK + 0.07]));
  prop('Blinds', merge(frame, ...blinds), paint('Trim', '#f4f1ea'));
  prop('WaterCooler', merge(standing(0.35, 1.0, 0.35, 5.1, -2.5), upright(0.15, 0.45, 5.1, -2.5, 8, 1.0)), paint('Cooler', '#8fc3e8'));
  prop('SideDesk', desk(0.7, 1.6, -5.05, 0.8), wood);
  prop('Clock', translate(rotateX(cylinder(0.22, 0.22, 0.04, 10), Math.PI / 2), [0.9, 2.9, BACK + 0.03]), dark);
  dressFromWords(context, [{ x: 4.85, z: 1.5 }, { x: -4.85, z: 3.2 }]);
}

/** A pupil's desk on its pedestal with the chair behind it, both facing the blackboard (−z): five boxes. */
function pupilDesk(x: number, z: number): Geometry {
  const chairZ = z + 0.5;
  return merge(
    block(0.7, 0.04, 0.5, [x, 0.72, z]),
    standing(0.04, 0.7, 0.4, x, z),
    block(0.42, 0.05, 0.4, [x, 0.45, chairZ]),
    standing(0.42, 0.9, 0.04, x, chairZ + 0.2),
    standing(0.42, 0.43, 0.04, x, chairZ - 0.18),
  );
}

/** A classroom: the blackboard and the teacher's desk behind the cast, rows of pupils' desks down both sides. */
export function classroom(context: SetContext): void {
  const { prop, paint, random } = context;
  floorAndRoom(context, 13, '#b89a6a', random.pick(['#e8e1c8', '#d6e4d0', '#dfe4ea']), 'WoodFloor');
  prop('Blackboard', block(4.2, 1.3, 0.05, [0, 1.9, BACK + 0.03]), paint('Blackboard', '#27453a'));
  const chalk = paint('Chalk', '#efefe6');
  prop('ChalkWriting', merge(...[0.3, 0.05, -0.2].map((dy, index) => translate(panel(2.6 - index * 0.5, 0.06), [-0.4 + index * 0.25, 2.1 + dy, BACK + 0.06]))), chalk);
  const wood = paint('DeskWood', '#a9834f');
  prop('TeachersDesk', desk(1.6, 0.75, 1.9, -2.7), wood);
  // Each pupil's desk and chair in one mesh per side (two draws rather than four), the chair a seat
  // between two panels rather than on four legs: 60 triangles a place rather than 96.
  for (const [side, label] of [[-1, 'Left'], [1, 'Right']] as const) {
    const spots = [-1.8, 0.4, 2.6].flatMap((z) => [4.9, 5.9].map((x) => ({ x: side * x, z })));
    prop(`PupilDesks${label}`, merge(...spots.map(({ x, z }) => pupilDesk(x, z))), wood);
  }
  prop('Globe', merge(upright(0.03, 0.25, 1.4, -2.7, 5, 0.77), translate(sphere(0.18, 8, 6), [1.4, 1.2, -2.7])), paint('Globe', '#3a7fc0'));
  prop('Clock', translate(rotateX(cylinder(0.22, 0.22, 0.04, 10), Math.PI / 2), [3, 3.0, BACK + 0.03]), paint('Steel', '#5a6068'));
  prop('Posters', merge(translate(panel(0.8, 1), [-3.2, 2.1, BACK + 0.02]), translate(panel(0.8, 1), [3.3, 2, BACK + 0.02])), paint('Posters', random.pick(['#e0a43a', '#c94f6d', '#4fa37a'])));
  dressFromWords(context, [{ x: -3, z: -3.2 }, { x: 3.4, z: -2.9 }]);
}

/** A hospital room: the bed with its rails behind the cast, a drip stand, a monitor, a curtain on its rail, pale green walls. */
export function hospitalRoom(context: SetContext): void {
  const { prop, paint } = context;
  floorAndRoom(context, 11, '#c9cfcc', '#cfe3d8', 'Linoleum');
  const steel = paint('Steel', '#b7bcc0');
  const { frame, bedding } = bed(1, 2.1, -0.6, -2.75);
  prop('HospitalBed', merge(frame, ...[-1, 1].map((side) => block(0.04, 0.3, 1.2, [-0.6 + side * 0.52, 0.7, -2.5]))), steel);
  prop('Bedding', bedding, paint('Sheets', '#f4f6f6'));
  prop('DripStand', merge(upright(0.02, 1.9, 0.6, -3.3, 5), upright(0.25, 0.04, 0.6, -3.3, 6), beam([0.4, 1.9, -3.3], [0.8, 1.9, -3.3], 0.02)), steel);
  prop('DripBag', block(0.15, 0.25, 0.05, [0.75, 1.7, -3.3]), paint('Saline', '#e6f2f8'));
  const screen = paint('Screen', '#1d3b2e', true);
  prop('Monitor', merge(block(0.5, 0.4, 0.2, [-1.9, 1.7, -3.75]), beam([-1.9, 1.5, -3.85], [-1.9, 1.1, -3.95], 0.04)), paint('Plastic', '#e8e8e6'));
  prop('MonitorScreen', translate(panel(0.42, 0.3), [-1.9, 1.7, -3.64]), screen);
  prop('CurtainRail', merge(beam([-4.3, 3.2, -3.6], [-4.3, 3.2, 2], 0.04)), steel);
  prop('Curtain', block(0.05, 2.6, 2.6, [-4.3, 1.85, 0.6]), paint('Curtain', '#8fb9c9'));
  prop('Cabinet', standing(0.5, 0.8, 0.5, 1.6, -3.65), steel);
  prop('VisitorChair', translate(rotateY(chair(), -Math.PI / 2), [4.8, 0, 0.5]), paint('ChairSeat', '#6a8aa8'));
  const { glass, frame: windowFrame } = wallWindow(1.6, 1.2, [3.4, 1.8, BACK]);
  prop('Window', glass, paint('WindowGlass', context.night ? '#1b2a4a' : '#d7ecf7', true));
  prop('WindowFrame', windowFrame, paint('Trim', '#f4f1ea'));
  dressFromWords(context, [{ x: 4.85, z: -2.6 }, { x: 4.85, z: 2.6 }]);
}

/** A church: the altar with candles and a cross under coloured windows behind the cast, pews down both sides of the aisle. */
export function church(context: SetContext): void {
  const { prop, paint } = context;
  floorAndRoom(context, 13, '#8d8a82', '#d9d2c2', 'Flagstones');
  const wood = paint('PewWood', '#5e4029');
  for (const [side, label] of [[-1, 'Left'], [1, 'Right']] as const) {
    prop(`Pews${label}`, merge(...[-1.6, 0, 1.6, 3.2].map((z) => pew(2.2, side * 5.3, z))), wood);
  }
  prop('AltarStep', block(5, 0.2, 1.8, [0, 0.1, -3.1]), paint('Stone', '#bdb6a6'));
  prop('Altar', standing(2, 1, 0.8, 0, -3.1, 0.2), paint('AltarCloth', '#f3efe4'));
  prop('AltarRunner', block(0.5, 0.9, 0.82, [0, 0.75, -3.1]), paint('Runner', '#8c1f2a'));
  const brass = paint('Brass', '#c8a24a');
  prop('Cross', merge(block(0.12, 1.6, 0.08, [0, 2.7, BACK + 0.05]), block(0.9, 0.12, 0.08, [0, 3.05, BACK + 0.05])), brass);
  prop('Candlesticks', merge(...[-0.7, 0.7].map((x) => upright(0.03, 0.4, x, -3.1, 5, 1.2))), brass);
  prop('CandleFlames', merge(...[-0.7, 0.7].map((x) => translate(sphere([0.04, 0.07, 0.04], 5, 3), [x, 1.67, -3.1]))), paint('Flame', '#ffc86b', true));
  const colours = ['#2d5fa8', '#c0392b', '#e0b43a'].map((hex, index) => paint(`StainedGlass${index + 1}`, hex, true));
  // Tall pointed windows either side of the cross, their panes in three colours.
  [-3.4, -1.9, 1.9, 3.4].forEach((x, index) => prop(`StainedGlass${index + 1}`, merge(translate(panel(0.8, 1.8), [x, 2.1, BACK + 0.01]), translate(rotateY(cylinder(0, 0.4, 0.5, 3), 0), [x, 3.25, BACK + 0.01])), colours[index % 3]));
  prop('Pulpit', standing(0.7, 1.2, 0.7, -3.4, -2.2), wood);
  dressFromWords(context, [{ x: 4.9, z: -3 }, { x: -5.2, z: 5 }]);
}

/** A ship's cabin: dark planked walls with portholes, beams overhead, a chart table, a bunk, a sea chest and a hanging lantern. */
export function shipCabin(context: SetContext): void {
  const { prop, paint } = context;
  const { wall } = floorAndRoom(context, 11, '#6e4c2e', '#5a3c24', 'Planks');
  const dark = paint('DarkWood', '#3a2716');
  prop('CeilingBeams', merge(...[-2.5, 0, 2.5].map((z) => block(11, 0.08, 0.2, [0, ROOM_HEIGHT - 0.04, z]))), dark);
  const brass = paint('Brass', '#c8a24a');
  const sea = paint('SeaView', context.night ? '#1b2a4a' : '#8fc8e8', true);
  const portholes = [-2.5, 0, 2.5].map((x) => translate(rotateX(cylinder(0.32, 0.32, 0.06, 10), Math.PI / 2), [x, 1.9, BACK + 0.03]));
  prop('PortholeRims', merge(...portholes), brass);
  prop('Portholes', merge(...[-2.5, 0, 2.5].map((x) => translate(rotateX(cylinder(0.25, 0.25, 0.02, 10), Math.PI / 2), [x, 1.9, BACK + 0.07]))), sea);
  prop('ChartTable', table(1.6, 0.9, 1.2, -2.7), dark);
  prop('Chart', block(0.9, 0.01, 0.6, [1.2, 0.78, -2.7]), paint('Parchment', '#e8d9a8'));
  prop('Bunk', merge(standing(0.9, 0.5, 2.1, -4.5, -1.2), block(0.9, 0.05, 2.1, [-4.5, 1.8, -1.2]), block(0.05, 1.8, 2.1, [-4.03, 0.9, -1.2])), dark);
  prop('Blankets', block(0.85, 0.15, 2, [-4.5, 0.58, -1.2]), paint('Blanket', '#7a2a22'));
  prop('SeaChest', merge(standing(1, 0.5, 0.6, -1.8, -3.5), wheel(0.3, 1, [-1.8, 0.5, -3.5], 'x', 6)), wall);
  prop('Lantern', merge(beam([0.8, ROOM_HEIGHT, -1.6], [0.8, 2.7, -1.6], 0.02), block(0.25, 0.35, 0.25, [0.8, 2.5, -1.6])), paint('Lantern', '#ffc86b', true));
  prop('Barrels', merge(barrel(4.5, -3.3), barrel(4.6, -2.5)), dark);
  dressFromWords(context, [{ x: 4.85, z: 0.6 }, { x: -4.85, z: 2.6 }]);
}

/** A restaurant: tables laid with white cloths down both sides, the bar and wine rack behind the cast, a chandelier. */
export function restaurant(context: SetContext): void {
  const { prop, paint, random } = context;
  floorAndRoom(context, 13, '#7a5636', random.pick(['#8c3b3b', '#2f4f4f', '#6b5b3b']), 'Parquet');
  const cloth = paint('Tablecloth', '#f6f4ee');
  const candle = paint('Candle', '#fff3d0', true);
  const wood = paint('Wood', '#4a3020');
  for (const [side, label] of [[-1, 'Left'], [1, 'Right']] as const) {
    const zs = [-1.6, 2.2];
    prop(`Tables${label}`, merge(...zs.map((z) => merge(block(1.1, 0.4, 1.1, [side * 5.3, 0.58, z]), standing(0.08, 0.4, 0.08, side * 5.3, z)))), cloth);
    prop(`Chairs${label}`, merge(...zs.map((z) => chairsFacing(side * 5.3, z, 0.8))), wood);
    prop(`Candles${label}`, merge(...zs.map((z) => upright(0.03, 0.2, side * 5.3, z, 5, 0.78))), candle);
  }
  prop('Bar', counter(4.4, 0.7, 0, -3.1, 1.1), wood);
  prop('WineRack', shelves(3.6, 2.2, 0.3, 5, 0, -3.8), wood);
  prop('WineBottles', shelfRows(3.6, 2.2, 5, 0, -3.78, 0.08, (index) => index % 4 !== 3), paint('Wine', '#3a1a24'));
  const brass = paint('Brass', '#c8a24a');
  prop('Chandelier', merge(beam([0, ROOM_HEIGHT, -2.2], [0, 3.3, -2.2], 0.03), translate(cylinder(0.6, 0.6, 0.05, 8), [0, 3.3, -2.2])), brass);
  prop('ChandelierLights', merge(...Array.from({ length: 6 }, (_, index) => translate(sphere(0.07, 5, 3), [0.6 * Math.cos(index), 3.4, -2.2 + 0.6 * Math.sin(index)]))), paint('Bulb', '#ffd98a', true));
  prop('Paintings', merge(translate(panel(1, 0.8), [-3.3, 2.3, BACK + 0.02]), translate(panel(1, 0.8), [3.3, 2.3, BACK + 0.02])), paint('Painting', random.pick(['#d98c3a', '#3a8cd9', '#4fa37a'])));
  dressFromWords(context, [{ x: -3.4, z: -3.3 }, { x: 3.4, z: -3.3 }]);
}

/** A café or bar: the bar with stools and a bottle wall behind the cast, round tables down the sides, pendant lamps, a chalkboard. */
export function cafe(context: SetContext): void {
  const { prop, paint, random } = context;
  floorAndRoom(context, 12, '#5e4029', random.pick(['#2f4a3a', '#e8dcc8', '#3a3f5a', '#b5654a']), 'Boards');
  const wood = paint('Wood', random.pick(['#6b4a2e', '#3a2716']));
  prop('Bar', counter(5, 0.7, 0, -2.4, 1.05), wood);
  const metal = paint('Metal', '#2b2b2b');
  prop('Stools', merge(...[-1.5, -0.5, 0.5, 1.5].map((x) => merge(upright(0.18, 0.05, x, -1.7, 8, 0.75), upright(0.03, 0.75, x, -1.7, 5)))), metal);
  prop('BottleShelves', merge(block(5, 0.04, 0.3, [0, 1.5, -3.8]), block(5, 0.04, 0.3, [0, 2.1, -3.8])), wood);
  prop('Bottles', merge(...[1.52, 2.12].flatMap((y) => Array.from({ length: 14 }, (_, index) => upright(0.045, 0.3, -2.3 + index * 0.35, -3.8, 5, y)))), paint('Bottles', '#3f7d4f', true));
  prop('CoffeeMachine', standing(0.6, 0.45, 0.45, 1.6, -2.4, 1.05), paint('Chrome', '#b0b4b8'));
  for (const [side, label] of [[-1, 'Left'], [1, 'Right']] as const) {
    prop(`Tables${label}`, merge(roundTable(0.4, side * 5, -1.3), roundTable(0.4, side * 5, 1.9)), wood);
    prop(`Chairs${label}`, merge(chairsFacing(side * 5, -1.3, 0.65), chairsFacing(side * 5, 1.9, 0.65)), metal);
  }
  prop('PendantLamps', merge(...[-1.6, 0, 1.6].flatMap((x) => [beam([x, ROOM_HEIGHT, -2.4], [x, 2.9, -2.4], 0.02), translate(cylinder(0.08, 0.25, 0.22, 8), [x, 2.8, -2.4])])), metal);
  prop('Bulbs', merge(...[-1.6, 0, 1.6].map((x) => translate(sphere(0.08, 5, 3), [x, 2.66, -2.4]))), paint('Bulb', '#ffd98a', true));
  prop('Chalkboard', block(1.4, 1, 0.04, [4, 2.4, BACK + 0.02]), paint('Chalkboard', '#1e1e1e'));
  dressFromWords(context, [{ x: -4.8, z: -3.3 }, { x: 4.6, z: -3.2 }]);
}

/** A bakery: racks of loaves on the back wall, a glass counter of cakes behind the cast, a shop window with its sign, baskets. */
export function bakery(context: SetContext): void {
  const { prop, paint, random } = context;
  floorAndRoom(context, 12, '#d8c9a8', random.pick(['#f4e3c3', '#f0d6d6', '#e3efe0']), 'Tiles');
  const wood = paint('Wood', '#8a6239');
  prop('BreadRacks', merge(shelves(2.4, 2.1, 0.45, 5, -2.2, -3.75), shelves(2.4, 2.1, 0.45, 5, 2.2, -3.75)), wood);
  const bread = paint('Bread', '#c98a43');
  const loaves = [-2.2, 2.2].flatMap((x) => [0.15, 0.64, 1.13, 1.62].flatMap((y) => [-0.8, -0.27, 0.27, 0.8].map((dx) => translate(sphere([0.2, 0.1, 0.12], 6, 4), [x + dx, y + 0.08, -3.7]))));
  prop('Loaves', merge(...loaves), bread);
  prop('Counter', counter(4, 0.8, 0, -2.1, 1.0), wood);
  prop('DisplayGlass', block(3.8, 0.35, 0.6, [0, 1.18, -2.1]), paint('Glass', '#d8eef5'));
  prop('Cakes', merge(...[-1.2, -0.4, 0.4, 1.2].map((x) => upright(0.16, 0.12, x, -2.1, 8, 1.02))), paint('Icing', random.pick(['#f2b6c6', '#f6e7b5', '#8a5a3a'])));
  prop('Till', standing(0.4, 0.25, 0.35, 1.6, -2.1, 1.35), paint('Till', '#2b2b2b'));
  // The shop window down the left wall, lettered with the shop's sign.
  prop('ShopWindow', translate(rotateY(panel(3.4, 1.8), Math.PI / 2), [-5.9, 1.6, 0.5]), paint('WindowGlass', context.night ? '#1b2a4a' : '#d7ecf7', true));
  prop('ShopSign', block(3.4, 0.45, 0.05, [0, 3.2, BACK + 0.03]), paint('Sign', random.pick(['#7a2a22', '#2d5fa8', '#2a6a4a'])));
  prop('Baskets', merge(...[-1, 1].map((dz) => translate(cylinder(0.3, 0.22, 0.3, 8), [5.4, 0.15, 1.2 + dz]))), wood);
  prop('BasketBread', merge(...[-1, 1].map((dz) => translate(sphere([0.25, 0.12, 0.12], 6, 4), [5.4, 0.32, 1.2 + dz]))), bread);
  dressFromWords(context, [{ x: 5, z: -2.6 }, { x: -5, z: -3.2 }]);
}

/** A workshop or garage: a workbench under a tool board behind the cast, shelves of cans, a car and tyres to the side. */
export function workshop(context: SetContext): void {
  const { prop, paint, random } = context;
  floorAndRoom(context, 13, '#7d7d78', random.pick(['#b9b4a6', '#9fa8ad', '#c2b8a0']), 'Concrete');
  const wood = paint('Bench', '#8a6a44');
  prop('Workbench', merge(table(3, 0.8, -0.5, -3.4), block(0.3, 0.2, 0.2, [-1.6, 0.87, -3.4])), wood);
  prop('ToolBoard', block(3, 1.1, 0.04, [-0.5, 1.9, BACK + 0.02]), paint('Pegboard', '#c9a26a'));
  const steel = paint('Steel', '#3b3f45');
  const tools = [-1.6, -1.1, -0.6, -0.1, 0.4, 0.9].map((x, index) => block(0.06, 0.4 + (index % 3) * 0.15, 0.03, [x, 2.0, BACK + 0.06]));
  prop('Tools', merge(...tools, translate(rotateX(cylinder(0.25, 0.25, 0.05, 8), Math.PI / 2), [0.9, 2.1, BACK + 0.06])), steel);
  prop('Shelving', shelves(1.8, 2.2, 0.5, 4, 3.6, -3.7), steel);
  prop('Cans', shelfRows(1.8, 2.2, 4, 3.6, -3.65, 0.2), paint('Cans', random.pick(['#c62828', '#2d5fa8', '#e0b43a'])));
  const car = paint('CarBody', random.pick(['#2d4f8a', '#8a2d2d', '#2f6b3a']));
  prop('Car', merge(block(1.8, 0.65, 4.2, [-5.4, 0.6, 1.2]), block(1.6, 0.55, 2.1, [-5.4, 1.2, 0.9])), car);
  const tyre = paint('Tyre', '#1a1a1a');
  const carWheels = [-0.8, 0.8].flatMap((dx) => [-0.2, 2.6].map((z) => wheel(0.33, 0.22, [-5.4 + dx, 0.33, z], 'x', 8)));
  prop('CarWheels', merge(...carWheels), tyre);
  prop('Tyres', merge(...[0, 0.25, 0.5].map((y) => translate(cylinder(0.36, 0.36, 0.24, 8), [5.4, 0.12 + y, -1.5]))), tyre);
  prop('GarageDoor', merge(...Array.from({ length: 6 }, (_, index) => block(2.8, 0.42, 0.06, [-4.3 + 0, 0.25 + index * 0.45, BACK + 0.04]))), paint('Door', '#a7a7a2'));
  prop('OilDrum', barrel(5.3, 0.8, 0, 0.32), car);
  dressFromWords(context, [{ x: 4.9, z: 2.6 }, { x: 1.9, z: -3.2 }]);
}

/** A warehouse: racks of crates and pallets behind and beside the cast, a forklift, barrels, a loading door. */
export function warehouse(context: SetContext): void {
  const { prop, paint } = context;
  floorAndRoom(context, 14, '#8a8a84', '#9aa0a0', 'Concrete');
  const steel = paint('Racking', '#e07a2a');
  const crateWood = paint('Crates', '#a9834f');
  // Pallet racks: uprights and two levels, loaded with crates; one run behind the cast, one down each side.
  const rack = (x: number, z: number, length: number, alongZ: boolean) => {
    const [w, d] = alongZ ? [1, length] : [length, 1];
    const posts = [-1, 1].flatMap((a) => [-1, 1].map((b) => standing(0.08, 3.2, 0.08, x + (a * w) / 2, z + (b * d) / 2)));
    return merge(...posts, ...[1.1, 2.2].map((y) => block(w, 0.08, d, [x, y, z])));
  };
  const load = (x: number, z: number, length: number, alongZ: boolean) =>
    merge(...[0, 1.14, 2.24].flatMap((y) => [-1, 0, 1].map((step) => standing(0.8, 0.8, 0.8, x + (alongZ ? 0 : (step * length) / 3), z + (alongZ ? (step * length) / 3 : 0), y))));
  prop('RackBack', rack(0, -3.3, 6, false), steel);
  prop('RackBackCrates', load(0, -3.3, 6, false), crateWood);
  for (const [side, label] of [[-1, 'Left'], [1, 'Right']] as const) {
    prop(`Rack${label}`, rack(side * 6, 1, 6, true), steel);
    prop(`Rack${label}Crates`, load(side * 6, 1, 6, true), crateWood);
  }
  const yellow = paint('Forklift', '#e0b43a');
  prop('Forklift', merge(standing(1.1, 1, 1.8, 4.6, -2.9), block(1, 0.1, 1, [4.6, 2.2, -3.2]), ...[-0.45, 0.45].map((dx) => beam([4.6 + dx, 1, -3.6], [4.6 + dx, 2.2, -3.6], 0.06))), yellow);
  prop('Forks', merge(standing(0.1, 2.3, 0.1, 4.3, -2, 0), standing(0.1, 2.3, 0.1, 4.9, -2, 0), block(0.1, 0.05, 0.8, [4.3, 0.1, -1.6]), block(0.1, 0.05, 0.8, [4.9, 0.1, -1.6])), paint('Steel', '#3b3f45'));
  prop('Barrels', merge(barrel(-4.4, -3.2), barrel(-4.6, -2.5), barrel(-5.1, -3.1)), paint('Drums', '#2d5fa8'));
  prop('Pallets', merge(standing(1.2, 0.15, 1, -5.6, -3.2), crates(-5.9, -3.4, 0.5, 0.15)), crateWood);
  prop('CeilingLamps', merge(...[-3, 0, 3].map((x) => block(1.2, 0.08, 0.3, [x, ROOM_HEIGHT - 0.05, -1]))), paint('Lamp', '#f4f2e0', true));
  dressFromWords(context, [{ x: 4.6, z: 5 }, { x: -4.6, z: 5.2 }]);
}

/**
 * Inside a car, built round the standing cast as a stage set is: the back seat and the rear window
 * behind them, the doors with their windows at the sides, the roof over all, the road behind.
 */
export function carInterior(context: SetContext): void {
  const { prop, paint, random } = context;
  const trim = paint('Upholstery', random.pick(['#3b3b3f', '#6b4a36', '#c9bfa8']));
  prop('Floor', block(9, 0.1, 9, [0, -0.05, 0.5]), paint('Carpet', '#2a2a2c'));
  prop('BackSeat', merge(standing(7.4, 0.55, 1.2, 0, -2.2), translate(rotateX(box(7.4, 1.4, 0.3), -0.2), [0, 1.2, -2.75])), trim);
  prop('Headrests', merge(...[-2.4, 0, 2.4].map((x) => block(0.6, 0.4, 0.18, [x, 2.2, -3]))), trim);
  const body = paint('CarBody', random.pick(['#2d4f8a', '#8a2d2d', '#e6e6e6', '#2f2f2f']));
  prop('RearShelf', merge(block(8, 0.1, 0.8, [0, 1.95, -3.5]), block(8.6, 0.4, 0.3, [0, 0.2, -4.1]), block(8.6, 1.6, 0.3, [0, 0.8 + 0.2, -4.1]), block(0.4, 2.2, 0.3, [-4.1, 3, -4.1]), block(0.4, 2.2, 0.3, [4.1, 3, -4.1])), body);
  const outside = paint('Outside', context.night ? '#1b2a4a' : '#a8d0ea', true);
  prop('RearWindow', translate(panel(7.8, 1.9), [0, 3.05, -4.2]), outside);
  for (const [side, label] of [[-1, 'Left'], [1, 'Right']] as const) {
    prop(`Door${label}`, merge(block(0.3, 1.6, 8.6, [side * 4.4, 0.8 + 0.2, 0.3]), block(0.3, 0.3, 8.6, [side * 4.4, 3.85, 0.3]), block(0.3, 2.2, 0.3, [side * 4.4, 2.8, 1.6])), body);
    prop(`DoorWindow${label}`, translate(rotateY(panel(8.4, 1.9), (-side * Math.PI) / 2), [side * 4.45, 2.8, 0.3]), outside);
    prop(`Armrest${label}`, block(0.3, 0.15, 1.5, [side * 4.25, 1.1, -1.2]), trim);
  }
  prop('Roof', block(9.2, 0.2, 8.8, [0, 4.1, 0.2]), paint('Headliner', '#cfc8b8'));
  prop('RoadBehind', block(12, 0.05, 20, [0, -0.6, -15]), paint('Road', '#303236'));
  prop('Seatbelts', merge(...[-2.4, 2.4].map((x) => beam([x - 0.4, 2.2, -2.9], [x + 0.3, 0.6, -1.7], 0.05))), paint('Belt', '#1a1a1a'));
}

/** Kinds indoors, by name, for the set model's table. */
export const INTERIOR_BUILDERS = { kitchen, bedroom, office, classroom, 'hospital-room': hospitalRoom, church, 'ship-cabin': shipCabin, restaurant, cafe, bakery, workshop, warehouse, 'car-interior': carInterior } as const;
