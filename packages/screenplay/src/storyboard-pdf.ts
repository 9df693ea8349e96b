import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { printableIn, studioPdf } from './write-pdf';

/** A line under a panel: who says it, how, and what. */
export interface StoryboardPdfLine {
  speaker: string;
  parenthetical?: string;
  text: string;
}

/** One shot: its drawn frame (JPEG or PNG bytes), what kind of shot it is, and the lines it is cut for. */
export interface StoryboardPdfPanel {
  shotNumber: number;
  shotKind: string;
  picture: Uint8Array;
  lines: StoryboardPdfLine[];
}

export interface StoryboardPdfScene {
  heading: string;
  panels: StoryboardPdfPanel[];
}

export interface StoryboardPdf {
  title: string;
  scenes: StoryboardPdfScene[];
  /** Scenes that are not in the print and why, listed on a first page of their own. */
  leftOut?: string[];
}

/** US Letter, landscape, half-inch margins; three panels across, two down. */
const PAGE = { width: 792, height: 612 };
const MARGIN = 36;
const COLUMNS = 3;
const ROWS = 2;
export const PANELS_PER_PAGE = COLUMNS * ROWS;
const GUTTER = 18;
const HEADER = 30;
const FOOTER = 20;
const PANEL_WIDTH = (PAGE.width - 2 * MARGIN - (COLUMNS - 1) * GUTTER) / COLUMNS;
const PANEL_HEIGHT = (PAGE.height - 2 * MARGIN - HEADER - FOOTER - (ROWS - 1) * GUTTER) / ROWS;
const PICTURE_HEIGHT = (PANEL_WIDTH * 9) / 16;
const CAPTION = 14;
/** Lines print at this size, and smaller (down to the least) when a shot has more than fits. */
const TEXT_SIZES = [9, 8, 7, 6];

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  characters: Set<number>;
}

interface Row {
  font: PDFFont;
  text: string;
  /** A parenthetical printed after the speaker on the same row. */
  after?: { font: PDFFont; text: string };
}

const GREY = rgb(0.45, 0.45, 0.45);

/** Words into rows no wider than `width` at `size`; a word wider than a row is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const rows: string[] = [];
  let row = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = row ? `${row} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      row = candidate;
      continue;
    }
    if (row) rows.push(row);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      rows.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    row = rest;
  }
  if (row) rows.push(row);
  return rows;
}

/** Each line as a speaker row (with its parenthetical) and the rows of its text. */
function rowsOf(lines: StoryboardPdfLine[], fonts: Fonts, size: number): Row[] {
  return lines.flatMap((line): Row[] => {
    const speaker = printableIn(fonts.characters, line.speaker.trim());
    const parenthetical = line.parenthetical?.trim() ? printableIn(fonts.characters, `(${line.parenthetical.trim().replace(/^\(|\)$/g, '')})`) : undefined;
    const text = wrap(printableIn(fonts.characters, line.text), fonts.regular, size, PANEL_WIDTH).map((row) => ({ font: fonts.regular, text: row }));
    return [{ font: fonts.bold, text: speaker, ...(parenthetical ? { after: { font: fonts.italic, text: parenthetical } } : {}) }, ...text];
  });
}

/** The lines at the largest size at which they fit under the picture; at the least size, cut with '…'. */
function fittedRows(lines: StoryboardPdfLine[], fonts: Fonts, height: number): { rows: Row[]; size: number } {
  for (const size of TEXT_SIZES) {
    const rows = rowsOf(lines, fonts, size);
    if (rows.length * size * 1.2 <= height) return { rows, size };
  }
  const size = TEXT_SIZES[TEXT_SIZES.length - 1];
  const fits = Math.floor(height / (size * 1.2));
  const rows = rowsOf(lines, fonts, size).slice(0, fits);
  if (rows.length > 0) rows[rows.length - 1] = { font: fonts.regular, text: '…' };
  return { rows, size };
}

async function embedPicture(document: PDFDocument, bytes: Uint8Array): Promise<PDFImage> {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return document.embedJpg(bytes);
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return document.embedPng(bytes);
  throw new Error('a storyboard picture must be a JPEG or a PNG');
}

