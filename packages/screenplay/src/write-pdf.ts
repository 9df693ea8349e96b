import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ParsedScript, ScriptElement, TextRun } from './elements';

/** Courier 12 pt is ten characters to the inch and six lines to the inch: every position is a character cell. */
const CHAR = 7.2;
const LINE = 12;
const INCH = 72;
const PAGE = { width: 8.5 * INCH, height: 11 * INCH };
const FIRST_BASELINE = PAGE.height - INCH - LINE;
const LINES_PER_PAGE = 54;

/** The industry layout, measured from the page's left edge. */
const LAYOUT = {
  action: { x: 1.5 * INCH, chars: 60 },
  dialogue: { x: 2.5 * INCH, chars: 35 },
  parenthetical: { x: 3.1 * INCH, chars: 26 },
  cue: { x: 3.7 * INCH, chars: 38 },
  transitionRight: 7.5 * INCH,
  leftNumber: 0.75 * INCH,
  rightNumber: 7.75 * INCH,
  // Dual dialogue: two narrower columns with a clear gutter between them.
  dual: [
    { cue: 2.65 * INCH, parenthetical: 2.1 * INCH, dialogue: 1.85 * INCH, chars: 24 },
    { cue: 5.65 * INCH, parenthetical: 5.1 * INCH, dialogue: 4.85 * INCH, chars: 24 },
  ],
} as const;

type Style = Omit<TextRun, 'text'>;
interface PrintLine {
  x: number;
  runs: TextRun[];
  /** Where a speech may be split across pages: before a line of speech, not after the cue alone. */
  kind?: 'cue' | 'parenthetical' | 'dialogue';
  sceneNumber?: string;
  /** The right column of dual dialogue: printed on the baseline of the line before it. */
  sameRow?: boolean;
}
interface Block {
  before: number;
  lines: PrintLine[];
  speaker?: string;
  keepWithNext?: boolean;
  unbreakable?: boolean;
}

export interface PdfWriteOptions {
  /** Number every heading in both margins (its own number, else its place in the script). */
  sceneNumbers?: boolean;
}

const runsOf = (element: ScriptElement): TextRun[] => element.runs ?? [{ text: element.text }];
const textOf = (runs: TextRun[]) => runs.map((run) => run.text).join('');

/** Styled runs cut at the given character range. */
function sliceRuns(runs: TextRun[], start: number, end: number): TextRun[] {
  const out: TextRun[] = [];
  let offset = 0;
  for (const run of runs) {
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + run.text.length);
    if (from < to) out.push({ ...run, text: run.text.slice(from - offset, to - offset) });
    offset += run.text.length;
  }
  return out;
}

/** Word wrap at a width in characters; a word longer than the line is cut. */
function wrap(runs: TextRun[], chars: number): TextRun[][] {
  const text = textOf(runs);
  const lines: TextRun[][] = [];
  let start = 0;
  while (start < text.length) {
    while (text[start] === ' ') start += 1;
    if (start >= text.length) break;
    let end = Math.min(text.length, start + chars);
    if (end < text.length) {
      const space = text.lastIndexOf(' ', end);
      if (space > start) end = space;
    }
    lines.push(sliceRuns(runs, start, text.slice(start, end).trimEnd().length + start));
    start = end;
  }
  return lines;
}

const upper = (runs: TextRun[]) => runs.map((run) => ({ ...run, text: run.text.toUpperCase() }));
const at = (x: number, kind?: PrintLine['kind']) => (runs: TextRun[]): PrintLine => ({ x, runs, ...(kind ? { kind } : {}) });

