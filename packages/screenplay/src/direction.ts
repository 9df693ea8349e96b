import type { PerformanceAction, PerformanceEmotion } from '@studio/contracts/direction';
import { nameKey } from '@studio/contracts/names';
import { clipGraphemes } from './graphemes';

/**
 * A dialogue line's direction as the screenplay gives it: from its parenthetical ('(furious)') and
 * from the action lines just before it that show its speaker ('She slams the lantern down.').
 * A field the screenplay does not speak to stays unset: the renderer then reads the line's own
 * words and punctuation (packages/scene-timeline/src/performance), and the director may set it.
 */
export interface ScriptDirection {
  emotion?: PerformanceEmotion;
  intensity?: number;
  action?: PerformanceAction;
  /** Whom or what the action aims at, as written ('the lamp', 'Tom'). */
  actionTarget?: string;
  /** Silence before the line in milliseconds ('(beat)'). */
  pauseBefore?: number;
}

export interface DirectionRule {
  /** Matched against the parenthetical, or against an action sentence after its subject. */
  pattern: RegExp;
  direction: ScriptDirection;
  /** For an action: the words after the match name its target ('points at the lamp'). */
  aims?: boolean;
}

/** A beat in a parenthetical or an action: the silence it leaves before the line, in ms. */
const BEAT_MS = 700;
const PAUSE_MS = 1200;
const LONG_PAUSE_MS = 2000;
const TARGET_MAX = 100;

/** Checked in order; every rule that matches adds what earlier ones left unset. */
export const PARENTHETICAL_RULES: readonly DirectionRule[] = [
  { pattern: /\blong pause\b/, direction: { pauseBefore: LONG_PAUSE_MS } },
  { pattern: /\b(pause|pauses|pausing|hesitates|hesitating|hesitant)\b/, direction: { pauseBefore: PAUSE_MS } },
  { pattern: /\b(a )?beat\b/, direction: { pauseBefore: BEAT_MS } },
  // Before the feelings: a whisper stays quiet whatever it feels.
  { pattern: /\b(whisper|whispers|whispering|whispered|quietly|softly|under (his|her|their) breath|hushed|murmurs|murmuring|mumbling)\b/, direction: { intensity: 0.2 } },
  { pattern: /\b(furious|furiously|enraged|livid|seething|shouting|shouts|yelling|yells|screaming|screams)\b/, direction: { emotion: 'angry', intensity: 0.9 } },
  { pattern: /\b(angry|angrily|annoyed|irritated|snapping|snaps|through gritted teeth)\b/, direction: { emotion: 'angry', intensity: 0.6 } },
  { pattern: /\b(sobbing|sobs|crying|cries|weeping|weeps|in tears|tearful|tearfully)\b/, direction: { emotion: 'sad', intensity: 0.8 } },
  { pattern: /\b(sad|sadly|gloomy|glumly|mournful|mournfully|sighing|sighs|wistful|wistfully)\b/, direction: { emotion: 'sad', intensity: 0.5 } },
  { pattern: /\b(laughing|laughs|chuckling|chuckles|giggling|giggles)\b/, direction: { emotion: 'happy', intensity: 0.7, action: 'laugh' } },
  { pattern: /\b(smiling|smiles|grinning|grins|beaming|happily|cheerful|cheerfully|delighted|brightly)\b/, direction: { emotion: 'happy', intensity: 0.6 } },
  { pattern: /\b(surprised|shocked|stunned|astonished|amazed|gasping|gasps|startled|incredulous)\b/, direction: { emotion: 'surprised', intensity: 0.8 } },
  { pattern: /\b(scared|afraid|terrified|frightened|fearful|nervous|nervously|trembling|panicked|panicking)\b/, direction: { emotion: 'afraid', intensity: 0.7 } },
  { pattern: /\b(calm|calmly|relaxed|gently|lazily|easily|soothing|soothingly)\b/, direction: { emotion: 'relaxed', intensity: 0.4 } },
  { pattern: /\b(nodding|nods)\b/, direction: { action: 'nod' } },
  { pattern: /\b(shaking (his|her|their) head|shakes (his|her|their) head)\b/, direction: { action: 'head-shake' } },
  { pattern: /\b(shrugging|shrugs)\b/, direction: { action: 'shrug' } },
  { pattern: /\b(waving|waves)\b/, direction: { action: 'wave' }, aims: true },
  { pattern: /\b(pointing|points)( at| to| toward| towards)?\b/, direction: { action: 'point' }, aims: true },
];

