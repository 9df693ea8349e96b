import { NodeIO } from '@gltf-transform/core';
import { OCEAN_TYPES, SET_TYPES } from '@studio/contracts/sets';
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

  it('builds a valid humanoid GLB with a joint hierarchy and idle and talk animations', async () => {
    const model = await engine.buildCharacter(characterInput());
    await expectValidGlb(model);
    expect(model.mimeType).toBe('model/gltf-binary');
    for (const joint of ['Hips', 'Torso', 'Chest', 'Neck', 'Head', 'Jaw', 'LeftUpperArm', 'RightForearm', 'LeftUpperLeg', 'RightFoot']) {
      expect(model.nodeNames).toContain(joint);
    }
    expect(model.animationNames).toEqual(['idle', 'talk']);
    // The GLB read back has the same nodes and the talk animation moves the jaw.
    const document = await new NodeIO().readBinary(new Uint8Array(model.glb));
    const talk = document.getRoot().listAnimations().find((animation) => animation.getName() === 'talk')!;
    expect(talk.listChannels().map((channel) => channel.getTargetNode()?.getName())).toContain('Jaw');
    const head = document.getRoot().listNodes().find((node) => node.getName() === 'Head')!;
    expect(head.getParentNode()?.getName()).toBe('Neck');
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
  const expectedProps: Record<(typeof SET_TYPES)[number], string[]> = {
    farm: ['Ground', 'Barn', 'Silo', 'Fence', 'HayBale1', 'Tree1'],
    apartment: ['Floor', 'Walls', 'Window', 'Sofa', 'CoffeeTable', 'Lamp'],
    taqueria: ['Floor', 'Counter', 'Comal', 'MenuBoard', 'Awning', 'Stool1'],
    street: ['Road', 'Crosswalk', 'Sidewalk1', 'Building1', 'StreetLight1', 'FireHydrant'],
    truck: ['Ground', 'FoodTruck', 'TruckBody', 'ServingWindow', 'Wheel4', 'MenuSign'],
  };

  it.each(SET_TYPES)('builds a valid %s set with its props', async (type) => {
    const model = await engine.buildSet(setInput({ type, name: `The ${type}` }));
    await expectValidGlb(model);
    expect(model.nodeNames).toEqual(expect.arrayContaining(expectedProps[type]));
    expect(model.nodeNames).not.toContain('Ocean');
  });

  it.each(OCEAN_TYPES)('builds a pirate ship deck on a %s ocean that sways', async (oceanType) => {
    const model = await engine.buildSet(setInput({ name: 'The Black Gull', oceanType }));
    await expectValidGlb(model);
    expect(model.nodeNames).toEqual(expect.arrayContaining(['Ocean', 'Ship', 'ShipDeck', 'Mast', 'Sail', 'Helm', 'Cannon1']));
    expect(model.animationNames).toEqual(['sway']);
  });

  it('makes rougher oceans rougher', async () => {
    const waveHeight = async (oceanType: (typeof OCEAN_TYPES)[number]) => {
      const model = await engine.buildSet(setInput({ oceanType }));
      const document = await new NodeIO().readBinary(new Uint8Array(model.glb));
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
