import { type Document, getBounds, NodeIO } from '@gltf-transform/core';
import { OCEAN_TYPES, SET_TYPES, type SetType } from '@studio/contracts/sets';
import { validateBytes } from 'gltf-validator';
import type { BuildCharacterInput, BuildSetInput, GeneratedModel } from '../engine.types';
import { LocalModelEngine } from './local-model-engine';

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

  it('builds a valid humanoid GLB with a joint hierarchy, idle and talk loops and one-shot gestures', async () => {
    const model = await engine.buildCharacter(characterInput());
    await expectValidGlb(model);
    expect(model.mimeType).toBe('model/gltf-binary');
    for (const joint of ['Hips', 'Torso', 'Chest', 'Neck', 'Head', 'Jaw', 'LeftUpperArm', 'RightForearm', 'LeftUpperLeg', 'RightFoot']) {
      expect(model.nodeNames).toContain(joint);
    }
    expect(model.animationNames).toEqual(['idle', 'talk', 'gesture-open', 'gesture-point', 'gesture-beat', 'gesture-shrug']);
    // The GLB read back has the same nodes and the talk animation moves the jaw.
    const document = await new NodeIO().readBinary(new Uint8Array(model.glb));
    const talk = document.getRoot().listAnimations().find((animation) => animation.getName() === 'talk')!;
    expect(talk.listChannels().map((channel) => channel.getTargetNode()?.getName())).toContain('Jaw');
    const head = document.getRoot().listNodes().find((node) => node.getName() === 'Head')!;
    expect(head.getParentNode()?.getName()).toBe('Neck');
  });

  it('gives every gesture arm moves that leave from the rest pose and come back to it', async () => {
    const document = await new NodeIO().readBinary(new Uint8Array((await engine.buildCharacter(characterInput())).glb));
    const gestures = document.getRoot().listAnimations().filter((animation) => animation.getName().startsWith('gesture-'));
    expect(gestures).toHaveLength(4);
    for (const gesture of gestures) {
      const arms = gesture.listChannels().filter((channel) => /Arm|Forearm/.test(channel.getTargetNode()!.getName()));
      expect(arms.length).toBe(4);
      // The keyframes of each channel: quaternions, four numbers each.
      const reach = arms.map((channel) => {
        const values = Array.from(channel.getSampler()!.getOutput()!.getArray()!);
        const at = (index: number) => values.slice(index * 4, index * 4 + 4);
        const last = values.length / 4 - 1;
        expect(at(last).map((value, i) => value - at(0)[i]).every((difference) => Math.abs(difference) < 1e-6)).toBe(true);
        // How far the middle of the gesture turns the limb from where it starts (1 - |q0·q|, 0 when unmoved).
        const middle = at(Math.floor(last / 2));
        return 1 - Math.abs(middle.reduce((sum, value, i) => sum + value * at(0)[i], 0));
      });
      expect(Math.max(...reach)).toBeGreaterThan(0.01);
    }
  });

  it('dresses a pirate in pirate gear and a landlubber without it', async () => {
    const pirate = await engine.buildCharacter(characterInput({ name: 'Captain Redbeard', description: 'A fearsome captain with a parrot', isPirate: true }));
    const chef = await engine.buildCharacter(characterInput());
    await expectValidGlb(pirate);
    for (const gear of ['PirateHat', 'Eyepatch', 'Sash', 'Sword', 'Coat', 'Parrot']) {
      expect(pirate.nodeNames).toContain(gear);
      expect(chef.nodeNames).not.toContain(gear);
    }
    expect(chef.nodeNames).toEqual(expect.arrayContaining(['ChefHat', 'Apron']));
  });

  it('reads build and accessories from the description and traits', async () => {
    const read = async (input: Partial<BuildCharacterInput>) => {
      const model = await engine.buildCharacter(characterInput({ name: 'Sam', description: null, ...input }));
      const document = await new NodeIO().readBinary(new Uint8Array(model.glb));
      const hips = document.getRoot().listNodes().find((node) => node.getName() === 'Hips')!;
      return { names: model.nodeNames, hipHeight: hips.getTranslation()[1] };
    };
    const tall = await read({ description: 'A tall farmer', traits: ['wears glasses'] });
    const short = await read({ description: 'A short detective' });
    expect(tall.hipHeight).toBeGreaterThan(short.hipHeight * 1.2);
    expect(tall.names).toEqual(expect.arrayContaining(['StrawHat', 'Glasses']));
    expect(short.names).toContain('Fedora');
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

  it('sees a prop in the way', async () => {
    const model = await engine.buildSet(setInput({ type: 'farm' }));
    const document = await read(model);
    const silo = document.getRoot().listNodes().find((node) => node.getName() === 'Silo')!;
    silo.setTranslation([3, 0, 5]);
    const moved: GeneratedModel = { ...model, glb: Buffer.from(await new NodeIO().writeBinary(document)) };
    expect(await propsInTheWay(moved, false)).toEqual(['Silo']);
  });

  // Renders run on software WebGL: every set stays cheap to draw.
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
