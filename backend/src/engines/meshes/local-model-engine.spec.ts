import { type Document, getBounds, NodeIO } from '@gltf-transform/core';
import { KIND_FOR_SET_TYPE, OCEAN_TYPES, SET_KIND_INFO, SET_KINDS, SET_TYPES, type SetType } from '@studio/contracts/sets';
import { validateBytes } from 'gltf-validator';
import { BODY_NODE, CHARACTER_ROOT_NODE, MORPH_TARGETS, RIG_BONES } from '@studio/scene-timeline/rig';
import { seatsFor } from '@studio/scene-timeline/seats';
import { marksFor } from '@studio/scene-timeline/set-marks';
import type { BuildCharacterInput, BuildSetInput, GeneratedModel } from '../engine.types';
import { HAT_NODE } from './character-model';
import { LocalModelEngine } from './local-model-engine';
import { DRESSING_NAMES } from './set-kit';

const characterInput = (overrides: Partial<BuildCharacterInput> = {}): BuildCharacterInput => ({
  name: 'Rosa Martinez',
  description: 'A cheerful taco chef with a red shirt',
  traits: [],
  isPirate: false,
  ...overrides,
});

const setInput = (overrides: Partial<BuildSetInput> = {}): BuildSetInput => ({
  name: 'Sunny Acres',
  description: 'A family farm at dawn',
  type: 'farm',
  oceanType: null,
  ...overrides,
});

async function expectValidGlb(model: GeneratedModel): Promise<void> {
  expect(model.glb.toString('ascii', 0, 4)).toBe('glTF');
  const report = await validateBytes(new Uint8Array(model.glb));
  const errors = report.issues.messages.filter((issue) => issue.severity === 0);
  expect(errors).toEqual([]);
  expect(report.issues.numErrors).toBe(0);
}

describe('LocalModelEngine characters', () => {
  const engine = new LocalModelEngine();

  it('builds a valid skinned humanoid GLB: the rig bones, a Body with the face morph targets, no baked clips', async () => {
    const model = await engine.buildCharacter(characterInput());
    await expectValidGlb(model);
    expect(model.mimeType).toBe('model/gltf-binary');
    expect(model.nodeNames).toEqual(expect.arrayContaining([CHARACTER_ROOT_NODE, BODY_NODE, ...RIG_BONES]));
    expect(model.animationNames).toEqual([]);
    const document = await new NodeIO().readBinary(new Uint8Array(model.glb));
    const body = document.getRoot().listNodes().find((node) => node.getName() === BODY_NODE)!;
    expect(body.getSkin()!.listJoints()).toHaveLength(RIG_BONES.length);
    expect(body.getMesh()!.listPrimitives()[0].listTargets().map((target) => target.getName())).toEqual([...MORPH_TARGETS]);
  });

  it('dresses a chef in a chef hat and a pirate in a tricorn, as a third draw call', async () => {
    const hatOf = async (input: BuildCharacterInput) => {
      const document = await new NodeIO().readBinary(new Uint8Array((await engine.buildCharacter(input)).glb));
      const top = (document.getRoot().listNodes().find((node) => node.getName() === CHARACTER_ROOT_NODE)!.getExtras() as { headTopY: number }).headTopY;
      const max = document.getRoot().listNodes().find((node) => node.getName() === HAT_NODE)?.getMesh()?.listPrimitives()[0].getAttribute('POSITION')!.getMax([0, 0, 0]);
      // How wide, and how far over the head.
      return max && [max[0], max[1] - top];
    };
    const chef = await hatOf(characterInput());
    const pirate = await hatOf(characterInput({ name: 'Captain Redbeard', description: 'A fearsome captain with a parrot', isPirate: true }));
    const plain = await hatOf(characterInput({ name: 'Ann', description: 'a quiet librarian' }));
    expect(chef).toBeDefined();
    expect(pirate).toBeDefined();
    expect(plain).toBeUndefined();
    // A chef's hat stands tall; a tricorn's brim spreads wide.
    expect(chef![1] - pirate![1]).toBeGreaterThan(0.08);
    expect(pirate![0]).toBeGreaterThan(chef![0]);
  });

  it('builds the same bytes for the same character and different looks for different names', async () => {
    const first = await engine.buildCharacter(characterInput({ name: 'Luna' }));
    const again = await engine.buildCharacter(characterInput({ name: 'Luna' }));
    const other = await engine.buildCharacter(characterInput({ name: 'Marco' }));
    expect(again.glb.equals(first.glb)).toBe(true);
    expect(other.glb.equals(first.glb)).toBe(false);
  });

  it('reports progress from 0 to 1', async () => {
    const reported: number[] = [];
    await engine.buildCharacter(characterInput(), (fraction) => reported.push(fraction));
    expect(reported).toEqual([0, 0.5, 1]);
  });
});

