import { EYE_DROP } from './body';
import { glbJsonLength, modelHeadTop } from './model-height';

/** A GLB with only a JSON chunk (what modelHeadTop reads): the glTF document, padded to 4 bytes as the format wants. */
function glbOf(gltf: object): Uint8Array {
  const json = new TextEncoder().encode(JSON.stringify(gltf).padEnd(Math.ceil(JSON.stringify(gltf).length / 4) * 4, ' '));
  const bytes = new Uint8Array(20 + json.byteLength);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x46546c67, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, bytes.byteLength, true);
  view.setUint32(12, json.byteLength, true);
  view.setUint32(16, 0x4e4f534a, true);
  bytes.set(json, 20);
  return bytes;
}

interface HumanoidOverrides {
  hips?: number;
  eyes?: boolean;
  scale?: number;
  /** A quaternion on the root node. */
  rotation?: number[];
  /** A broken file whose hat has the root as its child. */
  loop?: boolean;
}

/** A humanoid as the local model engine nests it: hips at `hips`, a head on them, eyes on the head, a hat above. */
const humanoid = (overrides: HumanoidOverrides = {}) => ({
  scene: 0,
  scenes: [{ nodes: [0] }],
  nodes: [
    { name: 'Character', children: [1], scale: [overrides.scale ?? 1, overrides.scale ?? 1, overrides.scale ?? 1], rotation: overrides.rotation ?? [0, 0, 0, 1] },
    { name: 'Hips', translation: [0, overrides.hips ?? 0.9, 0], children: [2], mesh: 0 },
    { name: 'Head', translation: [0, 0.7, 0], children: overrides.eyes === false ? [5] : [3, 4, 5], mesh: 1 },
    { name: 'LeftEye', translation: [-0.04, 0.14, 0.1] },
    { name: 'RightEye', translation: [0.04, 0.14, 0.1] },
    { name: 'PirateHat', translation: [0, 0.25, 0], mesh: 2, children: overrides.loop ? [0] : [] },
  ],
  meshes: [0, 1, 2].map((accessor) => ({ primitives: [{ attributes: { POSITION: accessor } }] })),
  accessors: [
    { min: [-0.3, -0.9, -0.15], max: [0.3, 0.7, 0.15] },
    { min: [-0.12, 0, -0.13], max: [0.12, 0.25, 0.13] },
    { min: [-0.2, 0, -0.2], max: [0.2, 0.1, 0.2] },
  ],
});

describe('modelHeadTop', () => {
  it("puts the top of the head EYE_DROP above the engine's eyes, so a hat does not count", () => {
    expect(modelHeadTop(glbOf(humanoid()))).toBeCloseTo(0.9 + 0.7 + 0.14 + EYE_DROP, 6);
    expect(modelHeadTop(glbOf(humanoid({ hips: 1.1 })))).toBeCloseTo(1.1 + 0.7 + 0.14 + EYE_DROP, 6);
  });

  it("takes the top of the head from the root's extras where the engine wrote it", () => {
    const model = humanoid({ scale: 0.5 });
    const nodes = [{ ...model.nodes[0], extras: { headTopY: 1.5, age: 'child' } }, ...model.nodes.slice(1)];
    expect(modelHeadTop(glbOf({ ...model, nodes }))).toBeCloseTo(0.75, 6);
  });

  it('measures a model without named eyes to its top, through every transform on the way', () => {
    // The hat tops out at 0.9 + 0.7 + 0.25 + 0.1; the whole figure is then scaled.
    expect(modelHeadTop(glbOf(humanoid({ eyes: false })))).toBeCloseTo(1.95, 6);
    expect(modelHeadTop(glbOf(humanoid({ eyes: false, scale: 0.5 })))).toBeCloseTo(0.975, 6);
    // Lying on its back (a quarter turn about x), the figure's height is its depth.
    expect(modelHeadTop(glbOf(humanoid({ eyes: false, rotation: [Math.SQRT1_2, 0, 0, Math.SQRT1_2] })))).toBeCloseTo(0.2, 6);
  });

  it('reads only the start of a file: the header and the JSON chunk', () => {
    const whole = glbOf(humanoid());
    const length = glbJsonLength(whole.subarray(0, 20));
    expect(length).toBe(whole.byteLength);
    expect(glbJsonLength(whole.subarray(0, 12))).toBeUndefined();
    expect(modelHeadTop(whole.subarray(0, length!))).toBeCloseTo(modelHeadTop(whole)!, 9);
  });

  it('gives null for what it cannot measure, never throws', () => {
    const broken = glbOf(humanoid());
    broken[20] = 0x78; // 'x' for the JSON's opening brace.
    expect(modelHeadTop(new TextEncoder().encode('glTF'))).toBeNull();
    expect(modelHeadTop(new Uint8Array(64))).toBeNull();
    expect(modelHeadTop(glbOf(humanoid()).subarray(0, 40))).toBeNull();
    expect(modelHeadTop(broken)).toBeNull();
    expect(modelHeadTop(glbOf({ asset: { version: '2.0' } }))).toBeNull();
    expect(modelHeadTop(glbOf(humanoid({ eyes: false, loop: true })))).toBeCloseTo(1.95, 6);
  });
});
