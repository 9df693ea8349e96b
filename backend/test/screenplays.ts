/** Small screenplays written for the tests, built from parts so each test says only what it needs. */
export interface TestScene {
  heading: string;
  action?: string;
  lines?: Array<[character: string, text: string]>;
}

const DEFAULT_SCENES: TestScene[] = [
  {
    heading: 'INT. KITCHEN - DAY',
    action: 'ED BLOOM (40s), tired but kind, pours coffee for two.',
    lines: [
      ['ED BLOOM', 'Morning, kiddo.'],
      ['WILL', 'You were out late again.'],
    ],
  },
  {
    heading: 'EXT. SMUGGLERS COVE - NIGHT',
    action: 'Waves slap the rocks. WILL waits with a lantern.',
    lines: [['WILL', 'Dad? Is that you?']],
  },
  { heading: 'INT. KITCHEN - NIGHT', action: 'The kitchen, empty now. The coffee has gone cold.' },
];

/** A Fountain screenplay with a title page and the given scenes. */
export function fountainScript(scenes: TestScene[] = DEFAULT_SCENES, title = 'Big Coffee'): string {
  const body = scenes.map(({ heading, action, lines = [] }) =>
    [heading, '', ...(action ? [action, ''] : []), ...lines.flatMap(([character, text]) => [character, text, ''])].join('\n'),
  );
  return [`Title: ${title}`, 'Author: The Tests', '', body.join('\n')].join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The same screenplay as a Final Draft document. */
export function fdxScript(scenes: TestScene[] = DEFAULT_SCENES): string {
  const paragraph = (type: string, text: string) => `<Paragraph Type="${type}"><Text>${escapeXml(text)}</Text></Paragraph>`;
  const content = scenes.flatMap(({ heading, action, lines = [] }) => [
    paragraph('Scene Heading', heading),
    ...(action ? [paragraph('Action', action)] : []),
    ...lines.flatMap(([character, text]) => [paragraph('Character', character), paragraph('Dialogue', text)]),
  ]);
  return `<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<FinalDraft DocumentType="Script" Template="No" Version="5">\n<Content>\n${content.join('\n')}\n</Content>\n</FinalDraft>\n`;
}
