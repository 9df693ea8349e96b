import type { CameraPose, Vector3 } from '@studio/contracts/timeline';
import { boxCorners, type OrientedBox } from '../src/body';

/**
 * What a camera pose shows, worked out the way three.js draws it (Object3D.lookAt with +y up,
 * then a PerspectiveCamera with the pose's vertical fov and a 16:9 aspect), independently of the
 * package's own projection so the framing specs do not grade the code with itself.
 */

const ASPECT = 16 / 9;
// Jest runs specs in a vm context, where every global lookup (Math, Infinity) is slow: the ray loops take them from here.
const { abs, max, min } = Math;
const INF = Number.POSITIVE_INFINITY;

const sub = (a: Vector3, b: Vector3): Vector3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vector3, b: Vector3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vector3, b: Vector3): Vector3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const normalise = (a: Vector3): Vector3 => {
  const length = Math.hypot(...a);
  return [a[0] / length, a[1] / length, a[2] / length];
};

/** A point in the frame: x from the left edge, y from the top edge (fractions), and its distance in front of the camera. */
export interface FramePoint {
  x: number;
  y: number;
  depth: number;
}

export interface View {
  pose: CameraPose;
  project(point: Vector3): FramePoint;
  /** The ray through frame point (x, y): from the camera, direction not normalised (unit depth). */
  ray(x: number, y: number): { origin: Vector3; direction: Vector3 };
}

export function viewFrom(pose: CameraPose): View {
  // The camera's basis: it looks down its own −z.
  const zAxis = normalise(sub(pose.position, pose.target));
  const xAxis = normalise(cross([0, 1, 0], zAxis));
  const yAxis = cross(zAxis, xAxis);
  const focal = 1 / Math.tan((pose.fov * Math.PI) / 360);
  return {
    pose,
    project(point) {
      const local = sub(point, pose.position);
      const [cx, cy, cz] = [dot(local, xAxis), dot(local, yAxis), dot(local, zAxis)];
      const ndcX = ((focal / ASPECT) * cx) / -cz;
      const ndcY = (focal * cy) / -cz;
      return { x: (ndcX + 1) / 2, y: (1 - ndcY) / 2, depth: -cz };
    },
    ray(x, y) {
      const ndcX = 2 * x - 1;
      const ndcY = 1 - 2 * y;
      const direction = [0, 1, 2].map((axis) => -zAxis[axis] + xAxis[axis] * ((ndcX * ASPECT) / focal) + yAxis[axis] * (ndcY / focal)) as Vector3;
      return { origin: pose.position, direction };
    },
  };
}

/** The box's outline in the frame as its projected corners' extent; null when a corner is not in front of the camera. */
export interface FrameExtent {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export function frameExtent(view: View, box: OrientedBox): FrameExtent | null {
  const points = boxCorners(box).map((corner) => view.project(corner));
  if (points.some((point) => point.depth <= 0.05)) return null;
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

/**
 * A box made ready for many rays from one camera: the camera's position and the directions of the
 * rays through the frame's centre, right edge and top edge, all in the box's own axes, so that a
 * ray costs a few multiplications and no allocation.
 */
interface RayTarget {
  origin: Vector3;
  centre: Vector3;
  right: Vector3;
  up: Vector3;
  half: Vector3;
}

function rayTarget(view: View, box: OrientedBox): RayTarget {
  const cos = Math.cos(box.yaw);
  const sin = Math.sin(box.yaw);
  // Into the box's frame: undo rotation.y.
  const local = (v: Vector3): Vector3 => [v[0] * cos - v[2] * sin, v[1], v[0] * sin + v[2] * cos];
  const centre = view.ray(0.5, 0.5).direction;
  const right = sub(view.ray(1, 0.5).direction, centre);
  const up = sub(view.ray(0.5, 0).direction, centre);
  return { origin: local(sub(view.pose.position, box.centre)), centre: local(centre), right: local(right), up: local(up), half: box.halfSize };
}

/**
 * Where the ray through frame point (x, y) first enters the box (its parameter along the ray), or
 * Infinity when it misses: the slab test in the box's own axes.
 */
function entry(target: RayTarget, x: number, y: number): number {
  const [a, b] = [2 * x - 1, 1 - 2 * y];
  let near = -INF;
  let far = INF;
  for (let axis = 0; axis < 3; axis += 1) {
    const o = target.origin[axis];
    const d = target.centre[axis] + a * target.right[axis] + b * target.up[axis];
    const half = target.half[axis];
    if (abs(d) < 1e-12) {
      if (abs(o) > half) return INF;
      continue;
    }
    const t1 = (-half - o) / d;
    const t2 = (half - o) / d;
    near = max(near, min(t1, t2));
    far = min(far, max(t1, t2));
    if (near > far) return INF;
  }
  return far <= 0 ? INF : max(near, 0);
}

/** The share of the frame in which any of `boxes` is seen, sampled on a `columns` × `rows` grid of pixel centres. */
export function coverage(view: View, boxes: OrientedBox[], columns = 96, rows = 54): number {
  const targets = boxes.map((box) => rayTarget(view, box));
  let hits = 0;
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const [x, y] = [(column + 0.5) / columns, (row + 0.5) / rows];
      for (const target of targets) {
        if (entry(target, x, y) < INF) {
          hits += 1;
          break;
        }
      }
    }
  }
  return hits / (columns * rows);
}

const overlaps = (a: FrameExtent, b: FrameExtent) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The share of `subject`'s visible part behind one of `occluders`: rays through a grid over its outline, nearest hit wins. */
export function occludedShare(view: View, subject: OrientedBox, occluders: OrientedBox[], steps = 48): number {
  const extent = frameExtent(view, subject);
  if (!extent) return 1;
  const own = rayTarget(view, subject);
  // Only a box whose outline overlaps the subject's, or that reaches behind the camera, can hide any of it.
  const others = occluders
    .filter((box) => {
      const other = frameExtent(view, box);
      return !other || overlaps(other, extent);
    })
    .map((box) => rayTarget(view, box));
  let seen = 0;
  let hidden = 0;
  for (let row = 0; row < steps; row += 1) {
    for (let column = 0; column < steps; column += 1) {
      const x = extent.left + ((column + 0.5) / steps) * (extent.right - extent.left);
      const y = extent.top + ((row + 0.5) / steps) * (extent.bottom - extent.top);
      const distance = entry(own, x, y);
      if (distance === INF) continue;
      seen += 1;
      if (others.some((target) => entry(target, x, y) < distance)) hidden += 1;
    }
  }
  return seen === 0 ? 1 : hidden / seen;
}

/** How far `point` is outside the box (negative inside): the clearance a camera keeps from a body. */
export function clearance(box: OrientedBox, point: Vector3): number {
  const cos = Math.cos(box.yaw);
  const sin = Math.sin(box.yaw);
  const v = sub(point, box.centre);
  const local = [v[0] * cos - v[2] * sin, v[1], v[0] * sin + v[2] * cos];
  const gaps = local.map((value, axis) => Math.abs(value) - box.halfSize[axis]);
  const outside = Math.hypot(...gaps.map((gap) => Math.max(gap, 0)));
  return outside > 0 ? outside : Math.max(...gaps);
}
