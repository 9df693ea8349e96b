import { isHeadingText, plainText, styledText, type ParsedScript, type ScriptElement, type TitlePage } from './elements';

/** The keys a Fountain title page uses; a page must start with one, so a script's 'FADE IN:' is no title page. */
const KNOWN_TITLE_KEY = /^(title|credit|authors?|source|draft date|date|contact|copyright|notes|revision|format|font|tl|tc|tr|cc|br|bl|watermark)\s*:/i;
/** Any 'Key: value' line of a title page, known or not (Type:, Episode:), is its own entry. */
const TITLE_ENTRY = /^([\p{L}\d][\p{L}\d ]{0,39}?)\s*:(?!\/\/)\s*(.*)$/u;

/**
 * Boneyard (/* *\/) and notes ([[ ]]) are the writer's, not the script's. A note may span lines,
 * but an empty line ends it unless the line holds two spaces (then the note was never closed: kept).
 */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\[\[(?:[^\n\]]|\](?!\])|\n(?= {2}\n)|\n(?![ \t]*\n))*\]\]/g, '');

/** A title page is key: value lines at the very top, up to the first blank line. Repeated keys keep every value. */
function readTitlePage(lines: string[]): { titlePage: TitlePage; bodyStart: number } {
  const titlePage: TitlePage = {};
  let index = 0;
  while (index < lines.length && lines[index].trim() === '') index += 1;
  if (!KNOWN_TITLE_KEY.test(lines[index] ?? '') || isHeadingText(lines[index])) return { titlePage, bodyStart: 0 };
  let key: string | null = null;
  const append = (name: string, value: string) => {
    titlePage[name] = name in titlePage ? [titlePage[name], value].filter(Boolean).join('\n') : value;
  };
  for (; index < lines.length && lines[index].trim() !== ''; index += 1) {
    const line = lines[index];
    const entry = /^\s/.test(line) ? null : TITLE_ENTRY.exec(line);
    if (entry) {
      key = entry[1].trim().toLowerCase();
      append(key, entry[2].trim());
    } else if (key) {
      append(key, line.trim());
    } else {
      return { titlePage: {}, bodyStart: 0 };
    }
  }
  return { titlePage, bodyStart: index };
}

const SCENE_NUMBER = /\s*#([\w.-]+)#\s*$/;
const isUpper = (text: string) => /\p{L}/u.test(text) && text === text.toUpperCase();
/** A parenthetical, also when wrapped in emphasis: *(beat)*. */
const isParenthetical = (line: string) => /^\(.*\)$/.test(plainText(line.trim()));

/** A cue is upper case up to its extension; '@' forces one; '^' marks the second of dual dialogue. */
function isCharacterCue(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed.startsWith('@')) return trimmed.length > 1;
  if (trimmed.startsWith('.')) return false;
  const name = trimmed.replace(/\^\s*$/, '').split('(')[0].trim();
  return !isHeadingText(trimmed) && name.length > 0 && isUpper(name) && !/[.:!?]$/.test(name.replace(/\s*\^$/, '')) && !/^[\d\W]+$/u.test(name);
}

/**
 * Fountain (fountain.io), the format plain-text screenplays are written in: each line is classified
 * by its own text and the blank lines around it. Never throws.
 */
export function parseFountain(source: string): ParsedScript {
  const lines = withoutComments(source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')).split('\n');
  const { titlePage, bodyStart } = readTitlePage(lines);
  const elements: ScriptElement[] = [];
  const blank = (index: number) => index < bodyStart || index >= lines.length || lines[index].trim() === '';
  const push = (element: ScriptElement) => elements.push(element);

  let index = bodyStart;
  while (index < lines.length) {
    const line = lines[index];
    const trimmed = line.trim();
    if (trimmed === '') {
      index += 1;
      continue;
    }
    const before = blank(index - 1);
    const after = blank(index + 1);

    if (/^={3,}$/.test(trimmed)) push({ type: 'page-break', text: '' });
    else if (/^#/.test(trimmed)) push({ type: 'section', text: trimmed.replace(/^#+\s*/, '') });
    else if (/^=(?!=)/.test(trimmed)) push({ type: 'synopsis', text: trimmed.replace(/^=\s*/, '') });
    else if (/^>.*<$/.test(trimmed)) push({ type: 'centered', ...styledText(trimmed.slice(1, -1).trim()) });
    else if (trimmed.startsWith('>')) push({ type: 'transition', ...styledText(trimmed.slice(1).trim()) });
    else if (trimmed.startsWith('~')) push({ type: 'lyrics', ...styledText(trimmed.slice(1).trim()) });
    else if (after && (/^\.[^.\s]/.test(trimmed) || (before && isHeadingText(plainText(trimmed)) && !trimmed.startsWith('!')))) {
      // A forced heading (.TITLES) needs the blank line after it like any other heading.
      const number = SCENE_NUMBER.exec(trimmed);
      push({ type: 'heading', ...styledText(trimmed.replace(/^\./, '').replace(SCENE_NUMBER, '').replace(/\s+/g, ' ').trim()), ...(number ? { sceneNumber: number[1] } : {}) });
    } else if (before && after && isUpper(trimmed) && /TO:$/.test(trimmed) && !trimmed.startsWith('!')) {
      push({ type: 'transition', ...styledText(trimmed) });
    } else if (before && !after && !trimmed.startsWith('!') && isCharacterCue(plainText(trimmed))) {
      // A cue's name is plain text: emphasis never leaks into who speaks.
      const cue = plainText(trimmed);
      const dual = /\^\s*$/.test(cue);
      push({ type: 'character', text: cue.replace(/^@/, '').replace(/\s*\^\s*$/, '').trim(), ...(dual ? { dual } : {}) });
      index = readDialogue(lines, index + 1, dual, push);
      continue;
    } else {
      // Action: this line and the ones that follow until a blank line, one paragraph.
      const paragraph = [trimmed.replace(/^!/, '')];
      while (!blank(index + 1)) {
        index += 1;
        paragraph.push(lines[index].trim());
      }
      push({ type: 'action', ...styledText(paragraph.join(' ').replace(/\s+/g, ' ').trim()) });
    }
    index += 1;
  }
  return { titlePage, elements };
}

/** Parentheticals and speech after a cue, up to a blank line (a line of two spaces keeps the speech going). */
function readDialogue(lines: string[], start: number, dual: boolean, push: (element: ScriptElement) => void): number {
  let index = start;
  let speech: string[] = [];
  const flush = () => {
    if (speech.length > 0) push({ type: 'dialogue', ...styledText(speech.join(' ')), ...(dual ? { dual } : {}) });
    speech = [];
  };
  for (; index < lines.length; index += 1) {
    const line = lines[index];
    if (line.trim() === '' && line !== '  ') break;
    const trimmed = line.trim();
    if (isParenthetical(trimmed)) {
      flush();
      const styled = styledText(trimmed);
      const runs = styled.runs?.map((run, at, all) => ({ ...run, text: run.text.replace(at === 0 ? /^\(\s*/ : /^$/, '').replace(at === all.length - 1 ? /\s*\)$/ : /^$/, '') }));
      push({ type: 'parenthetical', text: styled.text.slice(1, -1).trim(), ...(runs ? { runs: runs.filter((run) => run.text) } : {}), ...(dual ? { dual } : {}) });
    } else if (trimmed.startsWith('~')) {
      flush();
      push({ type: 'lyrics', ...styledText(trimmed.slice(1).trim()) });
    } else if (trimmed !== '') {
      speech.push(trimmed);
    }
  }
  flush();
  return index;
}
