import type { SetType } from './sets';

/**
 * The kinds of place a set is built as. The spec's five set types are the Set Builder's families
 * over them; a set's kind is read from its words (set-kind-words.ts) unless the user picks one.
 */
export const SET_KINDS = [
  'farm',
  'forest',
  'mountain',
  'beach',
  'field',
  'living-room',
  'kitchen',
  'bedroom',
  'office',
  'classroom',
  'hospital-room',
  'church',
  'ship-cabin',
  'taqueria',
  'restaurant',
  'cafe',
  'bakery',
  'street',
  'alley',
  'harbour',
  'park',
  'rooftop',
  'lighthouse',
  'food-truck',
  'car-interior',
  'ship-deck',
  'workshop',
  'warehouse',
] as const;
export type SetKind = (typeof SET_KINDS)[number];

export interface SetKindInfo {
  label: string;
  interior: boolean;
  family: SetType;
}

export const SET_KIND_INFO: Record<SetKind, SetKindInfo> = {
  farm: { label: 'Farm', interior: false, family: 'farm' },
  forest: { label: 'Forest / woods', interior: false, family: 'farm' },
  mountain: { label: 'Mountain / cliff', interior: false, family: 'farm' },
  beach: { label: 'Beach', interior: false, family: 'farm' },
  field: { label: 'Field / meadow', interior: false, family: 'farm' },
  'living-room': { label: 'Living room', interior: true, family: 'apartment' },
  kitchen: { label: 'Kitchen', interior: true, family: 'apartment' },
  bedroom: { label: 'Bedroom', interior: true, family: 'apartment' },
  office: { label: 'Office', interior: true, family: 'apartment' },
  classroom: { label: 'Classroom', interior: true, family: 'apartment' },
  'hospital-room': { label: 'Hospital room', interior: true, family: 'apartment' },
  church: { label: 'Church', interior: true, family: 'apartment' },
  'ship-cabin': { label: "Ship's cabin", interior: true, family: 'apartment' },
  taqueria: { label: 'Taqueria', interior: true, family: 'taqueria' },
  restaurant: { label: 'Restaurant', interior: true, family: 'taqueria' },
  cafe: { label: 'Café / bar', interior: true, family: 'taqueria' },
  bakery: { label: 'Shop / bakery', interior: true, family: 'taqueria' },
  street: { label: 'Street', interior: false, family: 'street' },
  alley: { label: 'Alley', interior: false, family: 'street' },
  harbour: { label: 'Harbour / pier', interior: false, family: 'street' },
  park: { label: 'Park', interior: false, family: 'street' },
  rooftop: { label: 'Rooftop', interior: false, family: 'street' },
  lighthouse: { label: 'Lighthouse', interior: false, family: 'street' },
  'food-truck': { label: 'Food truck', interior: false, family: 'truck' },
  'car-interior': { label: 'Car interior', interior: true, family: 'truck' },
  'ship-deck': { label: "Ship's deck", interior: false, family: 'truck' },
  workshop: { label: 'Workshop / garage', interior: true, family: 'truck' },
  warehouse: { label: 'Warehouse', interior: true, family: 'truck' },
};

/** Each spec set type builds as this kind unless the words say otherwise. */
export const KIND_FOR_SET_TYPE: Record<SetType, SetKind> = { farm: 'farm', apartment: 'living-room', taqueria: 'taqueria', street: 'street', truck: 'food-truck' };

export const isSetKind = (value: unknown): value is SetKind => typeof value === 'string' && (SET_KINDS as readonly string[]).includes(value);