async function drawPanel(document: PDFDocument, page: PDFPage, fonts: Fonts, panel: StoryboardPdfPanel, x: number, top: number): Promise<void> {
  const picture = await embedPicture(document, panel.picture);
  const pictureBottom = top - PICTURE_HEIGHT;
  page.drawImage(picture, { x, y: pictureBottom, width: PANEL_WIDTH, height: PICTURE_HEIGHT });
  page.drawRectangle({ x, y: pictureBottom, width: PANEL_WIDTH, height: PICTURE_HEIGHT, borderColor: rgb(0, 0, 0), borderWidth: 0.75 });
  const captionBaseline = pictureBottom - CAPTION + 3;
  page.drawText(printableIn(fonts.characters, `Shot ${panel.shotNumber} · ${panel.shotKind}`), { x, y: captionBaseline, size: 10, font: fonts.bold });
  const { rows, size } = fittedRows(panel.lines, fonts, PANEL_HEIGHT - PICTURE_HEIGHT - CAPTION - 4);
  let baseline = captionBaseline - 4 - size * 1.2;
  for (const row of rows) {
    page.drawText(row.text, { x, y: baseline, size, font: row.font });
    if (row.after) page.drawText(row.after.text, { x: x + row.font.widthOfTextAtSize(`${row.text} `, size), y: baseline, size, font: row.after.font, color: GREY });
    baseline -= size * 1.2;
  }
}

function drawHeader(page: PDFPage, fonts: Fonts, title: string, heading: string): void {
  const top = PAGE.height - MARGIN - 14;
  const safeTitle = printableIn(fonts.characters, title);
  page.drawText(printableIn(fonts.characters, heading), { x: MARGIN, y: top, size: 14, font: fonts.bold });
  page.drawText(safeTitle, { x: PAGE.width - MARGIN - fonts.regular.widthOfTextAtSize(safeTitle, 9), y: top, size: 9, font: fonts.regular, color: GREY });
}

/** A first page naming the scenes the print leaves out, and why. */
function drawCover(document: PDFDocument, fonts: Fonts, title: string, leftOut: string[]): PDFPage {
  const page = document.insertPage(0, [PAGE.width, PAGE.height]);
  drawHeader(page, fonts, title, 'Storyboard');
  let baseline = PAGE.height - MARGIN - HEADER - 12;
  page.drawText('Scenes not drawn yet:', { x: MARGIN, y: baseline, size: 11, font: fonts.bold });
  for (const row of leftOut.flatMap((note) => wrap(printableIn(fonts.characters, note), fonts.regular, 10, PAGE.width - 2 * MARGIN))) {
    baseline -= 14;
    if (baseline < MARGIN + FOOTER) break;
    page.drawText(row, { x: MARGIN, y: baseline, size: 10, font: fonts.regular });
  }
  return page;
}

/**
 * A storyboard as a PDF to print, the way Storyboarder prints one: landscape pages of six panels
 * (three by two), each the shot's picture with 'Shot N · kind' and its lines (speaker,
 * parenthetical, text) under it; every scene starts a page under its heading, pages are numbered
 * 'n of total', and a first page names the scenes left out, if any.
 */
export async function writeStoryboardPdf(storyboard: StoryboardPdf): Promise<Uint8Array> {
  const document = await studioPdf(`${storyboard.title}: storyboard`);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const fonts: Fonts = {
    regular,
    bold: await document.embedFont(StandardFonts.HelveticaBold),
    italic: await document.embedFont(StandardFonts.HelveticaOblique),
    characters: new Set(regular.getCharacterSet()),
  };
  const pages: PDFPage[] = [];
  for (const scene of storyboard.scenes) {
    for (let first = 0; first < scene.panels.length; first += PANELS_PER_PAGE) {
      const page = document.addPage([PAGE.width, PAGE.height]);
      pages.push(page);
      drawHeader(page, fonts, storyboard.title, first === 0 ? scene.heading : `${scene.heading} (continued)`);
      const panels = scene.panels.slice(first, first + PANELS_PER_PAGE);
      for (const [index, panel] of panels.entries()) {
        const column = index % COLUMNS;
        const row = Math.floor(index / COLUMNS);
        await drawPanel(document, page, fonts, panel, MARGIN + column * (PANEL_WIDTH + GUTTER), PAGE.height - MARGIN - HEADER - row * (PANEL_HEIGHT + GUTTER));
      }
    }
  }
  if (pages.length === 0) throw new Error('a storyboard needs at least one panel');
  if (storyboard.leftOut?.length) pages.unshift(drawCover(document, fonts, storyboard.title, storyboard.leftOut));
  pages.forEach((page, index) => {
    const label = `${index + 1} of ${pages.length}`;
    page.drawText(label, { x: PAGE.width - MARGIN - fonts.regular.widthOfTextAtSize(label, 9), y: MARGIN, size: 9, font: fonts.regular });
  });
  return document.save();
}