/** What the action lines show a speaker do, by the verb right after the speaker's name or pronoun. */
export const ACTION_RULES: readonly DirectionRule[] = [
  { pattern: /^(slams|bangs|kicks|smashes|storms|glares|snaps|shoves|punches|throws)\b/, direction: { emotion: 'angry', intensity: 0.8 } },
  { pattern: /^(waves)( at| to)?\b/, direction: { action: 'wave' }, aims: true },
  { pattern: /^(points)( at| to| toward| towards)?\b/, direction: { action: 'point' }, aims: true },
  { pattern: /^(shrugs)\b/, direction: { action: 'shrug' } },
  { pattern: /^(nods)\b/, direction: { action: 'nod' } },
  { pattern: /^(shakes (his|her|their) head)\b/, direction: { action: 'head-shake' } },
  { pattern: /^(laughs|chuckles|giggles)\b/, direction: { emotion: 'happy', intensity: 0.7, action: 'laugh' } },
  { pattern: /^(smiles|grins|beams)\b/, direction: { emotion: 'happy', intensity: 0.5 } },
  { pattern: /^(crosses|folds) (his|her|their) arms\b/, direction: { action: 'arms-crossed' } },
  { pattern: /^(puts|plants|places) (his|her|their) hands on (his|her|their) hips\b/, direction: { action: 'hands-on-hips' } },
  { pattern: /^(puts|presses|lays|places) (a|his|her|their) hand (on|to|over) (his|her|their) (chest|heart)\b/, direction: { action: 'hand-to-chest' } },
  { pattern: /^(looks|glances|turns) away\b/, direction: { action: 'glance-away' } },
  { pattern: /^(turns)( to| toward| towards)\b/, direction: { action: 'turn-to' }, aims: true },
  { pattern: /^(walks|strides|steps|goes|heads|wanders|moves)( over| across| back| up)?( to| toward| towards)\b/, direction: { action: 'walk-to' }, aims: true },
  { pattern: /^(sits|sits down|takes a seat|sinks into a chair)\b/, direction: { action: 'sit-down' } },
  { pattern: /^(stands|stands up|gets up|gets to (his|her|their) feet|rises)\b/, direction: { action: 'stand-up' } },
  { pattern: /^(sobs|cries|weeps)\b/, direction: { emotion: 'sad', intensity: 0.8 } },
  { pattern: /^(sighs|slumps)\b/, direction: { emotion: 'sad', intensity: 0.4 } },
  { pattern: /^(gasps|jumps|freezes|stares in disbelief)\b/, direction: { emotion: 'surprised', intensity: 0.7 } },
  { pattern: /^(trembles|shivers|flinches|backs away|cowers)\b/, direction: { emotion: 'afraid', intensity: 0.7 } },
  { pattern: /^(sits|leans back|settles|lounges|stretches)\b/, direction: { emotion: 'relaxed', intensity: 0.4 } },
  { pattern: /^(hesitates|pauses)\b/, direction: { pauseBefore: PAUSE_MS } },
];

const PRONOUNS = new Set(['he', 'she', 'they']);
/** Words that may stand between a subject and its verb: 'Mara slowly nods', 'Mara, furious, slams'. */
const ADVERB = /^(?:[a-z]+ly|then|still|finally|suddenly|just|again|furious|angry|smiling|quietly)$/;