function speechLines(elements: ScriptElement[], column?: (typeof LAYOUT.dual)[number]): PrintLine[] {
  const lines: PrintLine[] = [];
  for (const element of elements) {
    // A cue prints as the script has it: in capitals, keeping a name's own lower-case letters (McGILLIVRAY).
    if (element.type === 'character') lines.push({ x: column?.cue ?? LAYOUT.cue.x, runs: runsOf(element), kind: 'cue' });
    else if (element.type === 'parenthetical') {
      const framed = [{ text: '(' }, ...runsOf(element), { text: ')' }];
      lines.push(...wrap(framed, column ? column.chars - 4 : LAYOUT.parenthetical.chars).map(at(column?.parenthetical ?? LAYOUT.parenthetical.x, 'parenthetical')));
    } else lines.push(...wrap(runsOf(element), column?.chars ?? LAYOUT.dialogue.chars).map(at(column?.dialogue ?? LAYOUT.dialogue.x, 'dialogue')));
  }
  return lines;
}

const SPEECH = new Set<ScriptElement['type']>(['parenthetical', 'dialogue', 'lyrics']);

/** The script's elements as blocks of printed lines, each with the blank lines before it. */
function layout(elements: ScriptElement[], options: PdfWriteOptions): Array<Block | 'page-break'> {
  const blocks: Array<Block | 'page-break'> = [];
  let scene = 0;
  for (let index = 0; index < elements.length; index += 1) {
    const element = elements[index];
    if (element.type === 'page-break') {
      blocks.push('page-break');
      continue;
    }
    if (!element.text.trim()) continue;
    switch (element.type) {
      case 'heading': {
        scene += 1;
        const number = options.sceneNumbers ? (element.sceneNumber ?? String(scene)) : undefined;
        const lines = wrap(upper(runsOf(element)), LAYOUT.action.chars).map(at(LAYOUT.action.x));
        if (number) lines[0].sceneNumber = number;
        blocks.push({ before: 1, lines, keepWithNext: true });
        break;
      }
      case 'character': {
        let end = index + 1;
        while (end < elements.length && SPEECH.has(elements[end].type) && !!elements[end].dual === !!element.dual) end += 1;
        const dualCue = !element.dual && elements[end]?.type === 'character' && elements[end].dual ? end : null;
        if (dualCue !== null) {
          let dualEnd = dualCue + 1;
          while (dualEnd < elements.length && SPEECH.has(elements[dualEnd].type) && elements[dualEnd].dual) dualEnd += 1;
          const left = speechLines(elements.slice(index, end), LAYOUT.dual[0]);
          const right = speechLines(elements.slice(dualCue, dualEnd), LAYOUT.dual[1]);
          // Side by side: each printed row holds the two columns' lines on one baseline.
          const rows = Array.from({ length: Math.max(left.length, right.length) }, (_, row) => [left[row], right[row]].filter((line): line is PrintLine => !!line));
          blocks.push({ before: 1, lines: rows.flatMap((row) => row.map((line, side): PrintLine => ({ x: line.x, runs: line.runs, ...(side === 1 ? { sameRow: true } : {}) }))), unbreakable: true });
          index = dualEnd - 1;
        } else {
          blocks.push({ before: 1, lines: speechLines(elements.slice(index, end)), speaker: element.text });
          index = end - 1;
        }
        break;
      }
      case 'transition': {
        const text = element.text.toUpperCase();
        blocks.push({ before: 1, lines: [{ x: LAYOUT.transitionRight - Math.min(text.length, 60) * CHAR, runs: upper(runsOf(element)) }] });
        break;
      }
      case 'centered':
        blocks.push({
          before: 1,
          lines: wrap(runsOf(element), LAYOUT.action.chars).map((runs) => ({ x: PAGE.width / 2 + 0.5 * INCH - (textOf(runs).length * CHAR) / 2, runs })),
        });
        break;
      case 'section':
      case 'synopsis':
        // The writer's outline, not printed on a screenplay page.
        break;
      case 'parenthetical':
      case 'dialogue':
      case 'lyrics':
        blocks.push({ before: 1, lines: wrap(runsOf(element), LAYOUT.dialogue.chars).map(at(LAYOUT.dialogue.x)) });
        break;
      default:
        blocks.push({ before: 1, lines: wrap(runsOf(element), LAYOUT.action.chars).map(at(LAYOUT.action.x)) });
    }
  }
  return blocks;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  boldItalic: PDFFont;
  /** What Courier can print (WinAnsi); anything else prints as '?'. */
  printable: Set<number>;
}

