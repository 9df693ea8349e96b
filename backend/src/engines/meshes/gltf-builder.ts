import { Accessor, type Buffer as GltfBuffer, Document, type Material, type Mesh, type Node, NodeIO, type Scene } from '@gltf-transform/core';
import type { Geometry } from './geometry';
import type { SkinnedGeometry } from './skinned-surface';

export type Vector3 = [number, number, number];
export type Quaternion = [number, number, number, number];
export type Colour = [number, number, number];

export interface MaterialOptions {
  metallic?: number;
  roughness?: number;
  emissive?: Colour;
}

export interface PartOptions {
  parent?: Node;
  translation?: Vector3;
  rotation?: Quaternion;
  scale?: Vector3;
  geometry?: Geometry;
  material?: Material;
}

/** Keyframes of one node property, sampled at shared times. */
export interface Track {
  node: Node;
  path: 'rotation' | 'translation' | 'scale';
  values: number[][];
}

/** Thin layer over glTF Transform: named nodes with meshes and materials, animations, GLB output. */
export class GltfBuilder {
  readonly document = new Document();
  readonly scene: Scene;
  private readonly buffer: GltfBuffer;
  private readonly materials = new Map<string, Material>();

  constructor(sceneName: string) {
    this.buffer = this.document.createBuffer();
    this.scene = this.document.createScene(sceneName);
    this.document.getRoot().setDefaultScene(this.scene);
    this.document.getRoot().getAsset().generator = 'Studio local model engine';
  }

  /** One material per name; asking again returns the same one. */
  material(name: string, colour: Colour, options: MaterialOptions = {}): Material {
    const existing = this.materials.get(name);
    if (existing) return existing;
    const material = this.document
      .createMaterial(name)
      .setBaseColorFactor([...colour, 1])
      .setMetallicFactor(options.metallic ?? 0)
      .setRoughnessFactor(options.roughness ?? 0.8);
    if (options.emissive) material.setEmissiveFactor(options.emissive);
    this.materials.set(name, material);
    return material;
  }

  mesh(name: string, geometry: Geometry, material: Material): Mesh {
    const primitive = this.document
      .createPrimitive()
      .setAttribute('POSITION', this.accessor(new Float32Array(geometry.positions), Accessor.Type.VEC3))
      .setAttribute('NORMAL', this.accessor(new Float32Array(geometry.normals), Accessor.Type.VEC3))
      .setIndices(this.accessor(new Uint16Array(geometry.indices), Accessor.Type.SCALAR))
      .setMaterial(material);
    return this.document.createMesh(name).addPrimitive(primitive);
  }

  /** A named node, under `parent` or the scene, optionally carrying a mesh. */
  part(name: string, options: PartOptions = {}): Node {
    const node = this.document.createNode(name);
    if (options.translation) node.setTranslation(options.translation);
    if (options.rotation) node.setRotation(options.rotation);
    if (options.scale) node.setScale(options.scale);
    if (options.geometry && options.material) node.setMesh(this.mesh(name, options.geometry, options.material));
    if (options.parent) options.parent.addChild(node);
    else this.scene.addChild(node);
    return node;
  }

