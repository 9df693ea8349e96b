import type { ParsedScript, ScriptElement, TextRun } from './elements';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);
/** XML 1.0 has no place for most control characters; they are dropped. */
const xmlText = (text: string) =>
  escapeXml(Array.from(text, (char) => (isXmlChar(char.codePointAt(0)!) ? char : '')).join(''));
const isXmlChar = (code: number) => code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);

const FDX_TYPE: Partial<Record<ScriptElement['type'], string>> = {
  heading: 'Scene Heading',
  action: 'Action',
  character: 'Character',
  parenthetical: 'Parenthetical',
  dialogue: 'Dialogue',
  transition: 'Transition',
  lyrics: 'Lyrics',
  section: 'Outline 1',
  synopsis: 'Outline Body',
  centered: 'Action',
};

function textRuns(element: ScriptElement): string {
  const runs: TextRun[] = element.runs ?? [{ text: element.text }];
  const framed = element.type === 'parenthetical' ? [{ text: '(' }, ...runs, { text: ')' }] : runs;
  return framed
    .map((run) => {
      const style = [run.bold && 'Bold', run.italic && 'Italic', run.underline && 'Underline'].filter(Boolean).join('+');
      return `<Text${style ? ` Style="${style}"` : ''}>${xmlText(run.text)}</Text>`;
    })
    .join('');
}

function paragraph(element: ScriptElement, newPage: boolean, summary?: string): string {
  const attributes = [
    element.type === 'heading' && element.sceneNumber ? ` Number="${xmlText(element.sceneNumber)}"` : '',
    ` Type="${FDX_TYPE[element.type] ?? 'Action'}"`,
    element.type === 'centered' ? ' Alignment="Center"' : '',
    newPage ? ' StartsNewPage="Yes"' : '',
  ].join('');
  const properties = summary ? `<SceneProperties><Summary><Paragraph><Text>${xmlText(summary)}</Text></Paragraph></Summary></SceneProperties>` : '';
  return `    <Paragraph${attributes}>${properties}${textRuns(element)}</Paragraph>`;
}

/**
 * Cues are written in the case they print in (capitals, with a name's own lower-case letters:
 * McGILLIVRAY), so the Character style drops the AllCaps of Final Draft's template.
 */
const CUES_AS_WRITTEN = '  <ElementSettings Type="Character">\n    <FontSpec Font="Courier Final Draft" Size="12" Style=""/>\n  </ElementSettings>\n';

/**
 * A script as a Final Draft document (.fdx): Content paragraphs of Final Draft's own types, text
 * styles as Style runs, a synopsis right under a heading as that scene's summary, the two speakers
 * of dual dialogue in a DualDialogue block, and the title page. Our reader gives back the elements.
 */
export function writeFdx(script: ParsedScript): string {
  const out: string[] = [];
  const { elements } = script;
  let newPage = false;
  for (let index = 0; index < elements.length; index += 1) {
    const element = elements[index];
    if (element.type === 'page-break') {
      newPage = true;
      continue;
    }
    if (!element.text) continue;
    if (element.type === 'heading' && elements[index + 1]?.type === 'synopsis' && elements[index + 1].text) {
      out.push(paragraph(element, newPage, elements[index + 1].text));
      index += 1;
    } else if (element.type === 'character' && !element.dual && dualStart(elements, index) !== null) {
      // First speaker, then the dual one: one DualDialogue block.
      const end = dualEnd(elements, dualStart(elements, index)!);
      const inner = elements.slice(index, end).filter((part) => part.text).map((part) => paragraph({ ...part, dual: undefined }, false).replace(/^ {4}/, '      '));
      out.push(`    <Paragraph${newPage ? ' StartsNewPage="Yes"' : ''}><DualDialogue>\n${inner.join('\n')}\n    </DualDialogue></Paragraph>`);
      index = end - 1;
    } else {
      out.push(paragraph(element, newPage));
    }
    newPage = false;
  }
  // The title first: a reader takes the title page's first line for it.
  const title = Object.entries(script.titlePage)
    .filter(([, value]) => value.trim())
    .sort(([a], [b]) => Number(b === 'title') - Number(a === 'title'))
    .flatMap(([key, value]) => (key === 'title' ? value.split('\n') : [`${key.charAt(0).toUpperCase()}${key.slice(1)}: ${value.replace(/\n/g, ', ')}`]));
  const titlePage = title.length
    ? `  <TitlePage>\n    <Content>\n${title.map((line) => `      <Paragraph Alignment="Center" Type="Action"><Text>${xmlText(line)}</Text></Paragraph>`).join('\n')}\n    </Content>\n  </TitlePage>\n`
    : '';
  return `<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<FinalDraft DocumentType="Script" Template="No" Version="5">\n  <Content>\n${out.join('\n')}\n  </Content>\n${titlePage}${CUES_AS_WRITTEN}</FinalDraft>\n`;
}

const SPEECH = new Set<ScriptElement['type']>(['parenthetical', 'dialogue', 'lyrics']);

/** Where the first speaker's speech ends, when a dual cue follows right after it. */
function dualStart(elements: ScriptElement[], cue: number): number | null {
  let index = cue + 1;
  while (index < elements.length && SPEECH.has(elements[index].type) && !elements[index].dual) index += 1;
  return elements[index]?.type === 'character' && elements[index].dual ? index : null;
}

function dualEnd(elements: ScriptElement[], dualCue: number): number {
  let index = dualCue + 1;
  while (index < elements.length && SPEECH.has(elements[index].type) && elements[index].dual) index += 1;
  return index;
}
