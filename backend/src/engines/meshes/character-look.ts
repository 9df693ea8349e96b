import type { CharacterRigExtras } from '@studio/scene-timeline/rig';
import type { BuildCharacterInput } from '../engine.types';
import { hashString, seededRandom } from '../seeded-random';

export type AgeGroup = CharacterRigExtras['age'];
export type Build = CharacterRigExtras['build'];
export type HairStyle = 'bald' | 'short' | 'bob' | 'long' | 'bun' | 'ponytail';
export type Hat = 'tricorn' | 'bandana' | 'straw' | 'chef' | 'fedora' | 'cap' | 'beanie' | 'souwester' | null;
/** What covers the torso: a coat, dress or apron also flares below the waist. */
export type Top = 'shirt' | 'sweater' | 'suit' | 'uniform' | 'coat' | 'dress';

/** Feathers, beak and feet of a bird: colours (#rrggbb), a crest or comb on the head if it has one. */
export interface Plumage {
  body: string;
  belly: string;
  wings: string;
  /** The long feathers at the end of the wings. */
  wingTips: string;
  tail: string;
  beak: string;
  /** A parrot's or owl's hooked beak, a crow's or gull's pointed one, a duck's flat bill. */
  bill: 'hooked' | 'pointed' | 'flat';
  legs: string;
  crest: string | null;
  /** Cartoon height to the top of the head, metres. */
  height: number;
}

/** Birds by the word a screenplay calls them, so a talking parrot in the cast is built as one. */
const BIRDS: Record<string, Plumage> = {
  parrot: { body: '#2f9e44', belly: '#a8cf3a', wings: '#2f9e44', wingTips: '#1f5fbf', tail: '#c0281d', beak: '#efe6d2', bill: 'hooked', legs: '#7a7a7a', crest: null, height: 0.72 },
  macaw: { body: '#c8261c', belly: '#c8261c', wings: '#e0b400', wingTips: '#1f5fbf', tail: '#1f5fbf', beak: '#efe6d2', bill: 'hooked', legs: '#5a5a5a', crest: null, height: 0.76 },
  cockatoo: { body: '#f2f2ec', belly: '#f2f2ec', wings: '#f2f2ec', wingTips: '#e6e2c8', tail: '#f2f2ec', beak: '#2a2a2a', bill: 'hooked', legs: '#5a5a5a', crest: '#f2d03b', height: 0.72 },
  budgie: { body: '#7ccf3a', belly: '#a8e04a', wings: '#3f7a2a', wingTips: '#24401c', tail: '#1f5fbf', beak: '#e0b070', bill: 'hooked', legs: '#9a8a8a', crest: null, height: 0.6 },
  crow: { body: '#1f1f26', belly: '#2a2a33', wings: '#1f1f26', wingTips: '#14141a', tail: '#1a1a20', beak: '#2e2e2e', bill: 'pointed', legs: '#2a2a2a', crest: null, height: 0.7 },
  magpie: { body: '#1f1f26', belly: '#eeeeea', wings: '#1f2a4f', wingTips: '#eeeeea', tail: '#1f2a4f', beak: '#2e2e2e', bill: 'pointed', legs: '#2a2a2a', crest: null, height: 0.7 },
  gull: { body: '#f2f2ee', belly: '#f2f2ee', wings: '#9aa3ad', wingTips: '#2a2a2e', tail: '#f2f2ee', beak: '#e8b92a', bill: 'pointed', legs: '#e0a080', crest: null, height: 0.74 },
  owl: { body: '#8a6440', belly: '#d2b48a', wings: '#6e4f33', wingTips: '#4f3824', tail: '#6e4f33', beak: '#d8b060', bill: 'hooked', legs: '#c9a77a', crest: '#6e4f33', height: 0.66 },
  pigeon: { body: '#8d95a3', belly: '#a7aebb', wings: '#7d8593', wingTips: '#3a3f48', tail: '#5f6672', beak: '#3a3a3a', bill: 'pointed', legs: '#c0504a', crest: null, height: 0.64 },
  dove: { body: '#eeeeea', belly: '#f6f6f2', wings: '#e2e2dc', wingTips: '#cfcfc8', tail: '#eeeeea', beak: '#d89090', bill: 'pointed', legs: '#d07070', crest: null, height: 0.62 },
  hen: { body: '#b5642a', belly: '#c97a3a', wings: '#9a5020', wingTips: '#6e3614', tail: '#3a2a1e', beak: '#e0b030', bill: 'pointed', legs: '#e0b030', crest: '#c8261c', height: 0.66 },
  duck: { body: '#f2f2ea', belly: '#f2f2ea', wings: '#e6e6dc', wingTips: '#d6d6ca', tail: '#f2f2ea', beak: '#e88a1a', bill: 'flat', legs: '#e88a1a', crest: null, height: 0.62 },
  sparrow: { body: '#8a6a4a', belly: '#d8c8a8', wings: '#6e5238', wingTips: '#3f2e20', tail: '#5a4230', beak: '#3a3a3a', bill: 'pointed', legs: '#b08a6a', crest: null, height: 0.6 },
};
/** Other names for the birds above ("seagull", "raven", "rooster"), and "bird" when it says no more. */
const BIRD_WORDS: Record<string, keyof typeof BIRDS> = {
  ...Object.fromEntries(Object.keys(BIRDS).map((bird) => [bird, bird])),
  parrots: 'parrot', parakeet: 'budgie', budgerigar: 'budgie', lovebird: 'budgie', raven: 'crow', rook: 'crow', jackdaw: 'crow', blackbird: 'crow',
  seagull: 'gull', albatross: 'gull', pelican: 'gull', heron: 'gull', stork: 'gull', swan: 'duck', goose: 'duck', chicken: 'hen', rooster: 'hen', cockerel: 'hen',
  robin: 'sparrow', finch: 'sparrow', wren: 'sparrow', canary: 'sparrow', bird: 'sparrow',
};
/** Bird words that are also people's names ("Robin", "Wren", "Raven"): in a name they make a bird only after "the". */
const NAMES_FROM_BIRDS = ['robin', 'wren', 'raven', 'finch', 'swan', 'dove', 'crow', 'rook', 'bird', 'sparrow', 'drake', 'heron', 'pigeon', 'parrot', 'duck'];
/** Words that say the description is of someone who has an animal, not of the animal: "a pirate with a parrot on his shoulder". */
const NOT_THE_ANIMAL = ['with', 'has', 'his', 'her', 'their', 'holds', 'holding', 'carries', 'carrying', 'keeps', 'owns', 'feeds', 'feeding', 'on', 'of', 'like', 'watches', 'watching', 'hates', 'loves'];
/** Words that say the description is of a person. */
const PEOPLE = ['man', 'woman', 'boy', 'girl', 'person', 'pirate', 'captain', 'sailor', 'lady', 'gentleman', 'child', 'kid', 'teenager', 'mate', 'cook', 'chef'];

