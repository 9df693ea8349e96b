import { isHeadingText, plainText, type ParsedScript, type ScriptElement, type TitlePage } from './elements';

/** The keys a Fountain title page uses; any other 'word:' line (FADE IN:) is part of the script. */
const TITLE_KEY = /^(title|credit|authors?|source|draft date|date|contact|copyright|notes|revision|format|font|tl|tc|tr|cc|br|bl|watermark)\s*:\s*(.*)$/i;

/** Boneyard (/* *\/) and notes ([[ ]]) are the writer's, not the script's. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\[\[[\s\S]*?\]\]/g, '');

/** A title page is key: value lines at the very top, up to the first blank line. */
function readTitlePage(lines: string[]): { titlePage: TitlePage; bodyStart: number } {
  const titlePage: TitlePage = {};
  let index = 0;
  while (index < lines.length && lines[index].trim() === '') index += 1;
  if (!TITLE_KEY.test(lines[index] ?? '') || isHeadingText(lines[index])) return { titlePage, bodyStart: 0 };
  let key: string | null = null;
  for (; index < lines.length && lines[index].trim() !== ''; index += 1) {
    const line = lines[index];
    const entry = /^\s/.test(line) ? null : TITLE_KEY.exec(line);
    if (entry) {
      key = entry[1].trim().toLowerCase();
      titlePage[key] = entry[2].trim();
    } else if (key) {
      titlePage[key] = [titlePage[key], line.trim()].filter(Boolean).join('\n');
    } else {
      return { titlePage: {}, bodyStart: 0 };
    }
  }
  return { titlePage, bodyStart: index };
}

const SCENE_NUMBER = /\s*#([\w.-]+)#\s*$/;
const isUpper = (text: string) => /\p{L}/u.test(text) && text === text.toUpperCase();

/** A cue is upper case up to its extension; '@' forces one; '^' marks the second of dual dialogue. */
function isCharacterCue(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed.startsWith('@')) return trimmed.length > 1;
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
    else if (/^>.*<$/.test(trimmed)) push({ type: 'centered', text: plainText(trimmed.slice(1, -1).trim()) });
    else if (trimmed.startsWith('>')) push({ type: 'transition', text: trimmed.slice(1).trim() });
    else if (trimmed.startsWith('~')) push({ type: 'lyrics', text: plainText(trimmed.slice(1).trim()) });
    else if (/^\.[^.\s]/.test(trimmed) || (before && after && isHeadingText(trimmed) && !trimmed.startsWith('!'))) {
      const number = SCENE_NUMBER.exec(trimmed);
      const text = trimmed.replace(/^\./, '').replace(SCENE_NUMBER, '').replace(/\s+/g, ' ').trim();
      push({ type: 'heading', text, ...(number ? { sceneNumber: number[1] } : {}) });
    } else if (before && after && isUpper(trimmed) && /TO:$/.test(trimmed) && !trimmed.startsWith('!')) {
      push({ type: 'transition', text: trimmed });
    } else if (before && !after && !trimmed.startsWith('!') && isCharacterCue(trimmed)) {
      const dual = /\^\s*$/.test(trimmed);
      push({ type: 'character', text: trimmed.replace(/^@/, '').replace(/\s*\^\s*$/, '').trim(), ...(dual ? { dual } : {}) });
      index = readDialogue(lines, index + 1, dual, push);
      continue;
    } else {
      // Action: this line and the ones that follow until a blank line, one paragraph.
      const paragraph = [trimmed.replace(/^!/, '')];
      while (!blank(index + 1)) {
        index += 1;
        paragraph.push(lines[index].trim());
      }
      push({ type: 'action', text: plainText(paragraph.join(' ')).replace(/\s+/g, ' ').trim() });
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
    if (speech.length > 0) push({ type: 'dialogue', text: plainText(speech.join(' ')), ...(dual ? { dual } : {}) });
    speech = [];
  };
  for (; index < lines.length; index += 1) {
    const line = lines[index];
    if (line.trim() === '' && line !== '  ') break;
    const trimmed = line.trim();
    if (/^\(.*\)$/.test(trimmed)) {
      flush();
      push({ type: 'parenthetical', text: trimmed.slice(1, -1).trim(), ...(dual ? { dual } : {}) });
    } else if (trimmed.startsWith('~')) {
      flush();
      push({ type: 'lyrics', text: plainText(trimmed.slice(1).trim()) });
    } else if (trimmed !== '') {
      speech.push(trimmed);
    }
  }
  flush();
  return index;
}
