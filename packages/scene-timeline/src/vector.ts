import type { Vector3 } from '@studio/contracts/timeline';

// Positions are rounded so that the timeline is the same wherever it is computed (Node or a
// browser): a tenth of a millimetre is far below one pixel.
export const roundMetres = (value: number) => Math.round(value * 10_000) / 10_000 + 0;
export const roundRadians = (value: number) => Math.round(value * 1_000_000) / 1_000_000 + 0;

export const lerp = (from: number, to: number, amount: number) => from + (to - from) * amount;

/** An ease in and out over 0…1 (clamped): for blends and moves that start and stop gently. */
export const smoothstep = (value: number) => {
  const clamped = Math.min(1, Math.max(0, value));
  return clamped * clamped * (3 - 2 * clamped);
};

export const lerpVector = (from: Vector3, to: Vector3, amount: number): Vector3 => [
  lerp(from[0], to[0], amount),
  lerp(from[1], to[1], amount),
  lerp(from[2], to[2], amount),
];

export const roundVector = (vector: Vector3): Vector3 => [roundMetres(vector[0]), roundMetres(vector[1]), roundMetres(vector[2])];

/** The unit vector along the ground (y = 0) from `from` to `to`, or `fallback` when they coincide. */
export function groundDirection(from: Vector3, to: Vector3, fallback: [number, number] = [0, 1]): [number, number] {
  const dx = to[0] - from[0];
  const dz = to[2] - from[2];
  const length = Math.hypot(dx, dz);
  return length < 1e-6 ? fallback : [dx / length, dz / length];
}
