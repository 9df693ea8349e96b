import type { CameraPose, Vector3 } from '@studio/contracts/timeline';
import { boxCorners, type OrientedBox } from './body';

/** Every render and the preview draw 16:9 frames. */
export const FRAME_ASPECT = 16 / 9;
/** Points closer to the camera than this (the player's near plane is 0.05 m) do not count as seen. */
const NEAR = 0.1;

/** Where a point lands in the frame: x from the left edge and y from the top edge as fractions of the frame, depth in metres along the view. */
export interface ScreenPoint {
  x: number;
  y: number;
  depth: number;
}

export type Polygon = [number, number][];

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The camera's axes as three.js builds them with lookAt (world up +y, no roll). */
function cameraAxes(pose: CameraPose): { forward: Vector3; right: Vector3; up: Vector3 } {
  const d = pose.target.map((value, axis) => value - pose.position[axis]);
  const length = Math.hypot(d[0], d[1], d[2]);
  const forward: Vector3 = [d[0] / length, d[1] / length, d[2] / length];
  const flat = Math.hypot(forward[0], forward[2]);
  const right: Vector3 = [-forward[2] / flat, 0, forward[0] / flat];
  const up: Vector3 = [
    right[1] * forward[2] - right[2] * forward[1],
    right[2] * forward[0] - right[0] * forward[2],
    right[0] * forward[1] - right[1] * forward[0],
  ];
  return { forward, right, up };
}

