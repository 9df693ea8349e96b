/**
 * Writes small binary glTF files for tests: coloured boxes in a node hierarchy and looping
 * rotation clips, enough for the player to load, light, shadow and animate.
 */

export interface TinyBox {
  name: string;
  size: [number, number, number];
  translation: [number, number, number];
  /** Linear RGB, 0..1. */
  colour: [number, number, number];
  /** Index of the parent box; the root of the model otherwise. */
  parent?: number;
}

export interface TinyClip {
  name: string;
  /** Which box turns, about x, between these angles (radians) and back over `seconds`. */
  box: number;
  angles: [number, number];
  seconds: number;
}

// An axis-aligned box: 6 faces × 4 corners so each face has its own normal.
function boxGeometry([width, height, depth]: [number, number, number]) {
  const faces: { normal: [number, number, number]; corners: [number, number, number][] }[] = [
    { normal: [1, 0, 0], corners: [[1, -1, 1], [1, -1, -1], [1, 1, -1], [1, 1, 1]] },
    { normal: [-1, 0, 0], corners: [[-1, -1, -1], [-1, -1, 1], [-1, 1, 1], [-1, 1, -1]] },
    { normal: [0, 1, 0], corners: [[-1, 1, 1], [1, 1, 1], [1, 1, -1], [-1, 1, -1]] },
    { normal: [0, -1, 0], corners: [[-1, -1, -1], [1, -1, -1], [1, -1, 1], [-1, -1, 1]] },
    { normal: [0, 0, 1], corners: [[-1, -1, 1], [1, -1, 1], [1, 1, 1], [-1, 1, 1]] },
    { normal: [0, 0, -1], corners: [[1, -1, -1], [-1, -1, -1], [-1, 1, -1], [1, 1, -1]] },
  ];
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  faces.forEach(({ normal, corners }, face) => {
    for (const [x, y, z] of corners) {
      positions.push((x * width) / 2, (y * height) / 2, (z * depth) / 2);
      normals.push(...normal);
    }
    const base = face * 4;
    indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  });
  return { positions, normals, indices };
}

const align4 = (length: number) => Math.ceil(length / 4) * 4;