  /**
   * A node with a skinned mesh of one primitive (vertex colours times the material's colour, morph
   * targets named in the mesh's extras.targetNames, all weights 0), bound to `joints` as they
   * stand now: their world transforms are the bind pose.
   */
  skinnedPart(name: string, geometry: SkinnedGeometry, material: Material, joints: Node[], parent?: Node): Node {
    const primitive = this.document
      .createPrimitive()
      .setAttribute('POSITION', this.accessor(geometry.positions, Accessor.Type.VEC3))
      .setAttribute('NORMAL', this.accessor(geometry.normals, Accessor.Type.VEC3))
      .setAttribute('COLOR_0', this.accessor(geometry.colours, Accessor.Type.VEC3))
      .setAttribute('JOINTS_0', this.accessor(geometry.joints, Accessor.Type.VEC4))
      .setAttribute('WEIGHTS_0', this.accessor(geometry.weights, Accessor.Type.VEC4))
      .setIndices(this.accessor(geometry.indices, Accessor.Type.SCALAR))
      .setMaterial(material);
    for (const target of geometry.targets) {
      primitive.addTarget(this.document.createPrimitiveTarget(target.name).setAttribute('POSITION', this.accessor(target.positions, Accessor.Type.VEC3)));
    }
    const mesh = this.document.createMesh(name).addPrimitive(primitive).setWeights(geometry.targets.map(() => 0));
    const inverseBinds = new Float32Array(joints.flatMap((joint) => invertRigid(joint.getWorldMatrix())));
    const skin = this.document.createSkin(name).setSkeleton(joints[0]).setInverseBindMatrices(this.accessor(inverseBinds, Accessor.Type.MAT4));
    for (const joint of joints) skin.addJoint(joint);
    const node = this.document.createNode(name).setMesh(mesh).setSkin(skin);
    if (parent) parent.addChild(node);
    else this.scene.addChild(node);
    return node;
  }

  /** A looping animation: every track is sampled at `times` (seconds), linearly interpolated. */
  animation(name: string, times: number[], tracks: Track[]): void {
    const animation = this.document.createAnimation(name);
    const input = this.accessor(new Float32Array(times), Accessor.Type.SCALAR);
    for (const track of tracks) {
      const type = track.path === 'rotation' ? Accessor.Type.VEC4 : Accessor.Type.VEC3;
      const sampler = this.document
        .createAnimationSampler()
        .setInput(input)
        .setOutput(this.accessor(new Float32Array(track.values.flat()), type))
        .setInterpolation('LINEAR');
      const channel = this.document.createAnimationChannel().setTargetNode(track.node).setTargetPath(track.path).setSampler(sampler);
      animation.addSampler(sampler).addChannel(channel);
    }
  }

  nodeNames(): string[] {
    return this.document.getRoot().listNodes().map((node) => node.getName());
  }

  animationNames(): string[] {
    return this.document.getRoot().listAnimations().map((animation) => animation.getName());
  }

  async toGlb(): Promise<Buffer> {
    const bytes = await new NodeIO().writeBinary(this.document);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  private accessor(array: Float32Array | Uint16Array | Uint8Array, type: (typeof Accessor.Type)[keyof typeof Accessor.Type]): Accessor {
    return this.document.createAccessor().setType(type).setArray(array).setBuffer(this.buffer);
  }
}

/** The inverse of a rotation-and-translation matrix (column-major): the transposed rotation, and the translation turned back. */
function invertRigid(m: ArrayLike<number>): number[] {
  const t = [m[12], m[13], m[14]];
  const r = (row: number, column: number) => m[column * 4 + row];
  const inverse = [r(0, 0), r(0, 1), r(0, 2), 0, r(1, 0), r(1, 1), r(1, 2), 0, r(2, 0), r(2, 1), r(2, 2), 0, 0, 0, 0, 1];
  for (let row = 0; row < 3; row += 1) inverse[12 + row] = -(r(0, row) * t[0] + r(1, row) * t[1] + r(2, row) * t[2]);
  return inverse;
}

/** Quaternion for Euler angles in radians, applied X, then Y, then Z. */
export function quaternion(x: number, y = 0, z = 0): Quaternion {
  const [cx, sx] = [Math.cos(x / 2), Math.sin(x / 2)];
  const [cy, sy] = [Math.cos(y / 2), Math.sin(y / 2)];
  const [cz, sz] = [Math.cos(z / 2), Math.sin(z / 2)];
  return [
    sx * cy * cz + cx * sy * sz,
    cx * sy * cz - sx * cy * sz,
    cx * cy * sz + sx * sy * cz,
    cx * cy * cz - sx * sy * sz,
  ];
}

/** sRGB hex like '#aa3311' to the linear colour glTF expects. */
export function colour(hex: string): Colour {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => {
    const srgb = ((value >> shift) & 0xff) / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  };
  return [channel(16), channel(8), channel(0)];
}
