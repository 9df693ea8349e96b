import type { BuildCharacterInput } from '../engine.types';
import { hashString, seededRandom } from '../seeded-random';

/** What a character looks like, read from its name, description, traits and pirate flag. */
export interface CharacterLook {
  height: number;
  width: number;
  skin: string;
  hair: string;
  shirt: string;
  trousers: string;
  shoes: string;
  hairStyle: 'short' | 'long' | 'bald';
  hat: 'tricorn' | 'straw' | 'chef' | 'fedora' | 'cap' | null;
  eyepatch: boolean;
  sash: boolean;
  sword: boolean;
  coat: boolean;
  glasses: boolean;
  beard: boolean;
  apron: boolean;
  parrot: boolean;
}

const SKIN_TONES = ['#f6d7c3', '#eac0a0', '#d69e7a', '#b57b55', '#8d5a3b', '#5e3a24'];
const HAIR_COLOURS: Record<string, string> = {
  blond: '#e3c46e', blonde: '#e3c46e', golden: '#d9b24c', red: '#a8431f', ginger: '#b9541f', auburn: '#7d2f1c',
  black: '#1d1a19', brown: '#5a3a22', brunette: '#4a2d1a', grey: '#9a9a9a', gray: '#9a9a9a', silver: '#c8c8cc', white: '#ececec',
};
const CLOTHING_COLOURS: Record<string, string> = {
  red: '#b3261e', crimson: '#8f1d21', blue: '#2a5db0', navy: '#1f2d4f', green: '#2e7d32', yellow: '#e0b400', purple: '#6a3d9a',
  orange: '#e06c1a', pink: '#d96c9b', teal: '#1f8a84', black: '#222222', white: '#eeeeee', brown: '#6d4c33', gold: '#c9a227',
};
const SHIRT_PALETTE = ['#2a5db0', '#2e7d32', '#b3261e', '#6a3d9a', '#e06c1a', '#1f8a84', '#c9a227', '#555555'];
const TROUSER_PALETTE = ['#2b3440', '#3b2f25', '#1f2d4f', '#4a4a4a', '#5b4a32'];

const has = (words: string[], ...stems: string[]) => words.some((word) => stems.some((stem) => word.startsWith(stem)));

export function lookFor(input: BuildCharacterInput): CharacterLook {
  const text = [input.description ?? '', ...(input.traits ?? [])].join(' ').toLowerCase();
  const words = text.split(/[^a-z]+/).filter(Boolean);
  const random = seededRandom(hashString(input.name.trim().toLowerCase()));
  const pirate = input.isPirate;

  let height = random.range(0.95, 1.05);
  if (has(words, 'tall', 'giant', 'lanky')) height = 1.12;
  if (has(words, 'short', 'small', 'tiny', 'child', 'kid', 'little')) height = 0.85;
  let width = random.range(0.95, 1.05);
  if (has(words, 'big', 'large', 'stocky', 'burly', 'heavy', 'muscular', 'strong', 'broad', 'fat', 'chubby')) width = 1.3;
  if (has(words, 'slim', 'thin', 'skinny', 'lean', 'slender', 'wiry')) width = 0.82;

  // A colour word right before 'hair'/'beard' is the hair; the first other colour word is the clothing.
  let hair: string | undefined;
  let clothing: string | undefined;
  words.forEach((word, index) => {
    const next = words[index + 1] ?? '';
    if (HAIR_COLOURS[word] && (next.startsWith('hair') || next.startsWith('beard') || next === 'haired')) hair ??= HAIR_COLOURS[word];
    else if (CLOTHING_COLOURS[word]) clothing ??= CLOTHING_COLOURS[word];
  });
  const old = has(words, 'old', 'elder', 'aged', 'grand');

  let hat: CharacterLook['hat'] = null;
  if (pirate) hat = 'tricorn';
  else if (has(words, 'chef', 'cook', 'taco', 'baker')) hat = 'chef';
  else if (has(words, 'farm', 'cowboy', 'rancher', 'ranch')) hat = 'straw';
  else if (has(words, 'detective', 'inspector', 'noir', 'gangster')) hat = 'fedora';
  else if (has(words, 'cap', 'baseball', 'delivery', 'driver', 'trucker')) hat = 'cap';

  return {
    height,
    width,
    skin: random.pick(SKIN_TONES),
    hair: hair ?? (old ? HAIR_COLOURS.grey : random.pick(Object.values(HAIR_COLOURS).slice(0, 9))),
    shirt: clothing ?? (pirate ? '#efe6d2' : random.pick(SHIRT_PALETTE)),
    trousers: pirate ? '#3b2f25' : random.pick(TROUSER_PALETTE),
    shoes: pirate ? '#2a1d14' : '#2b2b2b',
    hairStyle: has(words, 'bald') ? 'bald' : has(words, 'long') || random.chance(0.3) ? 'long' : 'short',
    hat,
    eyepatch: pirate && !has(words, 'two', 'both'),
    sash: pirate,
    sword: pirate || has(words, 'sword', 'knight', 'fencer'),
    coat: pirate && (has(words, 'captain', 'coat') || random.chance(0.5)),
    glasses: has(words, 'glasses', 'spectacles', 'nerd', 'professor', 'scientist', 'librarian'),
    beard: has(words, 'beard', 'bearded') || (pirate && random.chance(0.5)) || (old && random.chance(0.5)),
    apron: has(words, 'chef', 'cook', 'apron', 'baker', 'taco', 'butcher'),
    parrot: pirate && has(words, 'parrot'),
  };
}
