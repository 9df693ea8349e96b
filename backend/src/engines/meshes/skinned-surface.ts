import type { MorphTarget } from '@studio/scene-timeline/rig';
import type { Colour, Vector3 } from './gltf-builder';

/** Bone weights of a vertex: up to four bones, by index into the skeleton, any positive weights (normalized on output). */
export type Influence = readonly (readonly [bone: number, weight: number])[];

/** The arrays of one skinned, vertex-coloured primitive with morph targets, ready for glTF. */
export interface SkinnedGeometry {
  positions: Float32Array;
  normals: Float32Array;
  colours: Float32Array;
  joints: Uint8Array;
  weights: Float32Array;
  indices: Uint16Array;
  targets: { name: MorphTarget; positions: Float32Array }[];
}

/** A vertex shape: where it is at rest, and where each morph target takes it. */
export type Morphs = Partial<Record<MorphTarget, Vector3>>;

/**
 * One mesh built from many shapes: vertices with a colour, skin weights and morph target
 * positions; triangles by index. Normals are computed from the triangles at the end (smooth
 * within each shape, shapes never share vertices).
 */
export class SkinnedSurface {
  private readonly positions: number[] = [];
  private readonly colours: number[] = [];
  private readonly influences: Influence[] = [];
  private readonly indices: number[] = [];
  private readonly morphs = new Map<MorphTarget, Map<number, Vector3>>();

  get vertexCount(): number {
    return this.positions.length / 3;
  }

  get triangleCount(): number {
    return this.indices.length / 3;
  }

  vertex(position: Vector3, colour: Colour, influence: Influence, morphs?: Morphs): number {
    const index = this.vertexCount;
    this.positions.push(...position);
    this.colours.push(...colour);
    this.influences.push(influence);
    for (const [target, moved] of Object.entries(morphs ?? {}) as [MorphTarget, Vector3][]) {
      const delta: Vector3 = [moved[0] - position[0], moved[1] - position[1], moved[2] - position[2]];
      if (Math.hypot(...delta) < 1e-6) continue;
      let deltas = this.morphs.get(target);
      if (!deltas) this.morphs.set(target, (deltas = new Map()));
      deltas.set(index, delta);
    }
    return index;
  }

  /** The rest position of a vertex already added. */
  position(index: number): Vector3 {
    return [this.positions[index * 3], this.positions[index * 3 + 1], this.positions[index * 3 + 2]];
  }

  triangle(a: number, b: number, c: number): void {
    this.indices.push(a, b, c);
  }

  /** a-b-c-d counter-clockwise seen from the outside. */
  quad(a: number, b: number, c: number, d: number): void {
    this.indices.push(a, b, c, a, c, d);
  }

  /**
   * A grid of rows × columns vertices (row-major) joined into quads; `wrap` closes each row into
   * a ring. Quads face outward when rows go along +v and columns turn counter-clockwise seen from
   * the direction rows advance in, reversed by `flip`.
   */
  grid(rows: number[][], wrap: boolean, flip = false): void {
    for (let row = 0; row + 1 < rows.length; row += 1) {
      const [lower, upper] = [rows[row], rows[row + 1]];
      const columns = wrap ? lower.length : lower.length - 1;
      for (let column = 0; column < columns; column += 1) {
        const next = (column + 1) % lower.length;
        if (flip) this.quad(lower[column], upper[column], upper[next], lower[next]);
        else this.quad(lower[column], lower[next], upper[next], upper[column]);
      }
    }
  }

  /** A fan closing a ring of vertices round `centre`. */
  fan(centre: number, ring: number[], flip = false): void {
    for (let column = 0; column < ring.length; column += 1) {
      const next = ring[(column + 1) % ring.length];
      if (flip) this.triangle(centre, next, ring[column]);
      else this.triangle(centre, ring[column], next);
    }
  }

  /** The finished arrays; morph targets in `targetNames` order (a target no vertex moves is all zeros). */
  toGeometry(targetNames: readonly MorphTarget[]): SkinnedGeometry {
    const count = this.vertexCount;
    const positions = new Float32Array(this.positions);
    const joints = new Uint8Array(count * 4);
    const weights = new Float32Array(count * 4);
    this.influences.forEach((influence, vertex) => {
      const strongest = [...influence].filter(([, weight]) => weight > 1e-4).sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 4);
      const total = strongest.reduce((sum, [, weight]) => sum + weight, 0);
      // Unused slots stay joint 0 with weight 0, as glTF asks.
      strongest.forEach(([bone, weight], slot) => {
        joints[vertex * 4 + slot] = bone;
        weights[vertex * 4 + slot] = weight / total;
      });
    });
    return {
      positions,
      normals: smoothNormals(positions, this.indices),
      colours: new Float32Array(this.colours),
      joints,
      weights,
      indices: new Uint16Array(this.indices),
      targets: targetNames.map((name) => {
        const deltas = new Float32Array(count * 3);
        for (const [index, delta] of this.morphs.get(name) ?? []) deltas.set(delta, index * 3);
        return { name, positions: deltas };
      }),
    };
  }
}

/** Area-weighted vertex normals. */
function smoothNormals(positions: Float32Array, indices: number[]): Float32Array {
  const normals = new Float32Array(positions.length);
  for (let i = 0; i < indices.length; i += 3) {
    const [a, b, c] = [indices[i] * 3, indices[i + 1] * 3, indices[i + 2] * 3];
    const ab = [positions[b] - positions[a], positions[b + 1] - positions[a + 1], positions[b + 2] - positions[a + 2]];
    const ac = [positions[c] - positions[a], positions[c + 1] - positions[a + 1], positions[c + 2] - positions[a + 2]];
    const n = [ab[1] * ac[2] - ab[2] * ac[1], ab[2] * ac[0] - ab[0] * ac[2], ab[0] * ac[1] - ab[1] * ac[0]];
    for (const vertex of [a, b, c]) for (let axis = 0; axis < 3; axis += 1) normals[vertex + axis] += n[axis];
  }
  for (let v = 0; v < normals.length; v += 3) {
    const length = Math.hypot(normals[v], normals[v + 1], normals[v + 2]);
    if (length > 0) for (let axis = 0; axis < 3; axis += 1) normals[v + axis] /= length;
    else normals[v + 1] = 1;
  }
  return normals;
}