/**
 * The bird a character is, or null for a person: a bird's word in its name ("Polly the Parrot",
 * "Cockatoo"; "Robin" or "Raven" only after "the"), or one its description opens with before it
 * names anything else ("A talkative parrot…"). A bird's word after "with", "his" or a person ("a
 * pirate with a parrot") is a pet, and one before "like" or "of" a likeness ("a bird-like woman").
 */
export function birdOf(name: string, description: string): Plumage | null {
  const word = animalWord(name, description, (word) => Boolean(BIRD_WORDS[word]), NAMES_FROM_BIRDS);
  return word ? BIRDS[BIRD_WORDS[word]] : null;
}

/** Animal words that are also people's names or nicknames: in a name they make an animal only after "the". */
const NAMES_FROM_ANIMALS = ['wolf', 'hound', 'pup', 'kitty', 'cat', 'dog', 'tabby'];

/** The dog or cat a character is, or null for a person, read as birdOf reads a bird; its fur from a colour said before the word, else picked by the name. */
export function animalOf(name: string, description: string): Coat | null {
  const word = animalWord(name, description, (word) => Boolean(FOUR_LEGGED[word]), NAMES_FROM_ANIMALS);
  if (!word) return null;
  const { kind, size, fur } = FOUR_LEGGED[word];
  const words = wordsOf(description);
  const said = words.slice(0, Math.max(0, words.indexOf(word))).reverse().find((colourWord) => FUR_WORDS[colourWord]);
  const random = seededRandom(hashString(`${name.trim().toLowerCase()}\nfur`));
  const small = hasAny(words, ['small', 'little', 'tiny']) ? 0.88 : hasAny(words, ['big', 'huge', 'giant', 'enormous']) ? 1.15 : 1;
  const coat = said ? FUR_WORDS[said] : fur ?? random.pick(FUR[kind]);
  return { kind, fur: coat, height: Math.round((kind === 'cat' ? 0.47 : 0.68) * size * small * 1000) / 1000 };
}

/**
 * The animal word that makes a character an animal: in its name (a word that is also a person's
 * name only after "the"), or the first such word of its description when nothing before it names
 * a person or an owner ("a pirate with a parrot") and nothing after it makes it a likeness ("bird-like").
 */
