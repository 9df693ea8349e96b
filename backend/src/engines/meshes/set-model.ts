import type { OceanType, SetType } from '@studio/contracts/sets';
import type { Material, Node } from '@gltf-transform/core';
import type { BuildSetInput } from '../engine.types';
import { hashString, seededRandom, type SeededRandom } from '../seeded-random';
import { box, cylinder, type Geometry, heightField, merge, rotateX, rotateZ, sphere, translate } from './geometry';
import { colour, GltfBuilder, quaternion, type Vector3 } from './gltf-builder';

interface SetContext {
  builder: GltfBuilder;
  root: Node;
  random: SeededRandom;
  night: boolean;
  /** A material by name and sRGB hex, created once. */
  paint(name: string, hex: string, emissive?: boolean): Material;
  prop(name: string, geometry: Geometry, material: Material, translation?: Vector3, parent?: Node, rotationY?: number): Node;
}

/** Environment GLBs: a ground and the props that make a place, laid out around the origin (actors stand at 0,0,0). */
export function buildSetModel(input: BuildSetInput): GltfBuilder {
  const builder = new GltfBuilder(input.name);
  const text = `${input.name} ${input.description ?? ''}`.toLowerCase();
  const context: SetContext = {
    builder,
    root: builder.part('Set'),
    random: seededRandom(hashString(`${input.name}|${input.description ?? ''}`)),
    night: /\b(night|midnight|evening|dark)\b/.test(text),
    paint: (name, hex, emissive) => builder.material(name, colour(hex), emissive ? { emissive: colour(hex) } : {}),
    prop: (name, geometry, material, translation, parent, rotationY) =>
      builder.part(name, { parent: parent ?? context.root, geometry, material, translation, rotation: rotationY ? quaternion(0, rotationY) : undefined }),
  };
  if (input.oceanType) buildPirateShip(context, input.oceanType);
  else LAND_SETS[input.type](context);
  return builder;
}

