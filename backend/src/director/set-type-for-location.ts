import type { SetType } from '@studio/contracts/sets';

/**
 * The studio's set types stand for kinds of place; each list holds the words of a screenplay
 * location that read as that kind. The first list with a word in the location wins.
 */
const PLACE_WORDS: ReadonlyArray<readonly [SetType, readonly string[]]> = [
  ['truck', ['truck', 'van', 'car', 'bus', 'taxi', 'cab', 'pickup', 'lorry', 'trailer', 'rv', 'jeep', 'limo', 'limousine', 'vehicle', 'train', 'subway']],
  ['taqueria', ['taqueria', 'restaurant', 'diner', 'cafe', 'café', 'coffee', 'bar', 'pub', 'tavern', 'saloon', 'cantina', 'canteen', 'bistro', 'bakery', 'shop', 'store', 'market', 'counter', 'cafeteria', 'inn']],
  ['farm', ['farm', 'farmhouse', 'barn', 'field', 'fields', 'ranch', 'orchard', 'pasture', 'stable', 'meadow', 'countryside', 'garden', 'vineyard', 'coop', 'silo', 'prairie', 'yard']],
  ['street', ['street', 'road', 'alley', 'avenue', 'city', 'town', 'village', 'sidewalk', 'park', 'beach', 'cove', 'harbor', 'harbour', 'dock', 'docks', 'pier', 'port', 'square', 'plaza', 'bridge', 'parking', 'highway', 'corner', 'river', 'lake', 'sea', 'ocean', 'shore', 'coast', 'forest', 'woods', 'camp', 'deck', 'ship', 'boat']],
  ['apartment', ['apartment', 'flat', 'house', 'home', 'kitchen', 'bedroom', 'bathroom', 'living', 'room', 'hallway', 'hall', 'office', 'study', 'lounge', 'hotel', 'motel', 'hospital', 'cabin', 'attic', 'basement', 'den', 'nursery', 'library', 'classroom', 'school', 'church', 'lobby', 'cell', 'ward']],
];

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The set type whose kind of place the location names; else an apartment indoors, a street outdoors. */
export function setTypeForLocation(location: string, interior: 'INT' | 'EXT' | 'INT/EXT' | null): SetType {
  const said = new Set(words(location));
  for (const [type, placeWords] of PLACE_WORDS) {
    if (placeWords.some((word) => said.has(word))) return type;
  }
  return interior === 'EXT' ? 'street' : 'apartment';
}