/** A GLB with one mesh node per box (under a root node) and the given clips. */
export function tinyGlb(boxes: TinyBox[], clips: TinyClip[] = []): ArrayBuffer {
  const chunks: Buffer[] = [];
  let byteLength = 0;
  const bufferViews: object[] = [];
  const accessors: object[] = [];
  const addAccessor = (values: number[], type: 'SCALAR' | 'VEC3' | 'VEC4', integer = false, withBounds = false) => {
    const data = integer ? Buffer.from(new Uint16Array(values).buffer) : Buffer.from(new Float32Array(values).buffer);
    const padded = Buffer.concat([data, Buffer.alloc(align4(data.length) - data.length)]);
    bufferViews.push({ buffer: 0, byteOffset: byteLength, byteLength: data.length });
    chunks.push(padded);
    byteLength += padded.length;
    const width = { SCALAR: 1, VEC3: 3, VEC4: 4 }[type];
    const bounds = withBounds
      ? {
          min: Array.from({ length: width }, (_, axis) => Math.min(...values.filter((_, index) => index % width === axis))),
          max: Array.from({ length: width }, (_, axis) => Math.max(...values.filter((_, index) => index % width === axis))),
        }
      : {};
    accessors.push({ bufferView: bufferViews.length - 1, componentType: integer ? 5123 : 5126, count: values.length / width, type, ...bounds });
    return accessors.length - 1;
  };

  const meshes = boxes.map((box, index) => {
    const { positions, normals, indices } = boxGeometry(box.size);
    return {
      name: box.name,
      primitives: [
        {
          attributes: { POSITION: addAccessor(positions, 'VEC3', false, true), NORMAL: addAccessor(normals, 'VEC3') },
          indices: addAccessor(indices, 'SCALAR', true),
          material: index,
        },
      ],
    };
  });
  const materials = boxes.map((box) => ({ name: box.name, pbrMetallicRoughness: { baseColorFactor: [...box.colour, 1], metallicFactor: 0, roughnessFactor: 0.8 } }));
  // Node 0 is the root; box i is node i + 1.
  const nodes = [
    { name: 'Root', children: boxes.flatMap((box, index) => (box.parent === undefined ? [index + 1] : [])) },
    ...boxes.map((box, index) => {
      const children = boxes.flatMap((child, childIndex) => (child.parent === index ? [childIndex + 1] : []));
      return { name: box.name, mesh: index, translation: box.translation, ...(children.length ? { children } : {}) };
    }),
  ];
  const animations = clips.map((clip) => {
    const times = [0, clip.seconds / 2, clip.seconds];
    const rotation = (angle: number) => [Math.sin(angle / 2), 0, 0, Math.cos(angle / 2)];
    const input = addAccessor(times, 'SCALAR', false, true);
    const output = addAccessor([...rotation(clip.angles[0]), ...rotation(clip.angles[1]), ...rotation(clip.angles[0])], 'VEC4');
    return {
      name: clip.name,
      samplers: [{ input, output, interpolation: 'LINEAR' }],
      channels: [{ sampler: 0, target: { node: clip.box + 1, path: 'rotation' } }],
    };
  });

  const json = {
    asset: { version: '2.0', generator: 'scene-player tests' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes,
    meshes,
    materials,
    accessors,
    bufferViews,
    buffers: [{ byteLength }],
    ...(animations.length ? { animations } : {}),
  };
  const jsonBytes = Buffer.from(JSON.stringify(json));
  const jsonChunk = Buffer.concat([jsonBytes, Buffer.alloc(align4(jsonBytes.length) - jsonBytes.length, 0x20)]);
  const binChunk = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.writeUInt32LE(0x46546c67, 0); // 'glTF'
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + jsonChunk.length + 8 + binChunk.length, 8);
  const chunkHeader = (length: number, type: number) => {
    const bytes = Buffer.alloc(8);
    bytes.writeUInt32LE(length, 0);
    bytes.writeUInt32LE(type, 4);
    return bytes;
  };
  const glb = Buffer.concat([header, chunkHeader(jsonChunk.length, 0x4e4f534a), jsonChunk, chunkHeader(binChunk.length, 0x004e4942), binChunk]);
  return glb.buffer.slice(glb.byteOffset, glb.byteOffset + glb.length) as ArrayBuffer;
}

/** A figure about 1.7 m tall, feet at the origin, with 'Armature|Idle' and 'talk' clips turning its head. */
export function tinyCharacterGlb(colour: [number, number, number]): ArrayBuffer {
  return tinyGlb(
    [
      { name: 'Body', size: [0.45, 1.3, 0.3], translation: [0, 0.65, 0], colour },
      { name: 'Head', size: [0.28, 0.3, 0.28], translation: [0, 0.85, 0], colour: [0.9, 0.7, 0.55], parent: 0 },
    ],
    [
      { name: 'Armature|Idle', box: 1, angles: [0, 0.05], seconds: 4 },
      { name: 'talk', box: 1, angles: [-0.3, 0.3], seconds: 0.5 },
    ],
  );
}

/** A ground, a back wall and a few props around the origin, like a set GLB. */
export function tinySetGlb(): ArrayBuffer {
  return tinyGlb([
    { name: 'Ground', size: [30, 0.1, 30], translation: [0, -0.05, 0], colour: [0.25, 0.5, 0.2] },
    { name: 'Wall', size: [12, 4, 0.2], translation: [0, 2, -3.5], colour: [0.6, 0.15, 0.1] },
    { name: 'Crate', size: [1, 1, 1], translation: [-3, 0.5, -2], colour: [0.55, 0.4, 0.2] },
    { name: 'Barrel', size: [0.7, 1.2, 0.7], translation: [3.5, 0.6, -1.5], colour: [0.2, 0.3, 0.6] },
  ]);
}
