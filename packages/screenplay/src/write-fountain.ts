import { isHeadingText, type ParsedScript, type ScriptElement, type TextRun } from './elements';

/** Fountain's markers written back as literal characters. */
const escapeMarkers = (text: string) => text.replace(/([*_\\])/g, '\\$1');

/** Styled runs as Fountain emphasis; the spaces at a run's edges stay outside its markers. */
function emphasized(element: ScriptElement): string {
  if (!element.runs) return escapeMarkers(element.text);
  return element.runs
    .map((run: TextRun) => {
      const [, lead, words, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(run.text)!;
      if (!words) return run.text;
      const marker = `${run.underline ? '_' : ''}${run.bold && run.italic ? '***' : run.bold ? '**' : run.italic ? '*' : ''}`;
      const closing = marker.split('').reverse().join('');
      return `${lead}${marker}${escapeMarkers(words)}${closing}${trail}`;
    })
    .join('');
}

const isUpper = (text: string) => /\p{L}/u.test(text) && text === text.toUpperCase();
/** Lines the reader would take for something else start with a sign that forces action. */
const needsForcedAction = (text: string) => isUpper(text) || isHeadingText(text) || /^[.@~>=#![(]/.test(text) || /^\s/.test(text);

function elementLine(element: ScriptElement): string {
  const text = emphasized(element);
  switch (element.type) {
    case 'heading': {
      const number = element.sceneNumber ? ` #${element.sceneNumber}#` : '';
      return `${isHeadingText(element.text) ? text : `.${text}`}${number}`;
    }
    case 'character': {
      const name = element.text.split('(')[0].trim();
      // '@' forces a cue the reader would not take for one (lower case, a final dot, INT-like).
      const plain = isUpper(name) && !/[.:!?]$/.test(name) && !isHeadingText(element.text) && !/^[.@!~>=#]/.test(element.text);
      const cue = plain ? element.text : `@${element.text}`;
      return `${cue}${element.dual ? ' ^' : ''}`;
    }
    case 'parenthetical':
      return `(${text})`;
    case 'dialogue':
      return text;
    case 'transition':
      return isUpper(element.text) && /TO:$/.test(element.text) ? text : `> ${text}`;
    case 'centered':
      return `> ${text} <`;
    case 'lyrics':
      return `~${text}`;
    case 'section':
      return `# ${element.text}`;
    case 'synopsis':
      return `= ${element.text}`;
    case 'page-break':
      return '===';
    default:
      return needsForcedAction(element.text) ? `!${text}` : text;
  }
}

const SPEECH = new Set<ScriptElement['type']>(['parenthetical', 'dialogue']);

/** A title page value over several lines is written indented under its key. */
function titlePageLines(titlePage: ParsedScript['titlePage']): string[] {
  return Object.entries(titlePage)
    .filter(([, value]) => value.trim() !== '')
    .map(([key, value]) => {
      const name = key.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
      const lines = value.split('\n');
      return lines.length === 1 ? `${name}: ${value}` : `${name}:\n${lines.map((line) => `    ${line}`).join('\n')}`;
    });
}

/**
 * A script as Fountain text (fountain.io): a title page, then each element separated by a blank
 * line, a cue's parentheticals and speech right under it. Reading it back gives the same elements.
 */
export function writeFountain(script: ParsedScript): string {
  const blocks: string[] = [];
  const titlePage = titlePageLines(script.titlePage);
  if (titlePage.length > 0) blocks.push(titlePage.join('\n'));
  let inSpeech = false;
  for (const element of script.elements) {
    if (!element.text && element.type !== 'page-break') continue;
    const line = elementLine(element);
    // Parentheticals, speech and sung lines under a cue stay in its block, as the reader takes them.
    const speech: boolean = inSpeech && (SPEECH.has(element.type) || element.type === 'lyrics');
    if (speech) blocks[blocks.length - 1] += `\n${line}`;
    else blocks.push(line);
    inSpeech = element.type === 'character' || speech;
  }
  return `${blocks.join('\n\n')}\n`;
}
