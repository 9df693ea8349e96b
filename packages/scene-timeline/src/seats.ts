import { resolveSetKind } from '@studio/contracts/set-kind-words';
import type { SetKind } from '@studio/contracts/sets';
import type { ParsedTimelineInput, Seat } from '@studio/contracts/timeline';

/**
 * The seats of the furniture the local model engine builds for each kind of set
 * (backend/src/engines/meshes/set-interiors.ts, set-exteriors.ts, from set-kit.ts's chair(),
 * chairsFacing() and sideBench()): where a sitter's hips rest on top, and which way they face.
 * A kind not listed has nothing to sit on, and a ship's deck neither; local-model-engine.spec.ts
 * checks that every seat here has a seat built under it.
 */
const CHAIR_TOP = 0.495;
const BENCH_TOP = 0.48;

/** A chair facing +z (facing 0) or turned; chairsFacing(x, z, gap) puts one each side of a table, facing it. */
const chairAt = (x: number, z: number, facing: number): Seat => ({ position: [x, CHAIR_TOP, z], facing });
const chairsFacing = (x: number, z: number, gap: number): Seat[] => [chairAt(x, z - gap, 0), chairAt(x, z + gap, Math.PI)];
/** A bench along z with its back on the outer side: the sitter faces the middle of the set. */
const sideBench = (x: number, z: number): Seat => ({ position: [x, BENCH_TOP, z], facing: x > 0 ? -Math.PI / 2 : Math.PI / 2 });
const bothSides = (seats: (side: 1 | -1) => Seat[]): Seat[] => [...seats(-1), ...seats(1)];

const SEATS_BY_KIND: Partial<Record<SetKind, Seat[]>> = {
  kitchen: chairsFacing(5.2, 1.2, 1.05),
  office: [chairAt(0, -1.85, 0)],
  'hospital-room': [chairAt(4.8, 0.5, -Math.PI / 2)],
  restaurant: bothSides((side) => [-1.6, 2.2].flatMap((z) => chairsFacing(side * 5.3, z, 0.8))),
  cafe: bothSides((side) => [-1.3, 1.9].flatMap((z) => chairsFacing(side * 5, z, 0.65))),
  park: bothSides((side) => [1, 6].map((z) => sideBench(side * 4.6, z))),
};

/** The seats of `set` as built (its kind, else the one its name and type resolve to), nearest the stage first. */
export function seatsFor(set: ParsedTimelineInput['set']): Seat[] {
  if (set.oceanType) return [];
  const kind = resolveSetKind({ name: set.name, kind: set.kind ?? null, type: set.type });
  const seats = SEATS_BY_KIND[kind] ?? [];
  return [...seats].sort((a, b) => Math.hypot(a.position[0], a.position[2]) - Math.hypot(b.position[0], b.position[2]));
}