function animalWord(name: string, description: string, isAnimal: (word: string) => boolean, personalNames: readonly string[]): string | null {
  const names = wordsOf(name);
  const named = names.find((word, index) => isAnimal(word) && (names[index - 1] === 'the' || !personalNames.includes(word)));
  if (named) return named;
  const words = wordsOf(description);
  const at = words.findIndex(isAnimal);
  const [next, after] = [words[at + 1] ?? '', words[at + 2] ?? ''];
  // "bird-like", "a crow of a woman", "a dog lover": a likeness or a person.
  if (at < 0 || ['like', 'feathers', 'song', 'lover', 'walker', 'owner', 'food', 'hair'].includes(next) || (next === 'of' && (after === 'a' || after === 'an'))) return null;
  // A screenplay describes a character by the sentence that first names them ("REX, a shaggy old
  // hound, sleeps", "JOHN walks his dog BUSTER", "KIT chases the gull"): where the name is in it,
  // only an animal word next to it, with nothing but a few describing words between, is theirs.
  const own = words.indexOf(names[0] ?? '');
  if (own >= 0 && own !== at) return words.slice(Math.min(own, at) + 1, Math.max(own, at)).every((word) => BESIDE_AN_ANIMAL.has(word)) ? words[at] : null;
  if (words.slice(0, at).some((word) => NOT_THE_ANIMAL.includes(word) || PEOPLE.includes(word) || FEMININE.includes(word) || MASCULINE.includes(word))) return null;
  return words[at];
}

/** A four-legged animal's kind and coat: a dog's floppy ears and long muzzle, or a cat's pointed ears and short one. */
export interface Coat {
  kind: 'dog' | 'cat';
  fur: string;
  /** Cartoon height to the top of the head, metres. */
  height: number;
}

/** Four-legged animals by the word a screenplay calls them: the kind, and a size (1 a middling dog). */
const FOUR_LEGGED: Record<string, { kind: Coat['kind']; size: number; fur?: string }> = {
  dog: { kind: 'dog', size: 1 }, puppy: { kind: 'dog', size: 0.75 }, pup: { kind: 'dog', size: 0.75 }, hound: { kind: 'dog', size: 1.1 }, mutt: { kind: 'dog', size: 0.95 },
  terrier: { kind: 'dog', size: 0.8 }, spaniel: { kind: 'dog', size: 0.9 }, retriever: { kind: 'dog', size: 1.1, fur: '#d9a54a' }, labrador: { kind: 'dog', size: 1.1 },
  collie: { kind: 'dog', size: 1.05 }, poodle: { kind: 'dog', size: 0.85, fur: '#eeeeea' }, bulldog: { kind: 'dog', size: 0.85 }, dachshund: { kind: 'dog', size: 0.7, fur: '#7a3f1c' },
  beagle: { kind: 'dog', size: 0.85 }, alsatian: { kind: 'dog', size: 1.15, fur: '#6b4a2a' }, greyhound: { kind: 'dog', size: 1.1, fur: '#8d8d90' }, pooch: { kind: 'dog', size: 0.95 }, wolf: { kind: 'dog', size: 1.2, fur: '#7d7b78' },
  cat: { kind: 'cat', size: 1 }, kitten: { kind: 'cat', size: 0.8 }, kitty: { kind: 'cat', size: 0.9 }, tomcat: { kind: 'cat', size: 1.05 }, moggy: { kind: 'cat', size: 1 }, tabby: { kind: 'cat', size: 1, fur: '#c0752e' },
};
const FUR = { dog: ['#8a5a2b', '#5a3a22', '#c9a06a', '#2a2420', '#d9a54a', '#eeeae2'], cat: ['#c0752e', '#6e6a66', '#2a2624', '#e8e2d8', '#9a7a5a'] } as const;
const FUR_WORDS: Record<string, string> = { black: '#2a2420', white: '#eeeae2', brown: '#6b4226', golden: '#d9a54a', ginger: '#c0752e', orange: '#c0752e', grey: '#7d7b78', gray: '#7d7b78', tan: '#c9a06a', cream: '#e8dcc0', chocolate: '#4a2c1c' };

/** What a character looks like, read from its name, description, traits and pirate flag. */
export interface CharacterLook {
  /** A bird's feathers, or null for a person (everything else below is a person's). */
  bird: Plumage | null;
  /** A dog's or a cat's coat, or null for a person. */
  animal: Coat | null;
  age: AgeGroup;
  /** Years, as said or typical of the age group. */
  years: number;
  build: Build;
  /** Top of the head (with its hair, without a hat) above the feet, metres. */
  height: number;
  /** Girth: 1 for an average build. */
  width: number;
  feminine: boolean;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  eyes: string;
  top: Top;
  topColour: string;
  /** Sleeves to the wrist (else to the elbow). */
  longSleeves: boolean;
  /** Trousers, or the tights/skin below a dress. */
  legs: string;
  shoes: string;
  boots: boolean;
  /** Boots a size too big ("too-big", "oversized", "big boots"). */
  bigBoots: boolean;
  hat: Hat;
  hatColour: string;
  apron: string | null;
  eyepatch: boolean;
  /** A pirate's sash colour. */
  sash: string | null;
  glasses: boolean;
  beard: boolean;
  /** The sore leg of one who limps ("a limp", "limps", "walks with a cane"), else null. */
  limp: 'left' | 'right' | null;
}