const dot = (a: Vector3, b: Vector3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** Perspective projection through the camera into a 16:9 frame; the camera's axes are worked out once for many points. */
export function projector(pose: CameraPose): (point: Vector3) => ScreenPoint {
  const { forward, right, up } = cameraAxes(pose);
  const tanY = Math.tan(radians(pose.fov) / 2);
  const [px, py, pz] = pose.position;
  return (point) => {
    const v: Vector3 = [point[0] - px, point[1] - py, point[2] - pz];
    const depth = dot(v, forward);
    const halfHeight = tanY * depth;
    return { x: (1 + dot(v, right) / (halfHeight * FRAME_ASPECT)) / 2, y: (1 - dot(v, up) / halfHeight) / 2, depth };
  };
}

export const projectPoint = (pose: CameraPose, point: Vector3): ScreenPoint => projector(pose)(point);

/**
 * The pose at `position` with vertical field of view `fov` (degrees) that shows `anchor` at
 * `screen` (fractions from the left and the top). The camera keeps world up (no roll), so the
 * yaw and pitch that do it depend on each other: a few rounds of solving one with the other
 * fixed converge far below a pixel. The target is put at the anchor's depth, so a push-in
 * towards it approaches the subject.
 */
export function aimAt(position: Vector3, anchor: Vector3, screen: { x: number; y: number }, fov: number): CameraPose {
  const tanY = Math.tan(radians(fov) / 2);
  // Offsets of the anchor from the view axis in units of depth.
  const k = (2 * screen.x - 1) * tanY * FRAME_ASPECT;
  const m = (1 - 2 * screen.y) * tanY;
  const [vx, c, vz] = [anchor[0] - position[0], anchor[1] - position[1], anchor[2] - position[2]];
  const ground = Math.hypot(vx, vz);
  let yawOffset = Math.atan(k);
  let pitch = 0;
  for (let round = 0; round < 20; round += 1) {
    const along = ground * Math.cos(yawOffset);
    pitch = Math.atan((c - m * along) / (along + m * c));
    // ground·sin(δ) − k·ground·cos(δ)·cos(φ) = k·c·sin(φ), written as R·sin(δ − ψ).
    const psi = Math.atan(k * Math.cos(pitch));
    const amplitude = ground * Math.hypot(1, k * Math.cos(pitch));
    const next = psi + Math.asin(Math.max(-1, Math.min(1, (k * c * Math.sin(pitch)) / amplitude)));
    const settled = Math.abs(next - yawOffset) < 1e-9;
    yawOffset = next;
    if (settled) break;
  }
  // The heading is the anchor's ground direction turned back by the yaw offset.
  const [ux, uz] = [vx / ground, vz / ground];
  const heading = [ux * Math.cos(yawOffset) + uz * Math.sin(yawOffset), -ux * Math.sin(yawOffset) + uz * Math.cos(yawOffset)];
  const depth = ground * Math.cos(yawOffset) * Math.cos(pitch) + c * Math.sin(pitch);
  const direction: Vector3 = [heading[0] * Math.cos(pitch), Math.sin(pitch), heading[1] * Math.cos(pitch)];
  return { position, target: [position[0] + direction[0] * depth, position[1] + direction[1] * depth, position[2] + direction[2] * depth], fov };
}

/** The vertical field of view (degrees) that shows `frameHeight` metres at `distance`. */
export const fovFor = (frameHeight: number, distance: number) => (2 * Math.atan(frameHeight / (2 * distance)) * 180) / Math.PI;

/**
 * The outline of a box in the frame, or null when all of it is behind the camera. A box that
 * reaches behind the camera is cut at the near plane first (its corners in front, and the points
 * where its edges cross the plane), so a shoulder right beside the lens still gets its true,
 * frame-filling outline.
 */
export function projectBox(pose: CameraPose | ((point: Vector3) => ScreenPoint), box: OrientedBox): Polygon | null {
  const project = typeof pose === 'function' ? pose : projector(pose);
  const corners = boxCorners(box);
  const points = corners.map(project);
  if (points.every((point) => point.depth >= NEAR)) return convexHull(points.map((point) => [point.x, point.y]));
  const kept: Vector3[] = corners.filter((_, index) => points[index].depth >= NEAR);
  // Corners are indexed by bits (x, y, z): an edge joins two corners one bit apart.
  for (let a = 0; a < 8; a += 1) {
    for (const bit of [1, 2, 4]) {
      const b = a | bit;
      if (b === a) continue;
      const [da, db] = [points[a].depth - NEAR, points[b].depth - NEAR];
      if (da * db >= 0) continue;
      const t = da / (da - db);
      kept.push([0, 1, 2].map((axis) => corners[a][axis] + (corners[b][axis] - corners[a][axis]) * t) as Vector3);
    }
  }
  if (kept.length < 3) return null;
  return convexHull(kept.map((point) => {
    const projected = project(point);
    return [projected.x, projected.y];
  }));
}

/** Andrew's monotone chain; counter-clockwise in x-right, y-down frame coordinates is clockwise on screen, which no caller minds. */
function convexHull(points: Polygon): Polygon {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Polygon) => {
    const chain: Polygon = [];
    for (const point of list) {
      while (chain.length >= 2 && cross(chain[chain.length - 2], chain[chain.length - 1], point) <= 0) chain.pop();
      chain.push(point);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

export const polygonArea = (polygon: Polygon) => Math.abs(signedArea(polygon));

/** Sutherland–Hodgman: the part of `subject` inside the convex polygon `clip`. */
export function clipPolygon(subject: Polygon, clip: Polygon): Polygon {
  const orientation = Math.sign(signedArea(clip)) || 1;
  const inside = (a: [number, number], b: [number, number], p: [number, number]) => orientation * ((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])) >= 0;
  let output = subject;
  clip.forEach((a, index) => {
    const b = clip[(index + 1) % clip.length];
    const input = output;
    output = [];
    input.forEach((current, at) => {
      const previous = input[(at + input.length - 1) % input.length];
      const crossing = (): [number, number] => {
        const [dx1, dy1, dx2, dy2] = [current[0] - previous[0], current[1] - previous[1], b[0] - a[0], b[1] - a[1]];
        const t = ((a[0] - previous[0]) * dy2 - (a[1] - previous[1]) * dx2) / (dx1 * dy2 - dy1 * dx2);
        return [previous[0] + t * dx1, previous[1] + t * dy1];
      };
      if (inside(a, b, current)) {
        if (!inside(a, b, previous)) output.push(crossing());
        output.push(current);
      } else if (inside(a, b, previous)) {
        output.push(crossing());
      }
    });
  });
  return output;
}

function signedArea(polygon: Polygon): number {
  let twice = 0;
  polygon.forEach((point, index) => {
    const next = polygon[(index + 1) % polygon.length];
    twice += point[0] * next[1] - next[0] * point[1];
  });
  return twice / 2;
}

/** The whole frame, as a polygon in frame fractions. */
export const FRAME: Polygon = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
];

/** The share of the frame one or two convex outlines cover together (their overlap counted once). */
export function frameCoverage(outlines: Polygon[]): number {
  const inFrame = outlines.map((outline) => clipPolygon(outline, FRAME)).filter((outline) => outline.length >= 3);
  if (inFrame.length === 0) return 0;
  if (inFrame.length === 1) return polygonArea(inFrame[0]);
  const [a, b] = inFrame;
  const overlap = clipPolygon(a, b);
  return polygonArea(a) + polygonArea(b) - (overlap.length >= 3 ? polygonArea(overlap) : 0);
}

/** The area two convex outlines share. */
export function overlapArea(a: Polygon, b: Polygon): number {
  const overlap = clipPolygon(a, b);
  return overlap.length >= 3 ? polygonArea(overlap) : 0;
}