const fontFor = (fonts: Fonts, style: Style) => (style.bold ? (style.italic ? fonts.boldItalic : fonts.bold) : style.italic ? fonts.italic : fonts.regular);
/** `text` as a standard font prints it: what is not among its `characters` (WinAnsi) becomes '?'. */
export const printableIn = (characters: ReadonlySet<number>, text: string) =>
  /^[\x20-\x7E]*$/.test(text) ? text : Array.from(text.replace(/\s/g, ' '), (char) => (characters.has(char.codePointAt(0)!) ? char : '?')).join('');
const printable = (fonts: Fonts, text: string) => printableIn(fonts.printable, text);

function drawLine(page: PDFPage, fonts: Fonts, line: PrintLine, y: number): void {
  let x = line.x;
  for (const run of line.runs) {
    const text = printable(fonts, run.text);
    if (text) page.drawText(text, { x, y, size: 12, font: fontFor(fonts, run) });
    if (run.underline && text.trim()) page.drawLine({ start: { x, y: y - 1.5 }, end: { x: x + text.length * CHAR, y: y - 1.5 }, thickness: 0.6, color: rgb(0, 0, 0) });
    x += text.length * CHAR;
  }
  if (line.sceneNumber) {
    page.drawText(printable(fonts, line.sceneNumber), { x: LAYOUT.leftNumber, y, size: 12, font: fonts.regular });
    page.drawText(printable(fonts, line.sceneNumber), { x: LAYOUT.rightNumber, y, size: 12, font: fonts.regular });
  }
}

function drawTitlePage(document: PDFDocument, fonts: Fonts, titlePage: ParsedScript['titlePage']): void {
  const page = document.addPage([PAGE.width, PAGE.height]);
  const centered = (text: string, y: number) => {
    const safe = printable(fonts, text);
    page.drawText(safe, { x: PAGE.width / 2 - (safe.length * CHAR) / 2, y, size: 12, font: fonts.regular });
  };
  let y = 7 * INCH;
  for (const line of (titlePage.title ?? '').split('\n')) {
    centered(line, y);
    y -= LINE;
  }
  y -= 3 * LINE;
  for (const key of ['credit', 'author', 'authors', 'source']) {
    for (const line of (titlePage[key] ?? '').split('\n').filter(Boolean)) {
      centered(line, y);
      y -= 2 * LINE;
    }
  }
  const corner = ['draft date', 'date', 'contact', 'copyright'].flatMap((key) => (titlePage[key] ?? '').split('\n').filter(Boolean));
  corner.forEach((line, index) => page.drawText(printable(fonts, line), { x: LAYOUT.action.x, y: 1.5 * INCH + (corner.length - index) * LINE, size: 12, font: fonts.regular }));
}

/** An empty PDF with its title, made by Studio. */
export async function studioPdf(title: string): Promise<PDFDocument> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  document.setCreator('Studio');
  document.setProducer('Studio');
  return document;
}

/**
 * A script as a screenplay PDF in the industry layout: Courier 12 pt on US Letter, action at 1.5",
 * dialogue at 2.5", parentheticals at 3.1", cues at 3.7", transitions flush right at 7.5", headings
 * numbered in both margins when asked, a speech split across pages with (MORE) and (CONT'D), page
 * numbers from page 2, and a title page when the script has a title.
 */