const SKIN_TONES = ['#f6d7c3', '#eac0a0', '#d69e7a', '#b57b55', '#8d5a3b', '#5e3a24'];
const SKIN_WORDS: Record<string, string> = { pale: '#f6d7c3', fair: '#f3d2bd', freckled: '#eec4a6', tanned: '#c68b62', olive: '#c49468', brown: '#8d5a3b', dark: '#5e3a24', black: '#4a2c1c' };
const HAIR_COLOURS: Record<string, string> = {
  blond: '#e3c46e', blonde: '#e3c46e', golden: '#d9b24c', red: '#a8431f', ginger: '#b9541f', auburn: '#7d2f1c',
  black: '#1d1a19', brown: '#5a3a22', brunette: '#4a2d1a', grey: '#9a9a9a', gray: '#9a9a9a', silver: '#c8c8cc', white: '#ececec',
};
/** Unasked hair, weighted by repeats roughly as people are: mostly black and brown, blond now and then, red rarely. */
const NATURAL_HAIR = [
  '#1d1a19', '#1d1a19', '#1d1a19', '#2e221b', '#2e221b', '#2e221b', '#3b2a1d', '#3b2a1d', '#4a2d1a', '#4a2d1a', '#4a2d1a',
  '#5a3a22', '#5a3a22', '#5a3a22', '#6b4a2e', '#6b4a2e', '#e3c46e', '#e3c46e', '#c9a45a', '#7d2f1c',
];
const EYE_COLOURS = ['#3b2516', '#2f5d8a', '#3d6b3a', '#5a4030', '#222222'];
const CLOTHING_COLOURS: Record<string, string> = {
  red: '#b3261e', crimson: '#8f1d21', scarlet: '#c0281d', blue: '#2a5db0', navy: '#1f2d4f', green: '#2e7d32', yellow: '#e0b400', purple: '#6a3d9a',
  orange: '#e06c1a', pink: '#d96c9b', teal: '#1f8a84', black: '#222222', white: '#eeeeee', brown: '#6d4c33', gold: '#c9a227', grey: '#7a7a7a',
  gray: '#7a7a7a', tweed: '#7b6a4e', khaki: '#a39466', cream: '#efe6d2', olive: '#6b6b2e', maroon: '#6b1f24', beige: '#cbb895',
};
/** Words that may stand between a name and its animal ("REX, a shaggy old hound", "his dog BUSTER"). */
const BESIDE_AN_ANIMAL = new Set([
  ...['a', 'an', 'the', 'his', 'her', 'their', 'its', 'my', 'our', 'old', 'young', 'little', 'big', 'small', 'tiny', 'huge', 'fat', 'thin', 'shaggy', 'scruffy', 'fluffy', 'mangy', 'pet', 'faithful', 'loyal', 'trusty', 'talkative', 'talking', 'lazy', 'grumpy', 'friendly', 'stray'],
  ...Object.keys(FUR_WORDS),
  ...Object.keys(CLOTHING_COLOURS),
]);

const TOP_PALETTE = ['#2a5db0', '#2e7d32', '#b3261e', '#6a3d9a', '#e06c1a', '#1f8a84', '#c9a227', '#555555', '#d96c9b'];
const LEG_PALETTE = ['#2b3440', '#3b2f25', '#1f2d4f', '#4a4a4a', '#5b4a32'];
const HAT_COLOURS: Record<Exclude<Hat, null>, string> = { tricorn: '#1b1b1b', bandana: '#a31621', straw: '#d8b45a', chef: '#fafafa', fedora: '#4a3b2c', cap: '#b3261e', beanie: '#7a2e2e', souwester: '#e0b400' };

/** A clothing noun and the look's slot it colours. */
const GARMENT_SLOTS: Record<string, 'top' | 'legs' | 'shoes' | 'hat' | 'apron'> = {
  coat: 'top', jacket: 'top', oilskin: 'top', oilskins: 'top', raincoat: 'top', dress: 'top', gown: 'top', suit: 'top', uniform: 'top', shirt: 'top', blouse: 'top',
  sweater: 'top', jumper: 'top', cardigan: 'top', hoodie: 'top', tunic: 'top', overcoat: 'top', trousers: 'legs', pants: 'legs', jeans: 'legs', skirt: 'legs',
  boots: 'shoes', shoes: 'shoes', wellies: 'shoes', wellingtons: 'shoes', hat: 'hat', cap: 'hat', beanie: 'hat', bandana: 'hat', headscarf: 'hat', apron: 'apron',
};

/** A pirate crew dresses apart: captains in a dark coat, hands in shirts, bandanas and sashes of their own. */
const CAPTAIN_COATS = ['#7a1b1b', '#1f2d4f', '#2a2a2a', '#4a1f4f', '#2e4d2e'];
const CREW_SHIRTS = ['#e8dcc0', '#d9cfb4', '#2f4a6b', '#8a6d3b', '#5a3a22', '#3f6b5a', '#b8482e'];
const CREW_CLOTHS = ['#a31621', '#1f2d4f', '#2e4d2e', '#c9a227', '#222222', '#6a3d9a', '#e06c1a'];

