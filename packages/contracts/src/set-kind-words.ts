import { KIND_FOR_SET_TYPE, SET_KIND_INFO, SET_KINDS, type SetKind } from './set-kinds';
import type { SetType } from './sets';

/**
 * Reading a kind of place from words: the word lists of every kind and the rules that weigh them.
 * Apart from set-kinds.ts so the screens that only show kinds (and every first load, which
 * shares the contracts module by module) do not carry the lists.
 */

interface KindWords {
  /** Words of a name or a screenplay location that name this kind of place (singular, lower case). */
  words: readonly string[];
  /** Two-word names, matched as written ("living room"). */
  phrases?: readonly string[];
}

const KIND_WORDS: Record<SetKind, KindWords> = {
  farm: { words: ['farm', 'farmhouse', 'farmyard', 'barn', 'ranch', 'silo', 'stable', 'coop', 'pasture', 'paddock', 'orchard', 'vineyard', 'tractor', 'hay', 'homestead', 'countryside'] },
  forest: { words: ['forest', 'wood', 'woodland', 'grove', 'jungle', 'thicket', 'copse', 'birch', 'pine', 'oak', 'tree', 'clearing', 'trail', 'camp', 'campsite', 'campfire', 'wilderness', 'glade'] },
  mountain: { words: ['mountain', 'cliff', 'cliffside', 'peak', 'summit', 'ridge', 'canyon', 'gorge', 'valley', 'pass', 'rock', 'rocky', 'crag', 'hill', 'hillside', 'quarry', 'cave', 'glacier', 'volcano', 'overlook', 'lookout', 'viewpoint', 'vista', 'scenic', 'bluff', 'plateau', 'mesa', 'precipice', 'outcrop', 'highland', 'foothill'] },
  beach: { words: ['beach', 'shore', 'seashore', 'shoreline', 'coast', 'cove', 'bay', 'sand', 'sandy', 'dune', 'surf', 'seaside', 'lagoon', 'island', 'boardwalk'] },
  field: { words: ['field', 'meadow', 'prairie', 'plain', 'grassland', 'heath', 'moor', 'moorland', 'countryside', 'wheat', 'corn', 'crop', 'lakeside', 'riverbank', 'river', 'lake', 'pond', 'stream'] },
  'living-room': { words: ['apartment', 'flat', 'living', 'lounge', 'parlour', 'parlor', 'sitting', 'den', 'house', 'home', 'cottage', 'condo', 'loft', 'hallway', 'hall', 'attic', 'basement', 'suite', 'penthouse', 'villa', 'mansion'], phrases: ['living room', 'sitting room', 'family room', 'front room'] },
  kitchen: { words: ['kitchen', 'kitchenette', 'pantry', 'scullery', 'galley'], phrases: ['dining room'] },
  bedroom: { words: ['bedroom', 'bed', 'bedchamber', 'nursery', 'dorm', 'dormitory', 'motel', 'hotel', 'bunk', 'chamber'], phrases: ['guest room', 'hotel room'] },
  office: { words: ['office', 'study', 'library', 'bank', 'agency', 'headquarters', 'hq', 'precinct', 'newsroom', 'cubicle', 'boardroom', 'lobby', 'reception', 'studio', 'archive', 'desk'], phrases: ['police station', 'conference room', 'meeting room'] },
  classroom: { words: ['classroom', 'school', 'schoolroom', 'class', 'lecture', 'university', 'college', 'academy', 'kindergarten', 'auditorium', 'lab', 'laboratory'], phrases: ['lecture hall'] },
  'hospital-room': { words: ['hospital', 'ward', 'clinic', 'infirmary', 'surgery', 'icu', 'er', 'doctor', 'sickbay', 'sanatorium', 'hospice', 'patient'], phrases: ['emergency room', 'operating room', 'hospital room'] },
  church: { words: ['church', 'chapel', 'cathedral', 'abbey', 'temple', 'monastery', 'convent', 'sanctuary', 'altar', 'nave', 'pew', 'mosque', 'synagogue', 'shrine', 'crypt', 'priory', 'wedding', 'funeral'] },
  'ship-cabin': { words: ['cabin', 'hold', 'brig', 'quarters', 'berth', 'stateroom', 'porthole', 'submarine'], phrases: ["captain's quarters", 'below deck', 'below decks'] },
  taqueria: { words: ['taqueria', 'taco', 'cantina', 'burrito', 'tortilleria'] },
  restaurant: { words: ['restaurant', 'diner', 'bistro', 'trattoria', 'brasserie', 'eatery', 'cafeteria', 'canteen', 'buffet', 'pizzeria', 'steakhouse', 'banquet', 'dining'] },
  cafe: { words: ['cafe', 'coffee', 'coffeehouse', 'teahouse', 'tearoom', 'bar', 'pub', 'tavern', 'saloon', 'inn', 'lounge', 'nightclub', 'club', 'speakeasy', 'brewery', 'espresso'], phrases: ['coffee shop', 'tea room'] },
  bakery: { words: ['bakery', 'bakehouse', 'baker', 'patisserie', 'boulangerie', 'shop', 'store', 'market', 'grocery', 'grocer', 'boutique', 'pharmacy', 'bookshop', 'bookstore', 'florist', 'butcher', 'deli', 'supermarket', 'pawnshop', 'kiosk', 'stall'] },
  street: { words: ['street', 'road', 'avenue', 'boulevard', 'city', 'town', 'downtown', 'sidewalk', 'pavement', 'crossroad', 'intersection', 'corner', 'square', 'plaza', 'highway', 'traffic', 'bus', 'parking', 'village', 'suburb', 'block', 'bridge', 'main', 'district', 'neighborhood', 'neighbourhood', 'uptown', 'midtown', 'borough'] },
  alley: { words: ['alley', 'alleyway', 'backstreet', 'lane', 'passage', 'passageway', 'backyard', 'courtyard', 'dumpster', 'underpass', 'tunnel'], phrases: ['back alley', 'side street'] },
  harbour: { words: ['harbour', 'harbor', 'pier', 'dock', 'docks', 'wharf', 'quay', 'jetty', 'marina', 'port', 'boatyard', 'fishing', 'fisherman', 'pontoon', 'waterfront', 'landing', 'ferry'] },
  park: { words: ['park', 'playground', 'garden', 'gardens', 'green', 'common', 'fountain', 'zoo', 'cemetery', 'graveyard', 'picnic', 'bench', 'lawn'] },
  rooftop: { words: ['rooftop', 'roof', 'terrace', 'balcony', 'skyline', 'skyscraper', 'tower', 'helipad', 'ledge', 'fire', 'escape'], phrases: ['fire escape', 'roof top'] },
  lighthouse: { words: ['lighthouse', 'beacon', 'keeper', 'headland', 'lamp', 'foghorn'], phrases: ['lamp room', 'lighthouse keeper'] },
  'food-truck': { words: ['truck', 'foodtruck', 'van', 'trailer', 'cart', 'vendor', 'lot', 'fairground', 'fair', 'carnival', 'festival'], phrases: ['food truck', 'taco truck', 'parking lot'] },
  'car-interior': {
    words: [
      'car', 'taxi', 'cab', 'limo', 'limousine', 'sedan', 'jeep', 'suv', 'pickup', 'vehicle', 'convertible', 'minivan', 'hatchback', 'coupe', 'carriage', 'train', 'subway', 'compartment',
      'ambulance', 'hearse', 'cruiser', 'landcruiser', 'motorhome', 'camper', 'driving',
      // Makes and models a heading names a car by ('INT. VW GTI', 'INT. LANDCRUISER, DRIVING').
      'vw', 'volkswagen', 'volkswagon', 'gti', 'beetle', 'rover', 'toyota', 'honda', 'mazda', 'lexus', 'nissan', 'subaru', 'chevy', 'chevrolet', 'cadillac', 'buick', 'bmw', 'audi', 'porsche', 'ferrari', 'volvo', 'tesla', 'prius', 'hummer', 'corvette', 'camaro', 'datsun', 'peugeot', 'renault', 'fiat',
    ],
    phrases: ['back seat', 'front seat', 'land cruiser', 'land rover', 'police car', 'squad car'],
  },
  'ship-deck': { words: ['ship', 'deck', 'boat', 'vessel', 'galleon', 'schooner', 'yacht', 'sailboat', 'steamer', 'trawler', 'frigate', 'pirate', 'bow', 'stern', 'mast', 'ocean', 'sea'] },
  workshop: { words: ['workshop', 'garage', 'shed', 'mechanic', 'forge', 'smithy', 'blacksmith', 'carpenter', 'workbench', 'repair', 'toolshed', 'atelier', 'studio', 'lab'], phrases: ['gas station', 'auto shop'] },
  warehouse: { words: ['warehouse', 'depot', 'storeroom', 'storage', 'factory', 'mill', 'plant', 'hangar', 'loading', 'stockroom', 'cellar', 'vault', 'bunker', 'crate', 'industrial'] },
};


