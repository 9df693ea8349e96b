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