/** The hue of a colour in degrees, and its saturation (0 grey … 1 pure), from #rrggbb. */
function hueOf(hex: string): { hue: number; saturation: number } {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [max, min] = [Math.max(r, g, b), Math.min(r, g, b)];
  const chroma = max - min;
  if (chroma === 0) return { hue: 0, saturation: 0 };
  const sector = max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return { hue: sector * 60, saturation: chroma / max };
}

/** Hues closer than this read as one colour from hair to coat. */
const SAME_HUE_DEGREES = 30;

/** The colours of `palette` that stand apart from a strongly coloured `hair` (red hair over a red coat is one red blob); all of them otherwise. */
function apartFrom(palette: readonly string[], hair: string): readonly string[] {
  const against = hueOf(hair);
  if (against.saturation < 0.5) return palette;
  const apart = palette.filter((colour) => {
    const { hue, saturation } = hueOf(colour);
    const distance = Math.abs(((hue - against.hue + 540) % 360) - 180);
    return saturation < 0.3 || distance >= SAME_HUE_DEGREES;
  });
  return apart.length > 0 ? apart : palette;
}

const FEMININE = ['she', 'her', 'hers', 'woman', 'girl', 'lady', 'mother', 'mum', 'mom', 'grandmother', 'grandma', 'granny', 'aunt', 'wife', 'daughter', 'queen', 'nun', 'widow', 'actress', 'waitress'];
const MASCULINE = ['he', 'him', 'his', 'man', 'boy', 'gentleman', 'father', 'dad', 'grandfather', 'grandpa', 'uncle', 'husband', 'son', 'king', 'monk', 'widower'];
const CHILD = ['child', 'kid', 'boy', 'girl', 'toddler', 'youngster', 'schoolboy', 'schoolgirl', 'lad', 'lass', 'son', 'daughter'];
const ELDER = ['old', 'elder', 'elderly', 'aged', 'grandmother', 'grandfather', 'grandma', 'grandpa', 'granny', 'retired', 'ancient', 'wrinkled', 'widow', 'widower', 'veteran'];
const HEAVY = ['heavy', 'stout', 'fat', 'chubby', 'burly', 'big', 'stocky', 'portly', 'plump', 'round', 'large', 'hefty', 'brawny', 'muscular', 'broad', 'beefy'];
const SLIM = ['slim', 'thin', 'skinny', 'lanky', 'wiry', 'slender', 'lean', 'gaunt', 'willowy', 'bony', 'scrawny', 'petite'];
const LIMPS = ['limp', 'limps', 'limping', 'limped', 'cane', 'crutch', 'crutches', 'hobble', 'hobbles', 'hobbling', 'lame', 'pegleg'];
/** What a name's title or given name says of its bearer; names worn by both (Kit, Sam, Alex…) say nothing. */
const FEMININE_TITLES = ['mrs', 'miss', 'ms', 'madam', 'madame', 'dame', 'lady', 'sister', 'mother', 'aunt', 'auntie', 'queen', 'princess', 'duchess', 'countess', 'granny', 'grandma', 'nana', 'mistress', 'senora', 'senorita'];
const MASCULINE_TITLES = ['mr', 'mister', 'sir', 'lord', 'father', 'brother', 'uncle', 'king', 'prince', 'duke', 'baron', 'grandpa', 'master', 'senor', 'monsieur'];
const FEMININE_NAMES = new Set(
  ('abigail ada agnes alice amelia amy ana anna anne annie audrey ava barbara bea beatrice bella betty bridget carmen caroline catherine charlotte chloe clara claire daisy deborah diana dolores dora dorothy edith eleanor elena eliza elizabeth ella ellen elsa emily emma esther eva eve evelyn fiona florence frances grace hannah harriet hazel helen ida irene iris isabel isabella jane janet jean jenny jessica joan josephine judith julia julie june karen kate katherine kathleen kat laura lily linda lisa louise lucy lydia mabel mae maggie margaret maria marie martha mary matilda maud maureen meg megan mildred molly nancy nell nora olive olivia orla peggy penny phoebe polly rachel rebecca rose rosa ruby ruth sally sarah sophia sophie susan sylvia tess theresa una vera victoria violet wendy winifred zoe')
    .split(' '),
);
const MASCULINE_NAMES = new Set(
  ('aaron abe adam albert alfred andrew angus archie arthur barney ben benjamin bernard bill bob boris brian bruce carl carlos charles chris colin conor dan daniel david declan dennis derek donald douglas duncan eamon edgar edmund edward eric ernest ethan felix finn francis frank fred frederick gabriel george gerald gordon graham gus hank harold harry harvey henry herbert hugh ian isaac jack jacob jake james jasper jeff jim jimmy joe john jonah jonathan joseph juan keith ken kevin larry leo leonard liam louis luke malcolm marco mark martin matthew max michael mike miles murray ned neil nick noah oliver oscar owen patrick paul pedro percy peter philip ralph ray reg richard robert roger ronald roy rupert russell sean seamus simon stanley stephen steve ted thomas tim timothy tom tommy victor vincent walter wilfred william')
    .split(' '),
);
const DECADES: Record<string, number> = { twenties: 25, thirties: 35, forties: 45, fifties: 55, sixties: 65, seventies: 75, eighties: 85, nineties: 92 };