const LAND_SETS: Record<SetType, (context: SetContext) => void> = {
  farm(context) {
    const { prop, paint, random } = context;
    prop('Ground', box(40, 0.1, 40), paint('Grass', context.night ? '#1f3a1d' : '#4f8a3a'), [0, -0.05, 0]);
    const barn = context.builder.part('Barn', { parent: context.root, translation: [-6, 0, -8] });
    prop('BarnWalls', translate(box(6, 4, 8), [0, 2, 0]), paint('BarnRed', random.pick(['#9c2a22', '#8b2e1f', '#a33b2a'])), undefined, barn);
    // A three-sided prism laid along the barn, apex up.
    prop('BarnRoof', translate(rotateX(cylinder(3.6, 3.6, 8.4, 3), -Math.PI / 2), [0, 5.8, 0]), paint('Roof', '#3d3d3d'), undefined, barn);
    prop('BarnDoor', translate(box(2.4, 3, 0.1), [0, 1.5, 4.05]), paint('Door', '#efe6d2'), undefined, barn);
    prop('Silo', merge(translate(cylinder(1.4, 1.4, 7, 16), [0, 3.5, 0]), translate(sphere(1.4, 16, 8), [0, 7, 0])), paint('Silo', '#a9b0b5'), [-1, 0, -9]);
    const rails = merge(...[0.5, 1].map((y) => translate(box(12, 0.1, 0.08), [0, y, 0])), ...[-6, -3, 0, 3, 6].map((x) => translate(box(0.12, 1.2, 0.12), [x, 0.6, 0])));
    prop('Fence', rails, paint('Wood', '#8a6a44'), [3, 0, -4]);
    for (let index = 1; index <= 3; index += 1) {
      prop(`HayBale${index}`, rotateZ(cylinder(0.6, 0.6, 1.2, 14), Math.PI / 2), paint('Hay', '#d9b44a'), [random.range(2, 7), 0.6, random.range(-2, 3)]);
    }
    for (let index = 1; index <= 2; index += 1) {
      prop(`Tree${index}`, merge(translate(cylinder(0.25, 0.35, 3, 10), [0, 1.5, 0]), translate(sphere(1.8, 12, 10), [0, 4, 0])), paint('Leaves', '#2f6b2a'), [index === 1 ? 9 : -11, 0, random.range(-10, -4)]);
    }
  },
  apartment(context) {
    const { prop, paint, random } = context;
    prop('Floor', box(8, 0.1, 8), paint('WoodFloor', '#a0784c'), [0, -0.05, 0]);
    const wallPaint = paint('Wall', random.pick(['#e8e1d4', '#d7e3e8', '#efe0d0', '#dfe6d5']));
    prop('Walls', merge(translate(box(8, 3, 0.15), [0, 1.5, -4]), translate(box(0.15, 3, 8), [-4, 1.5, 0])), wallPaint);
    prop('Window', box(2, 1.3, 0.05), paint('WindowGlass', context.night ? '#1b2a4a' : '#bfe3ff', true), [1.5, 1.7, -3.9]);
    const sofa = paint('Sofa', random.pick(['#5b6f8a', '#7a4b3a', '#4f6b4f', '#8a7a5b']));
    prop('Sofa', merge(translate(box(2.4, 0.45, 0.9), [0, 0.22, 0]), translate(box(2.4, 0.6, 0.2), [0, 0.75, -0.35]), translate(box(0.2, 0.35, 0.9), [-1.1, 0.6, 0]), translate(box(0.2, 0.35, 0.9), [1.1, 0.6, 0])), sofa, [-0.5, 0, -2.6]);
    prop('CoffeeTable', merge(translate(box(1.2, 0.06, 0.6), [0, 0.42, 0]), ...[-0.5, 0.5].flatMap((x) => [-0.22, 0.22].map((z) => translate(box(0.05, 0.4, 0.05), [x, 0.2, z])))), paint('TableWood', '#6b4a2e'), [-0.5, 0, -1.3]);
    prop('Rug', box(3, 0.02, 2), paint('Rug', random.pick(['#8c3b3b', '#3b5b8c', '#8c7a3b'])), [-0.5, 0.01, -1.4]);
    prop('Lamp', merge(translate(cylinder(0.03, 0.03, 1.5, 8), [0, 0.75, 0]), translate(cylinder(0.15, 0.3, 0.35, 16), [0, 1.6, 0])), paint('LampShade', '#f6e7b5', context.night), [-3.3, 0, -3.3]);
    prop('Bookshelf', merge(translate(box(0.4, 2, 1.6), [0, 1, 0]), ...[0.5, 1, 1.5].map((y) => translate(box(0.42, 0.04, 1.6), [0, y, 0]))), paint('ShelfWood', '#5a3f28'), [-3.75, 0, 1]);
  },
  taqueria(context) {
    const { prop, paint, random } = context;
    prop('Floor', box(10, 0.1, 8), paint('Tiles', '#c9a27a'), [0, -0.05, 0]);
    prop('Walls', merge(translate(box(10, 3.2, 0.15), [0, 1.6, -4]), translate(box(0.15, 3.2, 8), [-5, 1.6, 0])), paint('Stucco', random.pick(['#f0c94a', '#e98a3b', '#5bb3a8', '#e9dccb'])));
    prop('Counter', merge(translate(box(5, 1.05, 0.8), [0, 0.52, 0]), translate(box(5.2, 0.06, 0.9), [0, 1.08, 0])), paint('Counter', '#b5462d'), [0, 0, -2.4]);
    prop('Comal', translate(box(1.4, 0.05, 0.6), [0, 1.14, 0]), paint('Iron', '#2b2b2b'), [-1.2, 0, -2.4]);
    prop('MenuBoard', box(3, 1.2, 0.05), paint('MenuBoard', '#1e1e1e', context.night), [0, 2.3, -3.9]);
    const stripes = [0, 1, 2, 3, 4, 5].map((index) => translate(box(0.8, 0.05, 1.2), [-2.0 + index * 0.8, 0, 0]));
    prop('Awning', rotateX(merge(...stripes.filter((_, index) => index % 2 === 0)), 0.3), paint('AwningRed', '#c62828'), [0, 3, -3.3]);
    prop('AwningStripes', rotateX(merge(...stripes.filter((_, index) => index % 2 === 1)), 0.3), paint('AwningWhite', '#f5f5f5'), [0, 3, -3.3]);
    for (let index = 1; index <= 3; index += 1) {
      prop(`Stool${index}`, merge(translate(cylinder(0.2, 0.2, 0.06, 12), [0, 0.75, 0]), translate(cylinder(0.04, 0.04, 0.75, 8), [0, 0.37, 0])), paint('Chrome', '#b0b4b8'), [-1.6 + index * 0.8, 0, -1.6]);
    }
    for (let index = 1; index <= 2; index += 1) {
      prop(`Table${index}`, merge(translate(cylinder(0.5, 0.5, 0.05, 16), [0, 0.75, 0]), translate(cylinder(0.05, 0.05, 0.75, 8), [0, 0.37, 0])), paint('TableTop', '#3f7d4f'), [index === 1 ? -2.5 : 2.5, 0, 1.5]);
    }
  },
  street(context) {
    const { prop, paint, random } = context;
    prop('Road', box(8, 0.1, 40), paint('Asphalt', '#303236'), [0, -0.05, 0]);
    prop('LaneMarkings', merge(...Array.from({ length: 10 }, (_, index) => translate(box(0.15, 0.01, 2), [0, 0.005, -18 + index * 4]))), paint('Paint', '#f2d13a'));
    prop('Crosswalk', merge(...Array.from({ length: 7 }, (_, index) => translate(box(0.5, 0.01, 3), [-3 + index, 0.006, 0]))), paint('WhitePaint', '#f0f0f0'), [0, 0, 6]);
    for (const [index, side] of [[1, -1], [2, 1]] as const) {
      prop(`Sidewalk${index}`, box(3, 0.2, 40), paint('Concrete', '#a7a7a2'), [side * 5.5, 0.1, 0]);
    }
    const facades = ['#b45f3c', '#8c8f94', '#c9b79c', '#5d6d7e', '#a34a4a', '#7a8f6a'];
    for (let index = 1; index <= 4; index += 1) {
      const side = index % 2 ? -1 : 1;
      const height = random.range(6, 16);
      prop(`Building${index}`, translate(box(6, height, 8), [0, height / 2, 0]), paint(`Facade${index}`, random.pick(facades)), [side * 10, 0, -12 + Math.floor((index - 1) / 2) * 10]);
    }
    for (let index = 1; index <= 2; index += 1) {
      const bulb = paint('StreetLightBulb', '#fff1c1', context.night);
      const light = context.builder.part(`StreetLight${index}`, { parent: context.root, translation: [index === 1 ? -4.3 : 4.3, 0.2, index === 1 ? -5 : 3] });
      prop(`StreetLightPole${index}`, translate(cylinder(0.07, 0.09, 4.5, 8), [0, 2.25, 0]), paint('Pole', '#2f3b3b'), undefined, light);
      prop(`StreetLightLamp${index}`, translate(sphere(0.25, 10, 8), [0, 4.6, 0]), bulb, undefined, light);
    }
    prop('FireHydrant', merge(translate(cylinder(0.15, 0.18, 0.6, 10), [0, 0.3, 0]), translate(sphere(0.16, 10, 6), [0, 0.62, 0])), paint('Hydrant', '#c62828'), [4.5, 0.2, 1]);
  },
  truck(context) {
    const { prop, paint, random } = context;
    prop('Ground', box(30, 0.1, 30), paint('Asphalt', '#3a3c40'), [0, -0.05, 0]);
    const truck = context.builder.part('FoodTruck', { parent: context.root, translation: [0, 0, -3] });
    const body = paint('TruckBody', random.pick(['#f2c230', '#e0553a', '#3aa0e0', '#7cc242']));
    prop('TruckBody', translate(box(6, 2.6, 2.4), [0, 1.9, 0]), body, undefined, truck);
    prop('TruckCab', translate(box(1.8, 1.8, 2.3), [3.9, 1.5, 0]), body, undefined, truck);
    prop('Windshield', translate(box(0.05, 0.8, 2), [4.82, 2, 0]), paint('Glass', '#9fc9e6'), undefined, truck);
    prop('ServingWindow', translate(box(3, 1.1, 0.05), [-0.5, 2.2, 1.22]), paint('Hatch', '#2b2b2b', context.night), undefined, truck);
    prop('TruckAwning', translate(rotateX(box(3.4, 0.05, 1), -0.25), [-0.5, 2.95, 1.7]), paint('Canvas', '#f5f5f5'), undefined, truck);
    const wheel = paint('Tyre', '#151515');
    for (const [index, [x, z]] of [[-2, -1.2], [-2, 1.2], [3.5, -1.2], [3.5, 1.2]].entries()) {
      prop(`Wheel${index + 1}`, rotateX(cylinder(0.5, 0.5, 0.3, 16), Math.PI / 2), wheel, [x, 0.5, z], truck);
    }
    prop('MenuSign', translate(box(0.9, 1.3, 0.05), [0, 0.65, 0]), paint('SignBoard', '#1e1e1e'), [-4, 0, 0.5], undefined, 0.4);
    for (let index = 1; index <= 2; index += 1) {
      prop(`Table${index}`, merge(translate(box(1.5, 0.05, 0.8), [0, 0.75, 0]), translate(box(0.08, 0.75, 0.08), [0, 0.37, 0])), paint('Picnic', '#8a6a44'), [index === 1 ? -3 : 3, 0, 4]);
    }
    prop('Umbrella', merge(translate(cylinder(0.03, 0.03, 2.2, 8), [0, 1.1, 0]), translate(cylinder(0.02, 1.2, 0.5, 12), [0, 2.3, 0])), paint('Umbrella', '#d84a3a'), [3, 0, 4]);
  },
};

