import { parseFountain } from './fountain';

const types = (source: string) => parseFountain(source).elements.map((element) => [element.type, element.text]);

describe('parseFountain', () => {
  it('reads the title page up to the first blank line, with indented continuation lines', () => {
    const { titlePage, elements } = parseFountain('Title: **Big Coffee**\nCredit: written by\nAuthor: A. Writer\nNotes:\n\tfirst draft\n\tnot for sale\n\nINT. KITCHEN - DAY\n\nEd pours.');
    expect(titlePage).toEqual({ title: '**Big Coffee**', credit: 'written by', author: 'A. Writer', notes: 'first draft\nnot for sale' });
    expect(elements.map((element) => element.type)).toEqual(['heading', 'action']);
  });

  it.each([
    'INT. HOUSE - DAY',
    'EXT. HOUSE - DAY',
    'INT HOUSE DAY',
    'EST. HOUSE - DAY',
    'INT./EXT. HOUSE - DAY',
    'INT/EXT. HOUSE - DAY',
    'I/E. HOUSE - DAY',
    'int. house - day',
    'ИНТ. КВАРТИРА МАШИ – КУХНЯ – ДЕНЬ',
    'НАТ. ДВОР – НОЧЬ',
  ])('takes %s between blank lines as a scene heading', (heading) => {
    expect(types(`Before.\n\n${heading}\n\nAfter.`)).toEqual([
      ['action', 'Before.'],
      ['heading', heading],
      ['action', 'After.'],
    ]);
  });

  it('forces headings with a dot, reads scene numbers, and leaves look-alikes as action', () => {
    expect(parseFountain('.KITCHEN #12A#\n\nESTABLISHING\n\n...not a heading.\n\nINT. A - DAY\nEXT. B - DAY').elements).toEqual([
      { type: 'heading', text: 'KITCHEN', sceneNumber: '12A' },
      { type: 'action', text: 'ESTABLISHING' },
      { type: 'action', text: '...not a heading.' },
      { type: 'action', text: 'INT. A - DAY EXT. B - DAY' },
    ]);
  });

  it('reads cues with extensions, forced cues, parentheticals and dialogue up to a blank line', () => {
    expect(parseFountain("JIM (O.S.)\n(whispering)\nCome here.\nNow.\n\n@McCLANE\nYippee.\n\nBOB (CONT'D)\nAgain.").elements).toEqual([
      { type: 'character', text: 'JIM (O.S.)' },
      { type: 'parenthetical', text: 'whispering' },
      { type: 'dialogue', text: 'Come here. Now.' },
      { type: 'character', text: 'McCLANE' },
      { type: 'dialogue', text: 'Yippee.' },
      { type: 'character', text: "BOB (CONT'D)" },
      { type: 'dialogue', text: 'Again.' },
    ]);
  });

  it('marks the second speaker of dual dialogue', () => {
    expect(parseFountain('GIRL\nHey!\n\nGUY ^\nHello!').elements).toEqual([
      { type: 'character', text: 'GIRL' },
      { type: 'dialogue', text: 'Hey!' },
      { type: 'character', text: 'GUY', dual: true },
      { type: 'dialogue', text: 'Hello!', dual: true },
    ]);
  });

  it('reads transitions, centered text, lyrics, sections, synopses and page breaks', () => {
    expect(types('Ed leaves.\n\nCUT TO:\n\n> FADE OUT.\n\n>THE END<\n\n~Sing along\n\n# Act One\n\n= Ed meets May.\n\n===\n\nHIGH NOON')).toEqual([
      ['action', 'Ed leaves.'],
      ['transition', 'CUT TO:'],
      ['transition', 'FADE OUT.'],
      ['centered', 'THE END'],
      ['lyrics', 'Sing along'],
      ['section', 'Act One'],
      ['synopsis', 'Ed meets May.'],
      ['page-break', ''],
      ['action', 'HIGH NOON'],
    ]);
  });

  it('ignores notes and the boneyard, strips emphasis, and keeps a forced action in capitals', () => {
    expect(types('Ed [[a note]] runs *fast* and **far**, _away_.\n\n/* an old\n\nscene */\n\n!SHOUTING IN CAPS\nstill action')).toEqual([
      ['action', 'Ed runs fast and far, away.'],
      ['action', 'SHOUTING IN CAPS still action'],
    ]);
  });

  it('takes an upper-case line as a cue only with dialogue right under it', () => {
    expect(types('FADE IN:\n\nA RIVER.\n\nWILL\nDad?')).toEqual([
      ['action', 'FADE IN:'],
      ['action', 'A RIVER.'],
      ['character', 'WILL'],
      ['dialogue', 'Dad?'],
    ]);
  });
});