export async function writePdf(script: ParsedScript, options: PdfWriteOptions = {}): Promise<Uint8Array> {
  const document = await studioPdf(script.titlePage.title?.split('\n')[0] ?? 'Screenplay');
  const regular = await document.embedFont(StandardFonts.Courier);
  const fonts: Fonts = {
    regular,
    bold: await document.embedFont(StandardFonts.CourierBold),
    italic: await document.embedFont(StandardFonts.CourierOblique),
    boldItalic: await document.embedFont(StandardFonts.CourierBoldOblique),
    printable: new Set(regular.getCharacterSet()),
  };
  if (script.titlePage.title?.trim()) drawTitlePage(document, fonts, script.titlePage);

  let page: PDFPage | null = null;
  let pageNumber = 0;
  let used = 0;
  const newPage = () => {
    page = document.addPage([PAGE.width, PAGE.height]);
    pageNumber += 1;
    used = 0;
    if (pageNumber > 1) {
      const label = `${pageNumber}.`;
      page.drawText(label, { x: LAYOUT.transitionRight - label.length * CHAR, y: PAGE.height - 0.5 * INCH - LINE, size: 12, font: fonts.regular });
    }
  };
  const remaining = () => LINES_PER_PAGE - used;
  const print = (lines: PrintLine[]) => {
    for (const line of lines) {
      if (line.sameRow) used -= 1;
      drawLine(page!, fonts, line, FIRST_BASELINE - used * LINE);
      used += 1;
    }
  };
  const rowsOf = (lines: PrintLine[]) => lines.filter((line) => !line.sameRow).length;

  const blocks = layout(script.elements, options);
  newPage();
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index];
    if (block === 'page-break') {
      if (used > 0) newPage();
      continue;
    }
    let lines = block.lines;
    const gap = used === 0 ? 0 : block.before;
    const next = blocks[index + 1];
    const keep = block.keepWithNext && next && next !== 'page-break' ? next.before + Math.min(2, next.lines.length) : 0;
    if (gap + rowsOf(lines) + keep <= remaining()) {
      used += gap;
      print(lines);
      continue;
    }
    if (block.speaker && remaining() - gap >= 4) {
      // Split the speech: as much as fits, (MORE) at the foot, the cue with (CONT'D) atop the next page.
      let take = remaining() - gap - 1;
      while (take > 1 && lines[take]?.kind !== 'dialogue' && lines[take]?.kind !== 'parenthetical') take -= 1;
      if (lines[take - 1]?.kind === 'parenthetical') take -= 1;
      if (take >= 2 && take < lines.length) {
        used += gap;
        print(lines.slice(0, take));
        print([{ x: LAYOUT.cue.x, runs: [{ text: '(MORE)' }] }]);
        newPage();
        const cue = /CONT['’]D/i.test(block.speaker) ? block.speaker : `${block.speaker} (CONT'D)`;
        lines = [{ x: LAYOUT.cue.x, runs: [{ text: cue }], kind: 'cue' }, ...lines.slice(take)];
        blocks.splice(index + 1, 0, { ...block, before: 0, lines });
        continue;
      }
    }
    if (!block.unbreakable && !block.speaker && !block.keepWithNext && rowsOf(lines) > LINES_PER_PAGE / 2 && remaining() - gap >= 2) {
      // A long paragraph fills the page and goes on over the next.
      const take = remaining() - gap;
      used += gap;
      print(lines.slice(0, take));
      newPage();
      blocks.splice(index + 1, 0, { ...block, before: 0, lines: lines.slice(take) });
      continue;
    }
    if (used > 0) newPage();
    if (rowsOf(lines) > LINES_PER_PAGE) {
      // Longer than a page even alone (a dual block of a monologue): printed over as many pages as it takes.
      for (let start = 0; start < lines.length; start += LINES_PER_PAGE) {
        if (start > 0) newPage();
        print(lines.slice(start, start + LINES_PER_PAGE).map((line) => ({ x: line.x, runs: line.runs })));
      }
      continue;
    }
    print(lines);
  }
  return document.save();
}
