import { z } from 'zod';
import { EYE_DROP } from './body';

/**
 * How tall a character's model is, for the framing: the height of the top of its head above the
 * model's origin (its feet), read from the GLB's JSON chunk alone (node transforms and the
 * bounds every glTF POSITION accessor must carry), so a caller may pass just the start of a
 * large file: GLB_JSON_PREFIX_BYTES tells how much is needed.
 *
 * Models from the local model engine name their eyes (the rig's eye bones leftEye and rightEye;
 * LeftEye and RightEye in older models): the top of the head is EYE_DROP above them, whatever hat
 * the character wears; their root's extras say where it is (headTopY) when they carry it, as the
 * eye bones sit deep in the head since the eyes became domes on the face. Other models are
 * measured to their top.
 */

const GLB_MAGIC = 0x46546c67; // 'glTF'
const JSON_CHUNK = 0x4e4f534a; // 'JSON'
const HEADER_BYTES = 20;
const EYE_NODES = new Set(['leftEye', 'rightEye', 'LeftEye', 'RightEye']);

const gltfSchema = z.object({
  scene: z.number().int().nonnegative().optional(),
  scenes: z.array(z.object({ nodes: z.array(z.number().int().nonnegative()).optional() })).optional(),
  nodes: z
    .array(
      z.object({
        name: z.string().optional(),
        children: z.array(z.number().int().nonnegative()).optional(),
        mesh: z.number().int().nonnegative().optional(),
        matrix: z.array(z.number()).length(16).optional(),
        translation: z.array(z.number()).length(3).optional(),
        rotation: z.array(z.number()).length(4).optional(),
        scale: z.array(z.number()).length(3).optional(),
        extras: z.object({ headTopY: z.number().optional() }).passthrough().nullish().catch(undefined),
      }),
    )
    .optional(),
  meshes: z.array(z.object({ primitives: z.array(z.object({ attributes: z.object({ POSITION: z.number().int().nonnegative().optional() }) })) })).optional(),
  accessors: z.array(z.object({ min: z.array(z.number()).optional(), max: z.array(z.number()).optional() })).optional(),
});
type Gltf = z.infer<typeof gltfSchema>;
type GltfNode = NonNullable<Gltf['nodes']>[number];
/** Column-major 4 × 4, as glTF writes matrices. */
type Matrix = number[];

/** The bytes of a GLB's header and JSON chunk, read from its start; `undefined` when `start` is too short to tell (read more). */
export function glbJsonLength(start: Uint8Array): number | null | undefined {
  if (start.byteLength < HEADER_BYTES) return undefined;
  const view = new DataView(start.buffer, start.byteOffset, start.byteLength);
  if (view.getUint32(0, true) !== GLB_MAGIC || view.getUint32(4, true) !== 2 || view.getUint32(16, true) !== JSON_CHUNK) return null;
  return HEADER_BYTES + view.getUint32(12, true);
}

/** The top of the model's head above its origin in metres, or null when the bytes are not a GLB with a measurable mesh. */
export function modelHeadTop(glb: Uint8Array): number | null {
  const length = glbJsonLength(glb);
  if (!length || length > glb.byteLength) return null;
  let gltf: Gltf;
  try {
    gltf = gltfSchema.parse(JSON.parse(new TextDecoder().decode(glb.subarray(HEADER_BYTES, length))));
  } catch {
    return null;
  }
  const { headTops, eyes, top } = measure(gltf);
  if (headTops.length > 0) return headTops[0];
  if (eyes.length > 0) return eyes.reduce((sum, y) => sum + y, 0) / eyes.length + EYE_DROP;
  return Number.isFinite(top) && top > 0 ? top : null;
}

/** Walks the default scene's node trees: the world height of every head top in extras, of every eye node, and the highest point of any mesh. */
function measure(gltf: Gltf): { headTops: number[]; eyes: number[]; top: number } {
  const nodes = gltf.nodes ?? [];
  const roots = gltf.scenes?.[gltf.scene ?? 0]?.nodes ?? [];
  const headTops: number[] = [];
  const eyes: number[] = [];
  let top = -Infinity;
  const visited = new Set<number>();
  const visit = (index: number, parent: Matrix) => {
    const node = nodes[index];
    // A node reached twice would make a cycle in a broken file: each counts once.
    if (!node || visited.has(index)) return;
    visited.add(index);
    const world = multiply(parent, localMatrix(node));
    const headTopY = node.extras?.headTopY;
    if (typeof headTopY === 'number') headTops.push(world[5] * headTopY + world[13]);
    if (node.name && EYE_NODES.has(node.name)) eyes.push(world[13]);
    top = Math.max(top, meshTop(gltf, node, world));
    for (const child of node.children ?? []) visit(child, world);
  };
  for (const root of roots) visit(root, IDENTITY);
  return { headTops, eyes, top };
}

/** The highest corner of the node's meshes' bounding boxes, moved into the world. */
function meshTop(gltf: Gltf, node: GltfNode, world: Matrix): number {
  if (node.mesh === undefined) return -Infinity;
  let top = -Infinity;
  for (const primitive of gltf.meshes?.[node.mesh]?.primitives ?? []) {
    const bounds = primitive.attributes.POSITION === undefined ? undefined : gltf.accessors?.[primitive.attributes.POSITION];
    if (!bounds?.min || !bounds.max || bounds.min.length < 3 || bounds.max.length < 3) continue;
    for (const x of [bounds.min[0], bounds.max[0]]) {
      for (const y of [bounds.min[1], bounds.max[1]]) {
        for (const z of [bounds.min[2], bounds.max[2]]) top = Math.max(top, world[1] * x + world[5] * y + world[9] * z + world[13]);
      }
    }
  }
  return top;
}

const IDENTITY: Matrix = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

/** A node's matrix, or its translation · rotation · scale. */
function localMatrix(node: GltfNode): Matrix {
  if (node.matrix) return node.matrix;
  const [tx, ty, tz] = node.translation ?? [0, 0, 0];
  const [x, y, z, w] = node.rotation ?? [0, 0, 0, 1];
  const [sx, sy, sz] = node.scale ?? [1, 1, 1];
  return [
    (1 - 2 * (y * y + z * z)) * sx, 2 * (x * y + z * w) * sx, 2 * (x * z - y * w) * sx, 0,
    2 * (x * y - z * w) * sy, (1 - 2 * (x * x + z * z)) * sy, 2 * (y * z + x * w) * sy, 0,
    2 * (x * z + y * w) * sz, 2 * (y * z - x * w) * sz, (1 - 2 * (x * x + y * y)) * sz, 0,
    tx, ty, tz, 1,
  ];
}

function multiply(a: Matrix, b: Matrix): Matrix {
  const out: Matrix = new Array<number>(16).fill(0);
  for (let column = 0; column < 4; column += 1) {
    for (let row = 0; row < 4; row += 1) {
      for (let k = 0; k < 4; k += 1) out[column * 4 + row] += a[k * 4 + row] * b[column * 4 + k];
    }
  }
  return out;
}
