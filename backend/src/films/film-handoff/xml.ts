import { XMLParser } from 'fast-xml-parser';

/** Text for an XML attribute or element: the five special characters escaped, characters XML cannot hold dropped. */
export const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** An element as fast-xml-parser gives it in document order: its tag mapping to its children, ':@' its attributes. */
export type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

export const tagOf = (node: XmlNode) => Object.keys(node).find((key) => key !== ':@') ?? '';
export const childrenOf = (node: XmlNode): XmlNode[] => (Array.isArray(node[tagOf(node)]) ? (node[tagOf(node)] as XmlNode[]) : []);
export const attributesOf = (node: XmlNode): Record<string, string> => node[':@'] ?? {};
export const textOf = (node: XmlNode): string => childrenOf(node).map((child) => String(child['#text'] ?? '')).join('');

/** The document's elements in order, attributes by name, every value a string (entities decoded). */
export const readXml = (xml: string): XmlNode[] =>
  new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', parseTagValue: false, parseAttributeValue: false, trimValues: true }).parse(xml) as XmlNode[];

/** Every element named `tag` at any depth, in document order. */
export function elementsNamed(nodes: readonly XmlNode[], tag: string): XmlNode[] {
  return nodes.flatMap((node) => [...(tagOf(node) === tag ? [node] : []), ...elementsNamed(childrenOf(node), tag)]);
}