/** The words of the text, lower case, apostrophes dropped ("sou'wester" → "souwester"). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().replace(/['’]/g, '').split(/[^a-z0-9]+/).filter(Boolean);
}

const hasAny = (words: readonly string[], list: readonly string[]) => words.some((word) => list.includes(word));

/** "Redbeard", "Blackbeard": a beard, and the colour of it. */
const BEARD_NAME = /^(red|black|grey|gray|white|silver|ginger|brown|blue)beard$/;

/**
 * What a name says: the words before the last one (a title, rank or trade: "Captain", "Chef",
 * "First Mate", "Old"), whether a title or given name is a woman's or a man's, and a beard named
 * as one ("Redbeard"). The last word of a longer name is a surname, so "Tom Baker" bakes nothing.
 */
export function nameCues(name: string): { words: string[]; feminine?: boolean; beardColour?: string } {
  const words = wordsOf(name);
  const leading = words.length > 1 ? words.slice(0, -1) : [];
  const beardWord = words.map((word) => BEARD_NAME.exec(word)).find(Boolean);
  const womanly = words.some((word) => FEMININE_TITLES.includes(word) || FEMININE_NAMES.has(word));
  const manly = Boolean(beardWord) || words.some((word) => MASCULINE_TITLES.includes(word) || MASCULINE_NAMES.has(word));
  return {
    words: leading,
    feminine: womanly === manly ? undefined : womanly,
    beardColour: beardWord ? (beardWord[1] === 'blue' ? '#1f2a44' : HAIR_COLOURS[beardWord[1]]) : undefined,
  };
}

/** Words that say "big", "short" or "small" of something other than the body: "a big heart", "a short temper". */
const NOT_THE_BODY = ['heart', 'mouth', 'smile', 'grin', 'laugh', 'voice', 'idea', 'ideas', 'dream', 'dreams', 'plans', 'ego', 'personality', 'appetite', 'talker', 'spender', 'eyes', 'brother', 'sister', 'city', 'temper', 'fuse', 'attention', 'memory', 'talk', 'story', 'time', 'words', 'fan', 'deal', 'shot'];

/**
 * Age in years: "12", "60s" (a decade), "in her forties", "a 70-year-old", else from words
 * (child, teen, old…), else an adult of 25 to 50 picked by the name.
 */
export function yearsOf(words: readonly string[], pickAdult: () => number): number {
  for (const word of words) {
    const decade = /^(\d)0s$/.exec(word);
    if (decade) return Number(decade[1]) * 10 + 5;
    if (/^\d{1,2}$/.test(word) && Number(word) >= 2) return Number(word);
    if (DECADES[word]) return DECADES[word];
  }
  if (hasAny(words, ['baby', 'toddler'])) return 4;
  if (hasAny(words, ['teen', 'teenager', 'teenage', 'adolescent'])) return 15;
  if (hasAny(words, CHILD)) return 9;
  if (hasAny(words, ELDER)) return 72;
  if (words.includes('middle') || words.includes('middleaged')) return 48;
  if (hasAny(words, ['young', 'youthful'])) return 24;
  return pickAdult();
}

/**
 * The colour said for each garment: a colour word up to two words before the garment's noun
 * ("a red coat", "yellow rubber boots"); colour words before "hair" or "beard" are the hair's.
 */
function garmentColours(words: readonly string[]): { colours: Partial<Record<'top' | 'legs' | 'shoes' | 'hat' | 'apron', string>>; hair?: string; loose?: string } {
  const colours: Partial<Record<'top' | 'legs' | 'shoes' | 'hat' | 'apron', string>> = {};
  let hair: string | undefined;
  let loose: string | undefined;
  words.forEach((word, index) => {
    const next = words[index + 1] ?? '';
    if (HAIR_COLOURS[word] && (next.startsWith('hair') || next.startsWith('beard'))) {
      hair ??= HAIR_COLOURS[word];
      return;
    }
    const colour = CLOTHING_COLOURS[word];
    if (!colour) return;
    const slot = [words[index + 1], words[index + 2]].map((noun) => (noun ? GARMENT_SLOTS[noun] : undefined)).find(Boolean);
    if (slot) colours[slot] ??= colour;
    else loose ??= colour;
  });
  return { colours, hair, loose };
}

