import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ParsedScript, ScriptElement, TextRun, TitlePage } from './elements';

/** A node as fast-xml-parser gives it with preserveOrder: one tag name mapping to its children, plus ':@' attributes. */
type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

export class FdxError extends Error {}

const tagOf = (node: XmlNode) => Object.keys(node).find((key) => key !== ':@') ?? '';
const childrenOf = (node: XmlNode): XmlNode[] => {
  const value = node[tagOf(node)];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
};
const find = (nodes: XmlNode[], tag: string) => nodes.find((node) => tagOf(node) === tag);

/** The five XML entities and character references; nothing else (no DTD may define more). */
const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_match, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_match, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** A paragraph's Text runs (one per style change) with their Style (Bold+Italic+Underline), spaces collapsed; a Tab is a space. */
function paragraphRuns(paragraph: XmlNode): TextRun[] {
  const runs: TextRun[] = [];
  let text = '';
  for (const child of childrenOf(paragraph)) {
    const tag = tagOf(child);
    if (tag !== 'Text' && tag !== 'Tab') continue;
    const raw = tag === 'Tab' ? ' ' : childrenOf(child).map((run) => (typeof run['#text'] === 'string' ? decode(run['#text']) : '')).join('');
    let words = raw.replace(/\s+/g, ' ');
    if (text === '' || text.endsWith(' ')) words = words.replace(/^ /, '');
    if (!words) continue;
    text += words;
    const style = tag === 'Text' ? (child[':@']?.Style ?? '').split('+') : [];
    runs.push({
      text: words,
      ...(style.includes('Bold') ? { bold: true } : {}),
      ...(style.includes('Italic') ? { italic: true } : {}),
      ...(style.includes('Underline') ? { underline: true } : {}),
    });
  }
  while (runs.length > 0 && runs[runs.length - 1].text.endsWith(' ')) {
    const last = runs[runs.length - 1];
    last.text = last.text.replace(/ $/, '');
    if (!last.text) runs.pop();
  }
  return runs;
}

const paragraphText = (paragraph: XmlNode) => paragraphRuns(paragraph).map((run) => run.text).join('');

/**
 * Every paragraph type Final Draft writes. Shot, General and Cast List print as action; acts and
 * outline levels are the script's structure (sections), an outline body its synopsis. A type not
 * listed here (a custom element) reads as centered text when centered, else as action.
 */
const TYPE_OF: Record<string, ScriptElement['type']> = {
  'Scene Heading': 'heading',
  Action: 'action',
  General: 'action',
  Shot: 'action',
  'Cast List': 'action',
  Character: 'character',
  Parenthetical: 'parenthetical',
  Dialogue: 'dialogue',
  Transition: 'transition',
  Lyrics: 'lyrics',
  'New Act': 'section',
  'End of Act': 'section',
  'Outline 1': 'section',
  'Outline 2': 'section',
  'Outline 3': 'section',
  'Outline 4': 'section',
  'Outline Body': 'synopsis',
};

/**
 * Heading, cue and transition print in capitals by their style (AllCaps in Final Draft's
 * template), whatever case the text is stored in; unless the document's ElementSettings give the
 * type a style without AllCaps (a cue then keeps its McGILLIVRAY).
 */
const ALL_CAPS_TYPES = ['Scene Heading', 'Character', 'Transition'];

function allCapsTypes(root: XmlNode): Set<string> {
  const types = new Set(ALL_CAPS_TYPES);
  for (const settings of childrenOf(root).filter((node) => tagOf(node) === 'ElementSettings')) {
    const style = find(childrenOf(settings), 'FontSpec')?.[':@']?.Style;
    if (style !== undefined && !style.split('+').includes('AllCaps')) types.delete(settings[':@']?.Type ?? '');
  }
  return types;
}

function readParagraphs(nodes: XmlNode[], dual: boolean, elements: ScriptElement[], allCaps: ReadonlySet<string>): void {
  for (const node of nodes) {
    if (tagOf(node) !== 'Paragraph') continue;
    const nested = find(childrenOf(node), 'DualDialogue');
    if (nested) {
      // Two speakers side by side: the second cue and what follows it is the 'dual' speaker.
      const before = elements.length;
      readParagraphs(childrenOf(nested), false, elements, allCaps);
      const cues = elements.slice(before).map((element, index) => ({ element, index: before + index })).filter(({ element }) => element.type === 'character');
      if (cues.length > 1) for (const element of elements.slice(cues[1].index)) element.dual = true;
      continue;
    }
    const attributes = node[':@'] ?? {};
    const known = TYPE_OF[attributes.Type ?? ''] ?? 'action';
    // Centered action or general text (THE END, a title card) is centered text.
    const type = known === 'action' && attributes.Alignment === 'Center' ? 'centered' : known;
    let runs = paragraphRuns(node);
    if (runs.length === 0) continue;
    if (allCaps.has(attributes.Type ?? '')) runs = runs.map((run) => ({ ...run, text: run.text.toUpperCase() }));
    if (type === 'parenthetical') {
      runs[0].text = runs[0].text.replace(/^\(\s*/, '');
      runs[runs.length - 1].text = runs[runs.length - 1].text.replace(/\s*\)$/, '');
      runs = runs.filter((run) => run.text);
    }
    const text = runs.map((run) => run.text).join('');
    if (!text) continue;
    if (attributes.StartsNewPage === 'Yes' && elements.length > 0) elements.push({ type: 'page-break', text: '' });
    const element: ScriptElement = { type, text };
    if (type === 'heading' && attributes.Number) element.sceneNumber = attributes.Number;
    if (dual) element.dual = true;
    if (runs.some((run) => run.bold || run.italic || run.underline)) element.runs = runs;
    elements.push(element);
    if (type === 'heading') {
      // The scene's summary (SceneProperties > Summary) is its synopsis.
      const summary = find(childrenOf(find(childrenOf(node), 'SceneProperties') ?? {}), 'Summary');
      const synopsis = summary ? childrenOf(summary).filter((child) => tagOf(child) === 'Paragraph').map(paragraphText).filter(Boolean).join(' ') : '';
      if (synopsis) elements.push({ type: 'synopsis', text: synopsis });
    }
  }
}

function readTitlePage(nodes: XmlNode[]): TitlePage {
  const lines = nodes.filter((node) => tagOf(node) === 'Paragraph').map(paragraphText).filter(Boolean);
  return lines.length > 0 ? { title: lines[0] } : {};
}

/**
 * Final Draft (.fdx). FinalDraft > Content and its TitlePage are read, and of ElementSettings
 * only which types print in capitals: SmartType lists, watermarks and the rest describe the
 * document, not the script. A DOCTYPE or
 * entity declaration is refused before parsing (no external entities, no entity expansion).
 */
export function parseFdx(xml: string): ParsedScript {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new FdxError('the file declares a DTD or entities, which are not accepted');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new FdxError(`the XML is broken (${valid.err.msg} at line ${valid.err.line})`);
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    processEntities: false,
    htmlEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
  });
  const root = find(parser.parse(xml) as XmlNode[], 'FinalDraft');
  if (!root) throw new FdxError('the XML has no FinalDraft root element');
  const content = find(childrenOf(root), 'Content');
  const elements: ScriptElement[] = [];
  readParagraphs(content ? childrenOf(content) : [], false, elements, allCapsTypes(root));
  const titlePageNode = find(childrenOf(root), 'TitlePage');
  const titleContent = titlePageNode ? find(childrenOf(titlePageNode), 'Content') : undefined;
  return { titlePage: titleContent ? readTitlePage(childrenOf(titleContent)) : {}, elements };
}
