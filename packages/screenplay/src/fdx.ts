import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ParsedScript, ScriptElement, TitlePage } from './elements';

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

/** A paragraph's words: its Text runs (one per style change) joined; a Tab is a space. */
function paragraphText(paragraph: XmlNode): string {
  return childrenOf(paragraph)
    .flatMap((child) => {
      const tag = tagOf(child);
      if (tag === 'Text') return childrenOf(child).map((run) => (typeof run['#text'] === 'string' ? decode(run['#text']) : ''));
      if (tag === 'Tab') return [' '];
      return [];
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Final Draft's paragraph types; Shot, General and the act markers read as action. */
const TYPE_OF: Record<string, ScriptElement['type']> = {
  'Scene Heading': 'heading',
  Action: 'action',
  General: 'action',
  Shot: 'action',
  Character: 'character',
  Parenthetical: 'parenthetical',
  Dialogue: 'dialogue',
  Transition: 'transition',
  Lyrics: 'lyrics',
};

/** Heading, cue and transition are upper case by their style (AllCaps), whatever case the text is stored in. */
const UPPER_CASE_TYPES = new Set<ScriptElement['type']>(['heading', 'character', 'transition']);

function readParagraphs(nodes: XmlNode[], dual: boolean, elements: ScriptElement[]): void {
  for (const node of nodes) {
    if (tagOf(node) !== 'Paragraph') continue;
    const nested = find(childrenOf(node), 'DualDialogue');
    if (nested) {
      // Two speakers side by side: the second cue and what follows it is the 'dual' speaker.
      const before = elements.length;
      readParagraphs(childrenOf(nested), false, elements);
      const cues = elements.slice(before).map((element, index) => ({ element, index: before + index })).filter(({ element }) => element.type === 'character');
      if (cues.length > 1) for (const element of elements.slice(cues[1].index)) element.dual = true;
      continue;
    }
    const attributes = node[':@'] ?? {};
    const type = TYPE_OF[attributes.Type ?? ''] ?? (attributes.Alignment === 'Center' ? 'centered' : 'action');
    let text = paragraphText(node);
    if (!text) continue;
    if (UPPER_CASE_TYPES.has(type)) text = text.toUpperCase();
    if (type === 'parenthetical') text = text.replace(/^\(|\)$/g, '').trim();
    const element: ScriptElement = { type, text };
    if (type === 'heading' && attributes.Number) element.sceneNumber = attributes.Number;
    if (dual) element.dual = true;
    elements.push(element);
  }
}

function readTitlePage(nodes: XmlNode[]): TitlePage {
  const lines = nodes.filter((node) => tagOf(node) === 'Paragraph').map(paragraphText).filter(Boolean);
  return lines.length > 0 ? { title: lines[0] } : {};
}

/**
 * Final Draft (.fdx). Only FinalDraft > Content and its TitlePage are read: ElementSettings,
 * SmartType lists, watermarks and the rest describe the document, not the script. A DOCTYPE or
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
  readParagraphs(content ? childrenOf(content) : [], false, elements);
  const titlePageNode = find(childrenOf(root), 'TitlePage');
  const titleContent = titlePageNode ? find(childrenOf(titlePageNode), 'Content') : undefined;
  return { titlePage: titleContent ? readTitlePage(childrenOf(titleContent)) : {}, elements };
}