/** Words that name a place but not which kind: they count for little. */
const GENERIC_WORDS = new Set(['room', 'house', 'home', 'building', 'place', 'area', 'hall', 'main', 'fire', 'green', 'common', 'block', 'landing', 'hold', 'bed', 'class', 'lot', 'scenic']);

export interface SetWords {
  name: string;
  description?: string | null;
  /** A screenplay's location heading and the action lines of the scenes set there. */
  locationWords?: readonly string[];
  /** INT, EXT, INT/EXT from a heading; true/false when known otherwise; null when not known. */
  interior?: 'INT' | 'EXT' | 'INT/EXT' | boolean | null;
}

/** Lower-case words without accents or a plain plural ending ('Cafés' → 'cafe', 'loaves' stays whole too). */
export function placeWords(text: string): string[] {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.flatMap((word) => {
    const single = singular(word);
    return single === word ? [word] : [word, single];
  });
}

function singular(word: string): string {
  if (word.length <= 3 || word.endsWith('ss') || word.endsWith('us')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ves')) return `${word.slice(0, -3)}f`;
  if (/(ches|shes|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

const interiorOf = (interior: SetWords['interior']): boolean | null => (interior === 'INT' || interior === true ? true : interior === 'EXT' || interior === false ? false : null);

interface Scored {
  kind: SetKind;
  score: number;
  /** Scored by a near miss only, no word of its list said outright. */
  nearMiss?: boolean;
}

/** What a tie between two kinds named in a heading leans by: toward the later word, the narrower place ('PALACE HOTEL LOBBY'). */
const LATER_WORD_LEAN = 0.01;

/**
 * How strongly a text's words name each kind: whole words and phrases, generic words counting less.
 * With `leanLater`, a kind named later in the text gets a hair more, which decides only ties.
 */
function scoreText(text: string, weight: number, scores: Map<SetKind, number>, leanLater = false): void {
  const ordered = placeWords(text);
  const words = new Set(ordered);
  const joined = ` ${placeWords(text.replace(/['’]s\b/g, '')).join(' ')} `;
  for (const kind of SET_KINDS) {
    const info = KIND_WORDS[kind];
    let score = 0;
    for (const word of info.words) if (words.has(word)) score += GENERIC_WORDS.has(word) ? 0.3 : 1;
    for (const phrase of info.phrases ?? []) if (joined.includes(` ${placeWords(phrase).filter((_, index, all) => all.indexOf(_) === index).join(' ')} `)) score += 2;
    if (!score) continue;
    const last = leanLater ? ordered.reduce((found, word, index) => (info.words.includes(word) ? index : found), -1) : -1;
    const lean = last >= 0 ? (LATER_WORD_LEAN * (last + 1)) / ordered.length : 0;
    scores.set(kind, (scores.get(kind) ?? 0) + score * weight + lean);
  }
}

/** Whether a text names a kind of place outright: a word or phrase of a kind's list (no near misses). */
export function namesAPlace(text: string): boolean {
  const scores = new Map<SetKind, number>();
  scoreText(text, 1, scores);
  return scores.size > 0;
}

/**
 * Near misses for words no list holds: a word holding a kind's word of four letters or more
 * ('bakeshop' → bakery) or sharing its first five letters with one ('forested' → forest).
 */
function nearestWordScores(texts: string[], scores: Map<SetKind, number>): void {
  const words = [...new Set(texts.flatMap(placeWords))].filter((word) => word.length >= 4);
  for (const kind of SET_KINDS) {
    let score = 0;
    for (const listed of KIND_WORDS[kind].words) {
      if (listed.length < 4) continue;
      for (const word of words) {
        const shared = word.includes(listed) ? listed.length : commonPrefix(word, listed);
        if (shared >= 5 || (shared === 4 && word.includes(listed))) score += shared / Math.max(word.length, listed.length);
      }
    }
    if (score) scores.set(kind, score);
  }
}

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/** Kinds to fall back on when no word says anything: the everyday places of each side. */
const FALLBACK_KINDS = { interior: ['living-room', 'office', 'kitchen', 'bedroom'], exterior: ['street', 'park', 'field', 'forest'] } as const satisfies Record<string, readonly SetKind[]>;

/** Each kind's score for the words, the heading's side tipping close calls. */
function rankKinds({ name, description, locationWords = [], interior = null }: SetWords): Scored[] {
  const inside = interiorOf(interior);
  const scores = new Map<SetKind, number>();
  scoreText(name, 3, scores, true);
  for (const text of locationWords.slice(0, 1)) scoreText(text, 3, scores, true);
  scoreText([description ?? '', ...locationWords.slice(1)].join(' '), 1, scores);
  const nearMiss = scores.size === 0;
  if (nearMiss) nearestWordScores([name, ...locationWords.slice(0, 1), description ?? '', ...locationWords.slice(1)], scores);
  return SET_KINDS.map((kind) => {
    const score = scores.get(kind) ?? 0;
    // A car's INT is its cabin, its EXT the street.
    const side = score && inside !== null && SET_KIND_INFO[kind].interior === inside ? 0.5 : 0;
    return { kind, score: score + side, nearMiss };
  });
}

const best = (ranked: Scored[]): Scored | undefined => ranked.reduce<Scored | undefined>((top, entry) => (entry.score > 0 && entry.score > (top?.score ?? 0) ? entry : top), undefined);

/**
 * The kind of place a set's words name. Its name and the location heading count most, then the
 * description and the action lines; a heading's INT or EXT favours kinds of that side. With no word
 * for any kind, the nearest words decide; with none near, one of the everyday places of that side,
 * chosen by the name so different unknown places differ.
 */
export function setKindFromWords(words: SetWords): SetKind {
  const found = best(rankKinds(words));
  if (found) return found.kind;
  const inside = interiorOf(words.interior ?? null);
  const fallbacks = inside === false ? FALLBACK_KINDS.exterior : inside === true ? FALLBACK_KINDS.interior : [...FALLBACK_KINDS.interior, ...FALLBACK_KINDS.exterior];
  return fallbacks[hash(`${words.name}|${words.locationWords?.[0] ?? ''}`.toLowerCase()) % fallbacks.length];
}

/**
 * The kind a set builds as: the one picked; else the one its words name within its type's family
 * ('The Smiths' kitchen' of type apartment is a kitchen); else the one its words name at all (a
 * 'Fishing Pier' left at the default type is a pier); else its type's own kind.
 */
export function resolveSetKind(input: SetWords & { kind?: SetKind | null; type?: SetType | null }): SetKind {
  if (input.kind) return input.kind;
  if (!input.type) return setKindFromWords(input);
  const family = input.type;
  const ranked = rankKinds(input);
  const named = (entry: Scored) => entry.score > 0 && !entry.nearMiss;
  return (best(ranked.filter((entry) => named(entry) && SET_KIND_INFO[entry.kind].family === family)) ?? best(ranked.filter(named)))?.kind ?? KIND_FOR_SET_TYPE[family];
}


function hash(text: string): number {
  let value = 2166136261;
  for (const character of text) value = Math.imul(value ^ character.charCodeAt(0), 16777619) >>> 0;
  return value;
}