export function lookFor(input: BuildCharacterInput): CharacterLook {
  const text = [input.description ?? '', ...(input.traits ?? [])].join(' ');
  const said = wordsOf(text);
  const seed = `${input.name.trim().toLowerCase()}\n${said.join(' ')}`;
  const random = seededRandom(hashString(seed));
  // A stream of its own for the crew's dress, so adding it moved no one else's picks.
  const dress = seededRandom(hashString(`${seed}\ndress`));
  const named = nameCues(input.name);
  const words = [...said, ...named.words];
  const pirate = input.isPirate;
  const has = (...list: string[]) => hasAny(words, list);

  const years = yearsOf(words, () => random.int(22, 50));
  const age: AgeGroup = years < 14 ? 'child' : years >= 60 ? 'elder' : 'adult';
  // The description's words first, then the name's; a coin only when neither says.
  const feminine = hasAny(said, FEMININE)
    ? !hasAny(said, MASCULINE) || said.findIndex((w) => FEMININE.includes(w)) < said.findIndex((w) => MASCULINE.includes(w))
    : hasAny(said, MASCULINE)
      ? false
      : ((coin) => named.feminine ?? coin)(random.chance(0.5));
  // "too-big boots", "a big hat" and "a big heart" say nothing of the body.
  const bodyWords = words.filter(
    (word, index) => !(words[index - 1] === 'too' || NOT_THE_BODY.includes(words[index + 1] ?? '') || GARMENT_SLOTS[words[index + 1] ?? ''] || GARMENT_SLOTS[words[index + 2] ?? '']),
  );
  const build: Build = hasAny(bodyWords, HEAVY) ? 'heavy' : hasAny(bodyWords, SLIM) ? 'slim' : 'average';
  const width = { slim: 0.84, average: 1, heavy: 1.28 }[build] * random.range(0.96, 1.04);

  // Cartoon heights: a big head (the same size on everyone) over a body that grows with age.
  let height: number;
  if (age === 'child') height = 0.8 + Math.min(years, 13) * 0.038;
  else if (years < 18) height = 1.38 + (years - 14) * 0.04;
  else height = feminine ? 1.56 : 1.64;
  if (age === 'elder') height -= 0.05;
  height *= random.range(0.97, 1.03);
  if (hasAny(bodyWords, ['tall', 'lanky', 'towering', 'giant', 'lofty'])) height += age === 'child' ? 0.1 : 0.16;
  if (hasAny(bodyWords, ['short', 'small', 'tiny', 'little', 'petite', 'diminutive'])) height -= age === 'child' ? 0.08 : 0.12;

  // Colours and hair are the description's to say: "Long John" and "Red Harris" are names.
  const { colours, hair: saidHair, loose } = garmentColours(said);
  const skinWord = words.find((word, index) => SKIN_WORDS[word] && ['skin', 'skinned'].includes(words[index + 1] ?? ''));
  // Red hair or a red beard said or named goes with fair skin unless the words say otherwise: on
  // dark skin a red beard and hair close round the face and read as one red patch at a distance.
  const redHaired = [saidHair, named.beardColour].some((hex) => hex !== undefined && hueOf(hex).saturation > 0.5 && (hueOf(hex).hue < 40 || hueOf(hex).hue > 340));
  const skin = skinWord ? SKIN_WORDS[skinWord] : has('pale', 'freckled', 'tanned') ? SKIN_WORDS[words.find((word) => SKIN_WORDS[word] && ['pale', 'freckled', 'tanned'].includes(word))!] : random.pick(redHaired ? SKIN_TONES.slice(0, 3) : SKIN_TONES);
  const greying = age === 'elder' || (years >= 50 && random.chance(0.5));
  const hair = saidHair ?? named.beardColour ?? (greying ? random.pick(['#b8b8b8', '#d6d6d6', '#9a9a9a']) : random.pick(NATURAL_HAIR));

  let hairStyle: HairStyle;
  if (hasAny(said, ['bald', 'shaved', 'shaven', 'hairless'])) hairStyle = 'bald';
  else if (hasAny(said, ['bun', 'topknot'])) hairStyle = 'bun';
  else if (hasAny(said, ['ponytail', 'pigtail', 'braid', 'plait'])) hairStyle = 'ponytail';
  else if (hasAny(said, ['bob'])) hairStyle = 'bob';
  else if (hasAny(said, ['long', 'flowing'])) hairStyle = 'long';
  // Unless said, a woman's hair is one that shows from the front: a bun or cropped hair read as a man's there.
  else if (feminine) hairStyle = random.pick(age === 'elder' ? (['bob', 'bob', 'long'] as const) : (['long', 'long', 'bob'] as const));
  else hairStyle = age === 'elder' && random.chance(0.4) ? 'bald' : random.pick(['short', 'short', 'bob'] as const);

  let top: Top = 'shirt';
  if (has('dress', 'gown', 'frock')) top = 'dress';
  else if (has('coat', 'oilskin', 'oilskins', 'raincoat', 'overcoat', 'trenchcoat', 'cloak') || (pirate && has('captain'))) top = 'coat';
  else if (has('suit', 'tuxedo', 'blazer', 'lawyer', 'banker')) top = 'suit';
  else if (has('uniform', 'officer', 'police', 'policeman', 'policewoman', 'soldier', 'nurse', 'guard', 'sailor', 'pilot')) top = 'uniform';
  else if (has('sweater', 'jumper', 'cardigan', 'hoodie', 'knitted')) top = 'sweater';
  const oilskin = has('oilskin', 'oilskins', 'fisherman', 'fisherwoman', 'raincoat');
  const topColour =
    colours.top ??
    (oilskin ? '#e0b400' : top === 'suit' ? random.pick(['#2b2f3a', '#3a3a3a', '#1f2d4f']) : top === 'uniform' ? '#1f2d4f' : loose ?? (pirate ? dress.pick(apartFrom(top === 'coat' ? CAPTAIN_COATS : CREW_SHIRTS, hair)) : random.pick(TOP_PALETTE)));

  let hat: Hat = null;
  if (pirate) hat = top === 'coat' || has('captain', 'tricorn') ? 'tricorn' : has('bandana', 'headscarf') ? 'bandana' : dress.pick(['bandana', 'bandana', 'tricorn', null] as const);
  else if (has('souwester')) hat = 'souwester';
  else if (has('chef', 'cook', 'baker')) hat = 'chef';
  else if (has('cowboy', 'farmer', 'rancher', 'straw')) hat = 'straw';
  else if (has('detective', 'inspector', 'noir', 'gangster', 'fedora', 'hat')) hat = 'fedora';
  else if (has('cap', 'baseball', 'trucker', 'delivery', 'driver')) hat = 'cap';
  else if (has('beanie', 'bobble', 'woolly')) hat = 'beanie';
  else if (has('bandana', 'headscarf')) hat = 'bandana';

  const bird = birdOf(input.name, text);
  const animal = bird ? null : animalOf(input.name, text);
  const boots = has('boots', 'boot', 'wellies', 'wellingtons', 'galoshes') || (pirate && random.chance(0.5));
  const rubber = has('rubber', 'wellies', 'wellingtons', 'galoshes');
  return {
    bird,
    animal,
    age,
    years,
    build,
    height: Math.round((bird ? bird.height * random.range(0.96, 1.04) : animal ? animal.height : height) * 1000) / 1000,
    width,
    feminine,
    skin,
    hair,
    hairStyle,
    eyes: random.pick(EYE_COLOURS),
    top,
    topColour,
    longSleeves: top !== 'shirt' && top !== 'dress' ? true : random.chance(0.4),
    legs: colours.legs ?? (top === 'suit' || top === 'uniform' ? topColour : top === 'dress' ? skin : pirate ? '#3b2f25' : random.pick(LEG_PALETTE)),
    shoes: colours.shoes ?? (rubber ? random.pick(['#2e5d32', '#e0b400', '#b3261e', '#1f2d4f']) : boots ? '#3a2a1e' : '#2b2b2b'),
    boots,
    bigBoots: boots && (has('toobig', 'oversized', 'huge', 'enormous', 'clumpy') || (words.includes('too') && words.includes('big')) || words.includes('big') && words[words.indexOf('big') + 1] === 'boots'),
    hat,
    hatColour: colours.hat ?? (hat === 'souwester' && oilskin ? topColour : hat === 'bandana' && pirate ? dress.pick(CREW_CLOTHS) : hat ? HAT_COLOURS[hat] : '#000000'),
    apron: has('apron', 'chef', 'cook', 'baker', 'butcher', 'blacksmith') ? colours.apron ?? '#f2f2f2' : null,
    // Not every pirate lost an eye, and a sharp-eyed one kept both.
    eyepatch: has('eyepatch') || (has('one') && has('eyed')) || (pirate && !has('two', 'both', 'eyed', 'eyes') && dress.chance(0.5)),
    sash: pirate ? dress.pick(CREW_CLOTHS) : null,
    glasses: has('glasses', 'spectacles', 'specs', 'bespectacled', 'professor', 'scientist', 'librarian'),
    beard: !feminine && age !== 'child' && (has('beard', 'bearded') || Boolean(named.beardColour) || (pirate && random.chance(0.5)) || (age === 'elder' && random.chance(0.4))),
    // The side from the name alone: the same person limps on the same leg whatever else is said.
    limp: has(...LIMPS) || (words.includes('walking') && words.includes('stick')) ? (hashString(input.name.trim().toLowerCase()) % 2 === 0 ? 'left' : 'right') : null,
  };
}