/** The target a matched action names: the words after it up to the clause's end ('the lamp'). */
function targetAfter(rest: string): string | undefined {
  const target = rest
    .split(/[,.;:!?—–]| and | as | while | then /)[0]
    .trim()
    .replace(/^(at|to|toward|towards)\s+/i, '');
  return target ? clipGraphemes(target, TARGET_MAX) : undefined;
}

/** Adds what `direction` says to `into` where `into` is still unset. */
function fill(into: ScriptDirection, rule: DirectionRule, text: string, matchEnd: number): void {
  for (const [key, value] of Object.entries(rule.direction) as Array<[keyof ScriptDirection, never]>) {
    if (into[key] === undefined) into[key] = value;
  }
  if (rule.aims && into.action === rule.direction.action && into.actionTarget === undefined) {
    const target = targetAfter(text.slice(matchEnd));
    if (target) into.actionTarget = target;
  }
}

const words = (text: string) => [...text.matchAll(/[\p{L}'’]+/gu)].map((match) => ({ word: match[0], start: match.index }));

/**
 * The parts of an action sentence that the speaker does: after each mention of the speaker (by a
 * word of their name) or a pronoun, skipping adverbs, what follows, until another cast member is
 * the subject. 'Tom waves at Mara.' shows Tom, not Mara.
 */
function speakerClauses(sentence: string, speaker: string, cast: readonly string[]): string[] {
  const speakerWords = new Set(nameKey(speaker).split(/\s+/));
  const otherWords = new Set(cast.filter((name) => nameKey(name) !== nameKey(speaker)).flatMap((name) => nameKey(name).split(/\s+/)));
  const clauses: string[] = [];
  const tokens = words(sentence);
  for (const [index, token] of tokens.entries()) {
    const key = nameKey(token.word);
    const isSpeaker = speakerWords.has(key) && !otherWords.has(key);
    const isPronoun = PRONOUNS.has(key) && (index === 0 || /[.,;]\s*$/.test(sentence.slice(0, token.start)));
    if (!isSpeaker && !isPronoun) continue;
    // The verb is the next word that is not more of the name nor an adverb.
    let next = index + 1;
    while (next < tokens.length && (speakerWords.has(nameKey(tokens[next].word)) || ADVERB.test(nameKey(tokens[next].word)))) next += 1;
    if (next >= tokens.length) continue;
    // 'picks up the lamp and slams it down': each verb after 'and' is the speaker's too.
    const rest = sentence.slice(tokens[next].start);
    for (const part of rest.matchAll(/(?:^|,?\s+and\s+|,\s*then\s+)(?=\S)/g)) clauses.push(rest.slice(part.index + part[0].length));
  }
  return clauses;
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim());

/**
 * The direction the screenplay gives a line: its parenthetical first (it is about this line), then
 * the action lines between the previous speech and this one where they show the speaker (by name,
 * or as he/she/they), nearest first. `cast` are the script's speakers, so that another's action is
 * not taken for the speaker's.
 */
export function inferDirection(line: { speaker: string; parenthetical?: string; actionsBefore: readonly string[] }, cast: readonly string[]): ScriptDirection {
  const direction: ScriptDirection = {};
  const parenthetical = line.parenthetical?.toLowerCase() ?? '';
  for (const rule of PARENTHETICAL_RULES) {
    const match = rule.pattern.exec(parenthetical);
    if (match) fill(direction, rule, line.parenthetical!, match.index + match[0].length);
  }
  const sentences = line.actionsBefore.flatMap(sentencesOf).reverse();
  for (const sentence of sentences) {
    for (const clause of speakerClauses(sentence, line.speaker, cast)) {
      for (const rule of ACTION_RULES) {
        const match = rule.pattern.exec(clause.toLowerCase());
        if (match) fill(direction, rule, clause, match[0].length);
      }
    }
  }
  return direction;
}
