import type { Vector3 } from '@studio/contracts/timeline';

/** A rotation as three.js stores one: [x, y, z, w], unit length. */
export type Quaternion = [number, number, number, number];

export const IDENTITY: Quaternion = [0, 0, 0, 1];

export const add = (a: Vector3, b: Vector3): Vector3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const subtract = (a: Vector3, b: Vector3): Vector3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vector3, factor: number): Vector3 => [a[0] * factor, a[1] * factor, a[2] * factor];
export const dot = (a: Vector3, b: Vector3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vector3, b: Vector3): Vector3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const length = (a: Vector3): number => Math.hypot(a[0], a[1], a[2]);

export function normalize(a: Vector3): Vector3 {
  const size = length(a);
  return size < 1e-9 ? [0, 0, 1] : scale(a, 1 / size);
}

/** The direction part-way from `a` to `b` (both unit); `amount` 0 is `a`, 1 is `b`. */
export function blendDirection(a: Vector3, b: Vector3, amount: number): Vector3 {
  if (amount <= 0) return a;
  if (amount >= 1) return b;
  const mixed = add(scale(a, 1 - amount), scale(b, amount));
  // Opposite directions mix to nothing: go round by the one halfway between.
  return length(mixed) < 1e-6 ? a : normalize(mixed);
}

export function multiply(a: Quaternion, b: Quaternion): Quaternion {
  const [ax, ay, az, aw] = a;
  const [bx, by, bz, bw] = b;
  return [
    ax * bw + aw * bx + ay * bz - az * by,
    ay * bw + aw * by + az * bx - ax * bz,
    az * bw + aw * bz + ax * by - ay * bx,
    aw * bw - ax * bx - ay * by - az * bz,
  ];
}

export const invert = (q: Quaternion): Quaternion => [-q[0], -q[1], -q[2], q[3]];

export function fromAxisAngle(axis: Vector3, angle: number): Quaternion {
  const half = angle / 2;
  const sine = Math.sin(half);
  return [axis[0] * sine, axis[1] * sine, axis[2] * sine, Math.cos(half)];
}

/** Turn about y (`yaw`, toward +x), then about x (`pitch`, chin down), then about z (`roll`). */
export function fromYawPitchRoll(yaw: number, pitch: number, roll = 0): Quaternion {
  return multiply(multiply(fromAxisAngle([0, 1, 0], yaw), fromAxisAngle([1, 0, 0], pitch)), fromAxisAngle([0, 0, 1], roll));
}

/** The shortest rotation taking unit vector `from` onto unit vector `to`. */
export function fromUnitVectors(from: Vector3, to: Vector3): Quaternion {
  const cosine = dot(from, to);
  if (cosine < -1 + 1e-9) {
    // Half a turn about any axis at right angles to `from`.
    const axis = Math.abs(from[0]) > Math.abs(from[2]) ? normalize([-from[1], from[0], 0]) : normalize([0, -from[2], from[1]]);
    return [axis[0], axis[1], axis[2], 0];
  }
  const [x, y, z] = cross(from, to);
  const w = 1 + cosine;
  const size = Math.hypot(x, y, z, w);
  return [x / size, y / size, z / size, w / size];
}

export function rotate(q: Quaternion, v: Vector3): Vector3 {
  const [qx, qy, qz, qw] = q;
  // v + 2w(q×v) + 2q×(q×v)
  const tx = 2 * (qy * v[2] - qz * v[1]);
  const ty = 2 * (qz * v[0] - qx * v[2]);
  const tz = 2 * (qx * v[1] - qy * v[0]);
  return [v[0] + qw * tx + (qy * tz - qz * ty), v[1] + qw * ty + (qz * tx - qx * tz), v[2] + qw * tz + (qx * ty - qy * tx)];
}

/** The rotation's angle in radians (0…π). */
export const angleOf = (q: Quaternion): number => 2 * Math.acos(Math.min(1, Math.abs(q[3])));

/** Spherical interpolation from `a` to `b`. */
export function slerp(a: Quaternion, b: Quaternion, amount: number): Quaternion {
  let cosine = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
  const target: Quaternion = cosine < 0 ? [-b[0], -b[1], -b[2], -b[3]] : b;
  cosine = Math.abs(cosine);
  if (cosine > 0.9995) {
    const mixed = a.map((value, index) => value + (target[index] - value) * amount) as Quaternion;
    const size = Math.hypot(...mixed);
    return mixed.map((value) => value / size) as Quaternion;
  }
  const angle = Math.acos(cosine);
  const sine = Math.sin(angle);
  const from = Math.sin((1 - amount) * angle) / sine;
  const to = Math.sin(amount * angle) / sine;
  return a.map((value, index) => value * from + target[index] * to) as Quaternion;
}

/** `q` turned back toward the identity so that its angle is at most `limit`. */
export function limitAngle(q: Quaternion, limit: number): Quaternion {
  const angle = angleOf(q);
  return angle <= limit ? q : slerp(IDENTITY, q, limit / angle);
}
