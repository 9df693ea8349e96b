import { FdxError, parseFdx } from './fdx';

const document = (content: string, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<FinalDraft DocumentType="Script" Version="5">\n<Content>\n${content}\n</Content>\n${extra}</FinalDraft>`;
const paragraph = (type: string, ...runs: string[]) => `<Paragraph Type="${type}">${runs.map((run) => `<Text>${run}</Text>`).join('')}</Paragraph>`;

describe('parseFdx', () => {
  it('reads every paragraph type, joins Text runs, and upper-cases headings and cues stored in any case', () => {
    const { elements } = parseFdx(
      document(
        [
          '<Paragraph Number="4" Type="Scene Heading"><SceneProperties Length="1/8" Page="1" Title=""/><Text>Int. radio </Text><Text Style="Bold">studio</Text></Paragraph>',
          paragraph('Action', 'Dave &amp; Jim wait.'),
          paragraph('Character', 'Jim (O.S.)'),
          paragraph('Parenthetical', '(bored)'),
          paragraph('Dialogue', 'Hey ', 'everyone.'),
          paragraph('Transition', 'Cut to:'),
          paragraph('Shot', 'ANGLE ON THE GLASS'),
        ].join('\n'),
      ),
    );
    expect(elements).toEqual([
      { type: 'heading', text: 'INT. RADIO STUDIO', sceneNumber: '4', runs: [{ text: 'INT. RADIO ' }, { text: 'STUDIO', bold: true }] },
      { type: 'action', text: 'Dave & Jim wait.' },
      { type: 'character', text: 'JIM (O.S.)' },
      { type: 'parenthetical', text: 'bored' },
      { type: 'dialogue', text: 'Hey everyone.' },
      { type: 'transition', text: 'CUT TO:' },
      { type: 'action', text: 'ANGLE ON THE GLASS' },
    ]);
  });

  it("keeps a cue's case when the document's Character style has no AllCaps, and still upper-cases the other types", () => {
    const settings = '<ElementSettings Type="Character"><FontSpec Font="Courier Final Draft" Size="12" Style=""/></ElementSettings>';
    const { elements } = parseFdx(document([paragraph('Scene Heading', 'Int. pub'), paragraph('Character', 'McGILLIVRAY'), paragraph('Dialogue', 'Aye.')].join('\n'), settings));
    expect(elements).toEqual([
      { type: 'heading', text: 'INT. PUB' },
      { type: 'character', text: 'McGILLIVRAY' },
      { type: 'dialogue', text: 'Aye.' },
    ]);
  });

  it('marks the second speaker of a DualDialogue block', () => {
    const { elements } = parseFdx(
      document(`<Paragraph><DualDialogue>${paragraph('Character', 'GIRL')}${paragraph('Dialogue', 'Hey!')}${paragraph('Character', 'GUY')}${paragraph('Dialogue', 'Hello!')}</DualDialogue></Paragraph>`),
    );
    expect(elements).toEqual([
      { type: 'character', text: 'GIRL' },
      { type: 'dialogue', text: 'Hey!' },
      { type: 'character', text: 'GUY', dual: true },
      { type: 'dialogue', text: 'Hello!', dual: true },
    ]);
  });

  it('never reads settings, SmartType lists or the title page as content', () => {
    const settings = `<ElementSettings Type="Scene Heading"><FontSpec AllCaps="Yes"/></ElementSettings><SmartType><Characters><Character>GHOST</Character></Characters><Extensions><Extension>(V.O.)</Extension></Extensions></SmartType><TitlePage><Content>${paragraph('Action', 'The Radio Play')}</Content></TitlePage>`;
    const parsed = parseFdx(document(paragraph('Action', 'Only this.'), settings));
    expect(parsed.elements).toEqual([{ type: 'action', text: 'Only this.' }]);
    expect(parsed.titlePage).toEqual({ title: 'The Radio Play' });
  });

  it('refuses DTDs and entity declarations before parsing, and broken XML', () => {
    const laughs = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><FinalDraft><Content><Paragraph Type="Action"><Text>&lol2;</Text></Paragraph></Content></FinalDraft>';
    expect(() => parseFdx(laughs)).toThrow(FdxError);
    expect(() => parseFdx('<?xml version="1.0"?><!DOCTYPE x SYSTEM "file:///etc/passwd"><FinalDraft/>')).toThrow(/DTD/);
    expect(() => parseFdx('<FinalDraft><Content><Paragraph></FinalDraft>')).toThrow(/XML is broken/);
  });
});

describe('parseFdx: what Final Draft writes', () => {
  it('reads a scene summary as the synopsis under its heading', () => {
    const { elements } = parseFdx(
      document(
        '<Paragraph Type="Scene Heading"><SceneProperties Length="1/8" Page="1" Title="Arrival"><Summary><Paragraph Alignment="Left"><Text>Ed comes </Text><Text>home late.</Text></Paragraph></Summary></SceneProperties><Text>INT. HALL - NIGHT</Text></Paragraph>' +
          paragraph('Action', 'Dark.'),
      ),
    );
    expect(elements).toEqual([
      { type: 'heading', text: 'INT. HALL - NIGHT' },
      { type: 'synopsis', text: 'Ed comes home late.' },
      { type: 'action', text: 'Dark.' },
    ]);
  });

  it('reads acts and outline levels as sections, an outline body as a synopsis, a cast list as action, styles as runs', () => {
    const { elements } = parseFdx(
      document(
        [
          paragraph('New Act', 'ACT ONE'),
          paragraph('Outline 1', 'The arrival'),
          paragraph('Outline Body', 'Ed arrives.'),
          paragraph('Cast List', 'ED, MAY'),
          '<Paragraph Type="Action"><Text>Ed is </Text><Text Style="Bold+Italic">very</Text><Text Style="Underline"> late</Text><Text>.</Text></Paragraph>',
          paragraph('End of Act', 'END OF ACT ONE'),
          '<Paragraph Type="Custom Thing" Alignment="Center"><Text>INTERMISSION</Text></Paragraph>',
        ].join(''),
      ),
    );
    expect(elements.map(({ type, text }) => [type, text])).toEqual([
      ['section', 'ACT ONE'],
      ['section', 'The arrival'],
      ['synopsis', 'Ed arrives.'],
      ['action', 'ED, MAY'],
      ['action', 'Ed is very late.'],
      ['section', 'END OF ACT ONE'],
      ['centered', 'INTERMISSION'],
    ]);
    expect(elements[4].runs).toEqual([{ text: 'Ed is ' }, { text: 'very', bold: true, italic: true }, { text: ' late', underline: true }, { text: '.' }]);
  });
});