const OCEANS: Record<OceanType, { amplitude: number; wavelength: number; hex: string; sway: number; whirlpool: boolean }> = {
  calm: { amplitude: 0.08, wavelength: 14, hex: '#2f7fb0', sway: 0.02, whirlpool: false },
  choppy: { amplitude: 0.35, wavelength: 6, hex: '#23668f', sway: 0.06, whirlpool: false },
  stormy: { amplitude: 0.9, wavelength: 9, hex: '#1c3d52', sway: 0.14, whirlpool: false },
  maelstrom: { amplitude: 0.6, wavelength: 7, hex: '#15303f', sway: 0.2, whirlpool: true },
};

/** A ship's deck with mast, sail, rails, helm and cannons on an ocean of the given kind, rocking with the waves. */
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
  prop('Hull', merge(translate(box(5, 2.4, 16), [0, -0.9, 0]), translate(cylinder(bowRadius, bowRadius, 2.4, 3), [0, -0.9, 8 + bowRadius / 2])), darkWood, undefined, ship);
  prop('ShipDeck', merge(...Array.from({ length: 10 }, (_, index) => translate(box(0.48, 0.1, 16), [-2.25 + index * 0.5, 0.35, 0]))), wood, undefined, ship);
  prop('Railing', merge(...[-1, 1].flatMap((side) => [translate(box(0.1, 0.1, 16), [side * 2.45, 1.3, 0]), ...Array.from({ length: 9 }, (_, index) => translate(box(0.08, 0.9, 0.08), [side * 2.45, 0.85, -8 + index * 2]))])), darkWood, undefined, ship);
  prop('Mast', translate(cylinder(0.18, 0.25, 12, 12), [0, 6.4, -1]), darkWood, undefined, ship);
  prop('Sail', translate(box(5.5, 5, 0.05), [0, 7, -0.8]), paint('Sailcloth', oceanType === 'stormy' || oceanType === 'maelstrom' ? '#cfc6b0' : '#f1ead8'), undefined, ship);
  prop('CrowsNest', translate(cylinder(0.7, 0.6, 0.6, 12), [0, 11.5, -1]), darkWood, undefined, ship);
  prop('JollyRoger', translate(box(1.2, 0.8, 0.02), [0.65, 12.7, -1]), paint('Flag', '#111111'), undefined, ship);
  prop('Helm', merge(translate(rotateX(cylinder(0.6, 0.6, 0.06, 12), Math.PI / 2), [0, 1.5, 0]), translate(box(0.2, 1.2, 0.2), [0, 0.85, -0.15])), wood, [0, 0, 5.5], ship);
  for (const [index, side] of [[1, -1], [2, 1]] as const) {
    prop(`Cannon${index}`, merge(translate(rotateZ(cylinder(0.16, 0.22, 1.6, 12), (side * Math.PI) / 2), [side * 0.3, 0.75, 0]), translate(box(0.7, 0.35, 0.6), [0, 0.55, 0])), paint('CannonIron', '#262626'), [side * 1.6, 0, -4], ship);
  }
  prop('Barrel', translate(cylinder(0.35, 0.3, 0.9, 12), [0, 0.85, 0]), wood, [1.6, 0, 2.5], ship);
  // The ship rocks with the sea: more in rough water.
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
