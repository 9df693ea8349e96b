import { type GestureAction, isMovementAction, type PerformanceAction, type PerformanceEmotion } from '@studio/contracts/timeline';

/**
 * How a line is acted when its direction does not say: a feeling and an action read from its
 * words and punctuation. Deterministic: the same words (and seed) always give the same reading.
 */

/** A word of a line and where it starts, as a fraction of the line's text (when it is said, roughly). */
interface Word {
  text: string;
  at: number;
  /** True when the word was written in capitals (shouted). */
  shouted: boolean;
}

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  const size = Math.max(1, text.length);
  for (const match of text.matchAll(/[A-Za-z][A-Za-z']*/g)) {
    const raw = match[0].replace(/'+$/, '');
    words.push({ text: raw.toLowerCase().replace(/’/g, "'"), at: (match.index ?? 0) / size, shouted: raw.length >= 2 && raw === raw.toUpperCase() && raw !== 'I' });
  }
  return words;
}

export interface EmotionRule {
  emotion: Exclude<PerformanceEmotion, 'neutral'>;
  /** Why it applies, for the rule table's readers. */
  reason: string;
  /** How many of the line's words (or marks) call for it; 0: the rule does not apply. */
  matches: (words: readonly Word[], text: string) => number;
  /** The intensity one match gives. */
  base: number;
}

const countOf = (vocabulary: ReadonlySet<string>) => (words: readonly Word[]) => words.filter((word) => vocabulary.has(word.text)).length;
const setOf = (...words: string[]) => new Set(words);

const ANGRY_WORDS = setOf('angry', 'furious', 'hate', 'hates', 'stupid', 'idiot', 'idiots', 'damn', 'dare', 'enough', 'liar', 'shut', 'ridiculous', 'fault', 'outrageous', 'mad');
const AFRAID_WORDS = setOf('afraid', 'scared', 'frightened', 'terrified', 'help', 'careful', 'danger', 'dangerous', 'run', 'hide', 'monster', 'ghost');
const SAD_WORDS = setOf('sad', 'sorry', 'miss', 'lost', 'cry', 'crying', 'alone', 'died', 'dead', 'gone', 'unfortunately', 'lonely', 'tired', 'goodbye', 'tears', 'sigh');
const SURPRISED_WORDS = setOf('wow', 'whoa', 'really', 'seriously', 'incredible', 'unbelievable', 'what', 'impossible', 'oh');
const HAPPY_WORDS = setOf('happy', 'glad', 'love', 'great', 'wonderful', 'awesome', 'fantastic', 'thanks', 'thank', 'yay', 'hooray', 'nice', 'beautiful', 'perfect', 'brilliant', 'excellent', 'fun', 'haha', 'ha', 'hehe', 'lol', 'congratulations');
const RELAXED_WORDS = setOf('fine', 'relax', 'calm', 'easy', 'alright', 'worries', 'chill', 'rest', 'peaceful', 'cozy');

/** Checked in this order: the first that applies sets the feeling. */
export const EMOTION_RULES: readonly EmotionRule[] = [
  { emotion: 'angry', reason: 'anger words (hate, stupid, how dare…)', matches: countOf(ANGRY_WORDS), base: 0.6 },
  { emotion: 'afraid', reason: 'fear words (scared, help, run…)', matches: countOf(AFRAID_WORDS), base: 0.6 },
  { emotion: 'sad', reason: 'sad words (sorry, miss, lost…)', matches: countOf(SAD_WORDS), base: 0.55 },
  {
    emotion: 'surprised',
    reason: 'surprise words (wow, really…) said as a question or exclaimed, or ?! / !?',
    matches: (words, text) => (/[?!]\s*[?!]/.test(text) ? 1 : /[?!]/.test(text) ? countOf(SURPRISED_WORDS)(words) : 0) + (/\b(wow|whoa)\b/i.test(text) ? 1 : 0),
    base: 0.6,
  },
  { emotion: 'happy', reason: 'happy words (love, great, thanks, haha…)', matches: countOf(HAPPY_WORDS), base: 0.55 },
  { emotion: 'relaxed', reason: 'easy words (fine, relax, no worries…)', matches: countOf(RELAXED_WORDS), base: 0.5 },
  { emotion: 'surprised', reason: 'a question lifts the brows (a light surprise)', matches: (_words, text) => (/\?\s*$/.test(text.trim()) ? 1 : 0), base: 0.3 },
];

export interface ActionRule {
  action: GestureAction;
  reason: string;
  /** Where in the line (fraction of its text) the action is called for, or null when it is not. */
  find: (words: readonly Word[], text: string) => number | null;
  /** Whom a pointing aims at. */
  aim?: 'addressee' | 'thing';
}

const firstOf = (vocabulary: ReadonlySet<string>, within = Infinity) => (words: readonly Word[]) =>
  words.slice(0, within).find((word) => vocabulary.has(word.text))?.at ?? null;
/** The first place `pattern` matches in the lowercased text, as a fraction of it. */
const phrase = (pattern: RegExp) => (_words: readonly Word[], text: string) => {
  const found = pattern.exec(text.toLowerCase().replace(/’/g, "'"));
  return found ? found.index / Math.max(1, text.length) : null;
};

const LAUGHS = /^(?:(?:ha){1,}h?|(?:he){2,}|lol|hah)$/;
const GREETINGS = setOf('hello', 'hi', 'hey', 'howdy', 'greetings', 'welcome', 'morning', 'evening', 'afternoon');
const FAREWELLS = setOf('bye', 'goodbye', 'farewell', 'later', 'cheerio');
const REFUSALS = setOf('no', 'nope', 'nah', 'never');
const AGREEMENTS = setOf('yes', 'yeah', 'yep', 'yup', 'okay', 'ok', 'sure', 'agreed', 'indeed', 'absolutely', 'exactly', 'right', 'definitely', 'certainly');
const ADDRESSES = setOf('you', 'your', 'yours', 'yourself', "you're", "you've", "you'll", "you'd");
const SELF = setOf('i', 'me', 'my', 'mine', 'myself', "i'm", "i've", "i'll", "i'd");

/** Checked in this order: the first that applies is the line's action. */
export const ACTION_RULES: readonly ActionRule[] = [
  { action: 'laugh', reason: 'ha, haha, hehe, lol', find: (words) => words.find((word) => LAUGHS.test(word.text))?.at ?? null },
  {
    action: 'wave',
    reason: 'a greeting opens the line (hello, hi, good morning) or a farewell anywhere (bye)',
    find: (words) => firstOf(GREETINGS, 2)(words) ?? firstOf(FAREWELLS)(words),
  },
  { action: 'shrug', reason: "don't know, no idea, maybe, perhaps, who knows, I guess", find: phrase(/\b(don'?t know|dunno|no idea|maybe|perhaps|who knows|i guess|whatever)\b/) },
  { action: 'head-shake', reason: 'no, nope, nah, never', find: (words) => words.find((word) => REFUSALS.has(word.text))?.at ?? null },
  { action: 'nod', reason: 'yes, yeah, okay, sure, exactly', find: firstOf(AGREEMENTS, 3) },
  { action: 'point', aim: 'addressee', reason: 'you, your', find: firstOf(ADDRESSES) },
  { action: 'point', aim: 'thing', reason: 'there, look, that one, those', find: phrase(/\b(over there|there(?! (is|are|was|were)\b)|look|that(?= one|\s*[.!?,]|$)|those)\b/) },
  { action: 'hand-to-chest', reason: 'I, me, my', find: firstOf(SELF) },
];

export interface LineDirection {
  id: number;
  text: string;
  emotion?: PerformanceEmotion | null;
  intensity?: number | null;
  action?: PerformanceAction | null;
}

export interface InferredPerformance {
  emotion: PerformanceEmotion;
  intensity: number;
  action: GestureAction | null;
  /** Where in the line the action falls, as a fraction of it. */
  actionAt: number;
  /** Whom a point aims at when the direction does not say. */
  aim: 'addressee' | 'thing' | null;
}

/** A number in [0, 1) from `key`, the same everywhere (FNV-1a, then a mix). */
export function seeded(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  hash ^= hash >>> 12;
  return (hash >>> 0) / 4294967296;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const round2 = (value: number) => Math.round(value * 100) / 100;

/** How strongly the line is said: exclamation marks and capitals raise it, as do more words of its feeling and intensifiers. */
function intensityOf(base: number, matches: number, words: readonly Word[], text: string, seed: number): number {
  let intensity = base + 0.1 * Math.max(0, matches - 1);
  if (text.includes('!')) intensity += 0.25;
  if (/!{2,}/.test(text) || words.some((word) => word.shouted)) intensity += 0.15;
  if (words.some((word) => ['so', 'very', 'really', 'totally', 'completely'].includes(word.text))) intensity += 0.1;
  // A touch of variation so two alike lines are not acted identically.
  return round2(clamp01(intensity + (seed - 0.5) * 0.08));
}

/**
 * A line's feeling and action: its direction where set, otherwise from its words (the first
 * applicable rule of EMOTION_RULES and ACTION_RULES). An angry line with no other action folds its
 * arms, or puts its hands on its hips when strong.
 */
export function performanceFor(line: LineDirection): InferredPerformance {
  const words = wordsOf(line.text);
  const seed = seeded(`line:${line.id}`);
  let emotion: PerformanceEmotion = 'neutral';
  let intensity = 0.5;
  for (const rule of EMOTION_RULES) {
    const matches = rule.matches(words, line.text);
    if (matches > 0) {
      emotion = rule.emotion;
      intensity = intensityOf(rule.base, matches, words, line.text, seed);
      break;
    }
  }
  if (emotion === 'neutral' && line.text.includes('!')) {
    // An exclamation without a feeling word still says it with energy: a happy one.
    emotion = 'happy';
    intensity = intensityOf(0.35, 1, words, line.text, seed);
  }
  if (line.emotion) emotion = line.emotion;
  if (line.intensity !== null && line.intensity !== undefined) intensity = line.intensity;

  let action: GestureAction | null = null;
  let actionAt = 0;
  let aim: InferredPerformance['aim'] = null;
  for (const rule of ACTION_RULES) {
    const at = rule.find(words, line.text);
    if (at !== null) {
      action = rule.action;
      actionAt = at;
      aim = rule.aim ?? null;
      break;
    }
  }
  if (action === null && emotion === 'angry') action = intensity >= 0.75 ? 'hands-on-hips' : 'arms-crossed';
  // A directed movement (planMovements) leaves the gesture to the words.
  if (line.action && !isMovementAction(line.action)) {
    const directed = ACTION_RULES.find((rule) => rule.action === line.action);
    action = line.action;
    actionAt = directed?.find(words, line.text) ?? 0;
    aim = line.action === 'point' ? (words.some((word) => ADDRESSES.has(word.text)) ? 'addressee' : 'thing') : null;
  }
  return { emotion, intensity, action, actionAt: round2(actionAt), aim };
}

export interface ListenerReaction {
  emotion: PerformanceEmotion;
  intensity: number;
  action: Extract<GestureAction, 'nod' | 'glance-away'> | null;
  /** Where in the line the reaction comes, as a fraction of it. */
  actionAt: number;
}

/**
 * How a listener takes a line: their face mirrors the speaker's feeling lightly; they look away
 * from a strong anger, and otherwise nod along, glance away for a moment or just listen (seeded
 * per line and listener; the one addressed nods more often). A question is listened to still:
 * the answer comes next.
 */
export function listenerReaction(speaker: InferredPerformance, text: string, lineId: number, listenerId: number, addressed: boolean): ListenerReaction {
  const roll = seeded(`listener:${lineId}:${listenerId}`);
  const mirrored = speaker.emotion === 'neutral' ? { emotion: 'neutral' as const, intensity: 0.5 } : { emotion: speaker.emotion, intensity: round2(speaker.intensity * 0.4) };
  const at = round2(0.3 + roll * 0.3);
  if (speaker.emotion === 'angry' && speaker.intensity >= 0.6) return { ...mirrored, emotion: 'sad', action: 'glance-away', actionAt: at };
  if (/\?\s*$/.test(text.trim())) return { ...mirrored, action: null, actionAt: 0 };
  const nodChance = addressed ? 0.55 : 0.35;
  if (roll < nodChance) return { ...mirrored, action: 'nod', actionAt: at };
  if (roll < nodChance + 0.2) return { ...mirrored, action: 'glance-away', actionAt: at };
  return { ...mirrored, action: null, actionAt: 0 };
}