describe('parseFountain: the format rules of fountain.io', () => {
  it('reads emphasis that nests or combines into styled runs, the text plain', () => {
    const [element] = parseFountain('Ed sees ***it*** and _**this**_ and *so **very** much*.').elements;
    expect(element.text).toBe('Ed sees it and this and so very much.');
    expect(element.runs).toEqual([
      { text: 'Ed sees ' },
      { text: 'it', bold: true, italic: true },
      { text: ' and ' },
      { text: 'this', bold: true, underline: true },
      { text: ' and ' },
      { text: 'so ', italic: true },
      { text: 'very', italic: true, bold: true },
      { text: ' much', italic: true },
      { text: '.' },
    ]);
  });

  it('keeps escaped markers as characters and reads emphasis across a line break inside one element', () => {
    const { elements } = parseFountain('Price: 5\\*3 \\_net\\_ and *all\nof it*.\n\nMAY\nI said **no\nmore**.');
    expect(elements[0]).toEqual({ type: 'action', text: 'Price: 5*3 _net_ and all of it.', runs: [{ text: 'Price: 5*3 _net_ and ' }, { text: 'all of it', italic: true }, { text: '.' }] });
    expect(elements[2]).toEqual({ type: 'dialogue', text: 'I said no more.', runs: [{ text: 'I said ' }, { text: 'no more', bold: true }, { text: '.' }] });
  });

  it('stores names, headings and parentheticals as plain text, the styled runs beside them', () => {
    const { elements } = parseFountain('INT. **BIG** HOUSE - DAY\n\n**MAY**\n(_softly_)\nHi.\n\n*(beat)*\n\nBOB\n*(beat)*\nYes.');
    expect(elements.map(({ type, text }) => [type, text])).toEqual([
      ['heading', 'INT. BIG HOUSE - DAY'],
      ['character', 'MAY'],
      ['parenthetical', 'softly'],
      ['dialogue', 'Hi.'],
      ['action', '(beat)'],
      ['character', 'BOB'],
      ['parenthetical', 'beat'],
      ['dialogue', 'Yes.'],
    ]);
    expect(elements[0].runs).toEqual([{ text: 'INT. ' }, { text: 'BIG', bold: true }, { text: ' HOUSE - DAY' }]);
    expect(elements[2].runs).toEqual([{ text: 'softly', underline: true }]);
    expect(elements[6].runs).toEqual([{ text: 'beat', italic: true }]);
  });

  it('takes a forced heading only with a blank line after it; otherwise the lines are action', () => {
    expect(types('.OPENING TITLES\nRoll over black.\n\n.OPENING TITLES\n\nRoll.')).toEqual([
      ['action', '.OPENING TITLES Roll over black.'],
      ['heading', 'OPENING TITLES'],
      ['action', 'Roll.'],
    ]);
  });

  it('lets a note span lines, but an empty line ends it unless the line holds two spaces', () => {
    expect(types('Ed [[a note\nover lines]] runs.\n\nMay [[a note\n  \nwith two spaces]] sits.\n\nBob [[not a note\n\nafter all]] waits.')).toEqual([
      ['action', 'Ed runs.'],
      ['action', 'May sits.'],
      ['action', 'Bob [[not a note'],
      ['action', 'after all]] waits.'],
    ]);
  });

  it('keeps every title-page key its own value: indented values, repeated and unknown keys', () => {
    const { titlePage, elements } = parseFountain(
      'Title:\n    THE BIG ONE\n    part two\nAuthor: Ann\nAuthor: Bob\nRevision: Blue\nType: Feature\nEpisode: 3\n\nINT. HALL - DAY\n\nEmpty.',
    );
    expect(titlePage).toEqual({ title: 'THE BIG ONE\npart two', author: 'Ann\nBob', revision: 'Blue', type: 'Feature', episode: '3' });
    expect(elements.map((element) => element.type)).toEqual(['heading', 'action']);
  });

  it('never takes a script that opens with FADE IN: for a title page', () => {
    expect(parseFountain('FADE IN:\n\nINT. HALL - DAY').titlePage).toEqual({});
  });
});
