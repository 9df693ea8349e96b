import { parsePdf, PdfError } from './pdf';
import { makePdf, type PdfText } from './testing/make-pdf';

// A screenplay page's margins in points: action 108, dialogue 180, parenthetical 216, cue 252, transition ~450.
const action = (y: number, text: string): PdfText => [108, y, text];
const cue = (y: number, text: string): PdfText => [252, y, text];
const speech = (y: number, text: string): PdfText => [180, y, text];

describe('parsePdf', () => {
  it('classifies lines by their indent and joins wrapped lines into one element', async () => {
    const { elements } = await parsePdf(
      makePdf([
        [
          action(700, 'INT. KITCHEN - DAY'),
          action(676, 'Ed pours coffee. The radio'),
          action(664, 'hums.'),
          cue(640, 'ED (V.O.)'),
          [216, 628, '(quietly)'],
          speech(616, 'Every morning the same'),
          speech(604, 'song.'),
          [450, 580, 'CUT TO:'],
        ],
      ]),
    );
    expect(elements).toEqual([
      { type: 'heading', text: 'INT. KITCHEN - DAY' },
      { type: 'action', text: 'Ed pours coffee. The radio hums.' },
      { type: 'character', text: 'ED (V.O.)' },
      { type: 'parenthetical', text: 'quietly' },
      { type: 'dialogue', text: 'Every morning the same song.' },
      { type: 'transition', text: 'CUT TO:' },
    ]);
  });

  it('drops page numbers, (MORE) and CONTINUED, takes margin scene numbers as the heading number, and joins a speech across pages', async () => {
    const { elements } = await parsePdf(
      makePdf([
        [[72, 700, '12'], action(700, 'EXT. COVE - NIGHT'), [530, 700, '12'], cue(676, 'WILL'), speech(664, 'I waited all'), [216, 100, '(MORE)'], action(60, 'CONTINUED:')],
        [[530, 750, '2.'], action(720, 'CONTINUED:'), cue(700, "WILL (CONT'D)"), speech(688, 'night for you.'), action(664, 'Silence.')],
      ]),
    );
    expect(elements).toEqual([
      { type: 'heading', text: 'EXT. COVE - NIGHT', sceneNumber: '12' },
      { type: 'character', text: 'WILL' },
      { type: 'dialogue', text: 'I waited all night for you.' },
      { type: 'action', text: 'Silence.' },
    ]);
  });

  it('splits dual dialogue columns into two speakers, the right one marked dual', async () => {
    const { elements } = await parsePdf(
      makePdf([[action(700, 'INT. STAGE - NIGHT'), [180, 676, 'GIRL'], [390, 676, 'GUY'], [144, 664, 'Hey!'], [354, 664, 'Hello!'], action(640, 'They laugh.')]]),
    );
    expect(elements).toEqual([
      { type: 'heading', text: 'INT. STAGE - NIGHT' },
      { type: 'character', text: 'GIRL' },
      { type: 'dialogue', text: 'Hey!' },
      { type: 'character', text: 'GUY', dual: true },
      { type: 'dialogue', text: 'Hello!', dual: true },
      { type: 'action', text: 'They laugh.' },
    ]);
  });

  it('takes a first page without script elements as the title page', async () => {
    const parsed = await parsePdf(makePdf([[[250, 480, 'THE LONG NIGHT'], [270, 440, 'written by']], [action(700, 'INT. HALL - DAY'), action(676, 'Empty.')]]));
    expect(parsed.titlePage).toEqual({ title: 'THE LONG NIGHT' });
    expect(parsed.elements.map((element) => element.type)).toEqual(['heading', 'action']);
  });

  it('takes scene numbers from either margin (12, 2-B, A12) off the heading, also when most lines carry one', async () => {
    const { elements } = await parsePdf(
      makePdf([
        [
          [72, 700, '1'], action(700, 'INT. HALL - DAY'), [540, 700, '1'],
          action(676, 'Dark.'),
          [72, 652, '2-B'], action(652, 'EXT. YARD - NIGHT'), [540, 652, '2-B'],
          action(628, 'INT. CAR - DAY'), [540, 628, 'A12'],
          [72, 604, '14'], action(604, 'THE ROOF'),
          action(580, '15 INT. BARN - DAY 15'),
        ],
      ]),
    );
    expect(elements).toEqual([
      { type: 'heading', text: 'INT. HALL - DAY', sceneNumber: '1' },
      { type: 'action', text: 'Dark.' },
      { type: 'heading', text: 'EXT. YARD - NIGHT', sceneNumber: '2-B' },
      { type: 'heading', text: 'INT. CAR - DAY', sceneNumber: 'A12' },
      { type: 'heading', text: 'THE ROOF', sceneNumber: '14' },
      { type: 'heading', text: 'INT. BARN - DAY', sceneNumber: '15' },
    ]);
  });

  it('reads a first page without a heading as script when it does not look like a title page', async () => {
    const parsed = await parsePdf(makePdf([[action(700, 'FADE IN:'), action(676, 'A long road runs into the'), action(664, 'night.')], [action(700, 'INT. HALL - DAY')]]));
    expect(parsed.titlePage).toEqual({});
    expect(parsed.elements.map((element) => element.text)).toEqual(['FADE IN:', 'A long road runs into the night.', 'INT. HALL - DAY']);
  });

  it('reads dual dialogue on the first page, before any heading', async () => {
    const parsed = await parsePdf(makePdf([[[180, 676, 'GIRL'], [390, 676, 'GUY'], [144, 664, 'Hey!'], [354, 664, 'Hello!']]]));
    expect(parsed.titlePage).toEqual({});
    expect(parsed.elements).toEqual([
      { type: 'character', text: 'GIRL' },
      { type: 'dialogue', text: 'Hey!' },
      { type: 'character', text: 'GUY', dual: true },
      { type: 'dialogue', text: 'Hello!', dual: true },
    ]);
  });

  it('knows a cue by its position with lower-case letters in the name, and ends a speech at the next cue', async () => {
    const { elements } = await parsePdf(
      makePdf([[action(700, 'INT. PUB - NIGHT'), cue(676, 'McGILLIVRAY'), speech(664, 'Aye.'), cue(652, 'DeMARCO (O.S.)'), speech(640, 'No chance.'), cue(628, 'ED'), speech(616, 'Fine.'), cue(604, 'MacLEOD'), speech(592, 'Och.'), action(568, 'They drink.'), action(544, 'Rain outside.')]]),
    );
    expect(elements).toEqual([
      { type: 'heading', text: 'INT. PUB - NIGHT' },
      { type: 'character', text: 'McGILLIVRAY' },
      { type: 'dialogue', text: 'Aye.' },
      { type: 'character', text: 'DeMARCO (O.S.)' },
      { type: 'dialogue', text: 'No chance.' },
      { type: 'character', text: 'ED' },
      { type: 'dialogue', text: 'Fine.' },
      { type: 'character', text: 'MacLEOD' },
      { type: 'dialogue', text: 'Och.' },
      { type: 'action', text: 'They drink.' },
      { type: 'action', text: 'Rain outside.' },
    ]);
  });

  it('refuses a broken file with a PdfError', async () => {
    await expect(parsePdf(new TextEncoder().encode('%PDF-1.7\n1 0 obj <<'))).rejects.toBeInstanceOf(PdfError);
  });
});
