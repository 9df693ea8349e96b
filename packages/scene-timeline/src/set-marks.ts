import { resolveSetKind } from '@studio/contracts/set-kind-words';
import type { SetKind } from '@studio/contracts/sets';
import type { ParsedTimelineInput, Vector3 } from '@studio/contracts/timeline';

/**
 * Named marks: where a performer stands to be at a thing of the set ("walks to the window",
 * "crosses to the counter"), on the floor a step in front of it on the stage's side, for the
 * things the local model engine builds in each kind of set (backend/src/engines/meshes
 * set-model.ts, set-interiors.ts, set-exteriors.ts). `prop` is the node the thing is built as:
 * local-model-engine.spec.ts checks each mark stands just clear of it.
 */
export interface SetMark {
  thing: Thing;
  position: Vector3;
  prop: string;
}

/** The words that name each thing. */
const THING_WORDS = {
  door: ['door', 'doors', 'doorway', 'exit', 'entrance', 'gate'],
  window: ['window', 'windows', 'shopfront'],
  counter: ['counter', 'bar', 'till', 'register', 'hatch'],
  stove: ['stove', 'cooker', 'oven', 'hob'],
  sink: ['sink'],
  fridge: ['fridge', 'refrigerator'],
  bed: ['bed'],
  desk: ['desk'],
  bookcase: ['bookcase', 'bookshelf', 'shelves', 'books'],
  blackboard: ['blackboard', 'board', 'chalkboard'],
  altar: ['altar'],
  crates: ['crates', 'crate', 'boxes', 'cargo'],
} as const;
export type Thing = keyof typeof THING_WORDS;

const mark = (thing: Thing, x: number, z: number, prop: string): SetMark => ({ thing, position: [x, 0, z], prop });

const MARKS_BY_KIND: Partial<Record<SetKind, SetMark[]>> = {
  'living-room': [mark('window', 2.3, -3.3, 'WindowFrame'), mark('door', -4.9, 2.2, 'DoorFrame')],
  kitchen: [mark('counter', 0.2, -2.75, 'Counter'), mark('window', -1.5, -2.75, 'WindowFrame'), mark('sink', -1.5, -2.85, 'Sink'), mark('stove', 1.9, -2.8, 'Stove'), mark('fridge', -5.5, -2.65, 'Fridge')],
  bedroom: [mark('window', 3, -3.3, 'WindowFrame'), mark('bed', 1.45, -2.9, 'Bed')],
  office: [mark('window', -3, -3.45, 'Window'), mark('desk', 1.3, -2.6, 'Desk'), mark('bookcase', 2.6, -3.1, 'Bookcase')],
  classroom: [mark('blackboard', 0, -3.4, 'Blackboard'), mark('desk', 1.9, -1.85, 'TeachersDesk')],
  'hospital-room': [mark('window', 3.4, -3.3, 'WindowFrame')],
  church: [mark('altar', 0, -1.9, 'Altar')],
  // Stools line the front of these counters: the mark is at one end.
  taqueria: [mark('counter', 3.05, -2.4, 'Counter')],
  restaurant: [mark('counter', 0, -2.25, 'Bar')],
  cafe: [mark('counter', 3, -2.4, 'Bar')],
  bakery: [mark('counter', 0, -1.2, 'Counter'), mark('window', -5.4, 0.5, 'ShopWindow')],
  alley: [mark('door', 4, 2.5, 'BackDoor')],
  harbour: [mark('crates', 1.8, -2.1, 'Crates')],
  rooftop: [mark('door', 5.5, -4.2, 'StairDoor')],
  'food-truck': [mark('window', -0.5, -1.3, 'ServingWindow'), mark('counter', -0.5, -1.3, 'ServingWindow')],
  workshop: [mark('door', -4.3, -3.45, 'GarageDoor')],
  warehouse: [mark('crates', 0, -2.45, 'RackBackCrates')],
};

/** The named marks of `set` as built (its kind, else the one its name and type resolve to). */
export function marksFor(set: Pick<ParsedTimelineInput['set'], 'name' | 'type' | 'kind' | 'oceanType'>): SetMark[] {
  if (set.oceanType) return [];
  return MARKS_BY_KIND[resolveSetKind({ name: set.name, kind: set.kind ?? null, type: set.type })] ?? [];
}

/**
 * The mark of the thing that `words` name ("the window", "walks to the door", "crosses to the
 * bar"): the first thing named that the set has; null when it names none of them.
 */
export function markNamed(set: Pick<ParsedTimelineInput['set'], 'name' | 'type' | 'kind' | 'oceanType'>, words: string): SetMark | null {
  const marks = marksFor(set);
  for (const word of words.toLowerCase().split(/[^a-z]+/)) {
    const found = marks.find((candidate) => (THING_WORDS[candidate.thing] as readonly string[]).includes(word));
    if (found) return found;
  }
  return null;
}