describe('LocalModelEngine sets', () => {
  const engine = new LocalModelEngine();
  const expectedProps: Record<SetType, string[]> = {
    farm: ['Ground', 'Barn', 'BarnRoof', 'BarnTrim', 'Silo', 'Fence', 'SideFence', 'HayBales', 'HayStack', 'Tractor', 'TractorWheels', 'WaterTrough', 'HayCart', 'Trees', 'Hills'],
    apartment: ['Floor', 'BackWall', 'LeftWall', 'Ceiling', 'Window', 'Curtains', 'Sofa', 'Rug', 'CoffeeTable', 'DiningTable', 'Chairs', 'Lamp', 'Bookshelf', 'Books', 'Plant', 'Picture', 'Television', 'Door'],
    taqueria: ['Floor', 'BackWall', 'Ceiling', 'Tilework', 'Counter', 'Comal', 'Stools', 'MenuBoard', 'MenuText', 'Awning', 'Kitchen', 'Grill', 'PendantLights', 'PapelPicado', 'CafeTablesLeft', 'CafeChairsRight', 'Cacti'],
    street: ['Road', 'LaneMarkings', 'Crosswalk', 'SidewalkLeft', 'SidewalkRight', 'BuildingsLeft1', 'BuildingsRight2', 'BuildingsBack1', 'WindowsLeft', 'DoorsRight', 'AwningsLeft', 'StreetLightsLeft', 'StreetLightsRight', 'TrafficLight', 'ParkedCar', 'Taxi', 'Bench', 'TrashBin', 'FireHydrant'],
    truck: ['Ground', 'FoodTruck', 'TruckBody', 'ServingWindow', 'TruckAwning', 'Wheels', 'TruckMenu', 'MenuSign', 'PicnicTables', 'Umbrella', 'TrashBin', 'Building', 'Trees'],
  };
  const shipProps = ['Ocean', 'Ship', 'Hull', 'ShipDeck', 'RailingPort', 'RailingStarboard', 'Quarterdeck', 'Helm', 'Mast', 'MizzenMast', 'Sails', 'Rigging', 'Cannons', 'Cargo', 'JollyRoger'];

  const read = (model: GeneratedModel): Promise<Document> => new NodeIO().readBinary(new Uint8Array(model.glb));

  /**
   * The mesh nodes whose world bounding box enters the space the cast and the cameras need: actors
   * on an arc round the origin (packages/scene-timeline/src/blocking.ts), cameras up to 3.5 m high
   * in front of them and the establishing camera about 12 m out; on a ship, the open deck between
   * its rails. What lies flat on the floor (floors, rugs, road paint) and ceilings over it are fine.
   */
  async function propsInTheWay(model: GeneratedModel, ship: boolean): Promise<string[]> {
    const floorY = ship ? 0.4 : 0;
    const zone = { min: [ship ? -2.2 : -4, floorY + 0.05, -0.6], max: [ship ? 2.2 : 4, floorY + 3.8, ship ? 7.8 : 12] };
    const overlaps = ({ min, max }: { min: number[]; max: number[] }) => [0, 1, 2].every((axis) => min[axis] < zone.max[axis] && max[axis] > zone.min[axis]);
    const document = await read(model);
    return document
      .getRoot()
      .listNodes()
      .filter((node) => node.getMesh() && overlaps(getBounds(node)))
      .map((node) => node.getName());
  }

  async function countsOf(model: GeneratedModel): Promise<{ triangles: number; materials: number }> {
    const root = (await read(model)).getRoot();
    const triangles = root
      .listMeshes()
      .flatMap((mesh) => mesh.listPrimitives())
      .reduce((sum, primitive) => sum + primitive.getIndices()!.getCount() / 3, 0);
    return { triangles, materials: root.listMaterials().length };
  }

  it.each(SET_TYPES)('builds a valid %s set with its props, none in the way of the cast or the cameras', async (type) => {
    const model = await engine.buildSet(setInput({ type, name: `The ${type}` }));
    await expectValidGlb(model);
    expect(model.nodeNames).toEqual(expect.arrayContaining(expectedProps[type]));
    expect(model.nodeNames).not.toContain('Ocean');
    expect(await propsInTheWay(model, false)).toEqual([]);
  });

  it.each(OCEAN_TYPES)('builds a pirate ship on a %s ocean that sways, its deck clear for the cast', async (oceanType) => {
    const model = await engine.buildSet(setInput({ name: 'The Black Gull', oceanType }));
    await expectValidGlb(model);
    expect(model.nodeNames).toEqual(expect.arrayContaining(shipProps));
    expect(model.animationNames).toEqual(['sway']);
    expect(await propsInTheWay(model, true)).toEqual([]);
  });

  // Every word the kit dresses a set from, so each kind is checked with as many props as it takes.
  const everyPropWord = 'Loaves, lanterns, nets, barrels, crates, books, candles, plants and bottles.';
  const landKinds = SET_KINDS.filter((kind) => kind !== 'ship-deck');

  it.each(landKinds)('builds a valid %s set, none of its props in the way of the cast or the cameras, dressed or not', async (kind) => {
    for (const description of [null, everyPropWord]) {
      const model = await engine.buildSet(setInput({ kind, name: `The ${SET_KIND_INFO[kind].label}`, description, type: SET_KIND_INFO[kind].family }));
      await expectValidGlb(model);
      expect(await propsInTheWay(model, false)).toEqual([]);
    }
  });

  it("builds a ship's deck on a calm sea, its deck clear", async () => {
    const model = await engine.buildSet(setInput({ kind: 'ship-deck', name: 'The Gull', type: 'truck' }));
    expect(model.nodeNames).toEqual(expect.arrayContaining(shipProps));
    expect(await propsInTheWay(model, true)).toEqual([]);
  });

  it.each([
    ['harbour', ['Pier', 'PilingsLeft', 'LanternsRight', 'BoatLeft', 'Nets', 'Boathouse', 'Water']],
    ['forest', ['ForestFloor', 'Trees', 'TreesLeft', 'TreeTrunksRight', 'FallenLog', 'Rocks']],
    ['bakery', ['BreadRacks', 'Loaves', 'Counter', 'DisplayGlass', 'ShopWindow', 'ShopSign']],
    ['lighthouse', ['TowerWhite', 'TowerStripes', 'LampRoom', 'Gallery', 'Cottage', 'Water']],
    ['church', ['PewsLeft', 'PewsRight', 'Altar', 'Cross', 'StainedGlass1']],
    ['kitchen', ['Counter', 'Stove', 'Sink', 'Fridge', 'KitchenTable']],
  ] as const)('builds a %s with the props that make it', async (kind, props) => {
    const model = await engine.buildSet(setInput({ kind, name: 'Somewhere' }));
    expect(model.nodeNames).toEqual(expect.arrayContaining([...props]));
  });

  it('builds the kind its words name when none is given, and the given kind over the words', async () => {
    const pier = await engine.buildSet({ name: 'Fishing Pier', type: 'street' });
    expect(pier.nodeNames).toContain('Pier');
    const bakery = await engine.buildSet({ name: 'Bakery', type: 'taqueria' });
    expect(bakery.nodeNames).toContain('BreadRacks');
    const picked = await engine.buildSet({ name: 'Fishing Pier', type: 'street', kind: 'forest' });
    expect(picked.nodeNames).toContain('ForestFloor');
    expect(picked.nodeNames).not.toContain('Pier');
    // A spec type whose words name no place builds as that type.
    const street = await engine.buildSet({ name: 'Sunny Acres', description: 'Golden light at dawn', type: 'street' });
    expect(street.nodeNames).toContain('Crosswalk');
  });

  it('adds the kit props the description names, where the set has room', async () => {
    const plain = await engine.buildSet(setInput({ kind: 'harbour', name: 'The Pier', description: 'Gulls over the water' }));
    const dressed = await engine.buildSet(setInput({ kind: 'harbour', name: 'The Pier', description: 'Lanterns on the posts, barrels by the boats' }));
    expect(dressed.nodeNames).toEqual(expect.arrayContaining(['DressingLanterns', 'DressingBarrels']));
    expect(plain.nodeNames.filter((name) => name.startsWith('Dressing'))).toEqual([]);
    const bakery = await engine.buildSet(setInput({ kind: 'bakery', name: 'Bakery', description: 'Trays of loaves and candles in the window' }));
    expect(bakery.nodeNames).toEqual(expect.arrayContaining(['DressingLoaves', 'DressingCandles']));
    expect(DRESSING_NAMES.length).toBeGreaterThanOrEqual(8);
  });

  it('gives each spec type its own kind', () => {
    for (const type of SET_TYPES) expect(SET_KIND_INFO[KIND_FOR_SET_TYPE[type]].family).toBe(type);
  });

  // The timeline seats performers on the furniture where it says the kit builds it (scene-timeline's seats.ts).
  const seatsOf = (kind: (typeof landKinds)[number]) => seatsFor({ id: 1, name: 'Somewhere', type: SET_KIND_INFO[kind].family, kind, oceanType: null, modelUrl: null });
  it.each(landKinds.filter((kind) => seatsOf(kind).length > 0))('builds a seat under every place the timeline seats a performer in the %s set', async (kind) => {
    const document = await read(await engine.buildSet(setInput({ kind, name: 'Somewhere', description: null, type: SET_KIND_INFO[kind].family })));
    const points = document
      .getRoot()
      .listNodes()
      .flatMap((node) => {
        const matrix = node.getWorldMatrix();
        return (node.getMesh()?.listPrimitives() ?? []).flatMap((primitive) => {
          const positions = primitive.getAttribute('POSITION')!;
          return Array.from({ length: positions.getCount() }, (_, index) => {
            const [x, y, z] = positions.getElement(index, [0, 0, 0]);
            return [0, 1, 2].map((axis) => matrix[axis] * x + matrix[4 + axis] * y + matrix[8 + axis] * z + matrix[12 + axis]);
          });
        });
      });
    for (const seat of seatsOf(kind)) {
      // The corners of a top face at the seat's height round it: the seat point lies within them.
      const [x, y, z] = seat.position;
      const corners = points.filter((point) => Math.abs(point[1] - y) < 0.005 && Math.hypot(point[0] - x, point[2] - z) < 1);
      const within = (axis: 0 | 2, value: number) => corners.some((point) => point[axis] < value) && corners.some((point) => point[axis] > value);
      expect({ seat: seat.position, seatTop: within(0, x) && within(2, z) }).toEqual({ seat: seat.position, seatTop: true });
    }
  });

  // The timeline walks performers to a thing of the set ("to the window") where scene-timeline's set-marks.ts says it stands.
  const marksOf = (kind: (typeof landKinds)[number]) => marksFor({ name: 'Somewhere', type: SET_KIND_INFO[kind].family, kind, oceanType: null });
  it.each(landKinds.filter((kind) => marksOf(kind).length > 0))('builds each named thing of the %s set a step from its mark, the mark on open floor', async (kind) => {
    const document = await read(await engine.buildSet(setInput({ kind, name: 'Somewhere', description: null, type: SET_KIND_INFO[kind].family })));
    const meshes = document.getRoot().listNodes().filter((node) => node.getMesh());
    /** How far the point is from the node's footprint on the floor (0 inside it). */
    const gap = (node: (typeof meshes)[number], [x, , z]: number[]) => {
      const { min, max } = getBounds(node);
      return Math.hypot(Math.max(min[0] - x, 0, x - max[0]), Math.max(min[2] - z, 0, z - max[2]));
    };
    for (const { thing, prop, position } of marksOf(kind)) {
      const built = meshes.find((node) => node.getName() === prop);
      expect({ thing, prop, built: built !== undefined }).toEqual({ thing, prop, built: true });
      const away = gap(built!, position);
      expect({ thing, away: away > 0.1 && away <= 1.2 }).toEqual({ thing, away: true });
      // Nothing standing on the floor up to waist height is where the performer stands.
      const inside = meshes.filter((node) => {
        const { min, max } = getBounds(node);
        const footprint = (max[0] - min[0]) * (max[2] - min[2]);
        return min[1] < 0.9 && max[1] > 0.1 && footprint < 12 && gap(node, position) === 0;
      });
      expect({ thing, inside: inside.map((node) => node.getName()) }).toEqual({ thing, inside: [] });
    }
  });

  it('sees a prop in the way', async () => {
    const model = await engine.buildSet(setInput({ type: 'farm' }));
    const document = await read(model);
    const silo = document.getRoot().listNodes().find((node) => node.getName() === 'Silo')!;
    silo.setTranslation([3, 0, 5]);
    const moved: GeneratedModel = { ...model, glb: Buffer.from(await new NodeIO().writeBinary(document)) };
    expect(await propsInTheWay(moved, false)).toEqual(['Silo']);
  });

  // Renders run on software WebGL: every set stays cheap to draw, whatever props its words add.
  it.each(landKinds)('keeps the %s set within the triangle and material budget', async (kind) => {
    const { triangles, materials } = await countsOf(await engine.buildSet(setInput({ kind, description: everyPropWord })));
    expect(triangles).toBeLessThanOrEqual(2_600);
    expect(materials).toBeLessThanOrEqual(15);
  });

  it.each([...SET_TYPES.map((type) => ({ type, oceanType: null })), { type: 'farm' as const, oceanType: 'stormy' as const }])(
    'keeps the $type set (ocean: $oceanType) within its triangle and material budget',
    async ({ type, oceanType }) => {
      const { triangles, materials } = await countsOf(await engine.buildSet(setInput({ type, oceanType })));
      // A ship's ocean alone is 7,200 triangles.
      expect(triangles).toBeLessThanOrEqual(oceanType ? 10_000 : 2_600);
      expect(materials).toBeLessThanOrEqual(15);
    },
  );

  it('builds the same bytes for the same set and a different set for a different name', async () => {
    for (const input of [...SET_TYPES.map((type) => setInput({ type })), setInput({ oceanType: 'maelstrom' })]) {
      const first = await engine.buildSet(input);
      const again = await engine.buildSet(input);
      expect(again.glb.equals(first.glb)).toBe(true);
    }
    const farm = await engine.buildSet(setInput());
    const other = await engine.buildSet(setInput({ name: 'Old MacDonald' }));
    expect(other.glb.equals(farm.glb)).toBe(false);
  });

  it('makes rougher oceans rougher', async () => {
    const waveHeight = async (oceanType: (typeof OCEAN_TYPES)[number]) => {
      const model = await engine.buildSet(setInput({ oceanType }));
      const document = await read(model);
      const ocean = document.getRoot().listNodes().find((node) => node.getName() === 'Ocean')!;
      const position = ocean.getMesh()!.listPrimitives()[0].getAttribute('POSITION')!;
      return position.getMax([0, 0, 0])[1] - position.getMin([0, 0, 0])[1];
    };
    const calm = await waveHeight('calm');
    const stormy = await waveHeight('stormy');
    const maelstrom = await waveHeight('maelstrom');
    expect(stormy).toBeGreaterThan(calm * 4);
    expect(maelstrom).toBeGreaterThan(stormy);
  });
});
