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

  it('drops page numbers, (MORE), CONTINUED and margin scene numbers, and joins a speech across pages', async () => {
    const { elements } = await parsePdf(
      makePdf([
        [[72, 700, '12'], action(700, 'EXT. COVE - NIGHT'), [530, 700, '12'], cue(676, 'WILL'), speech(664, 'I waited all'), [216, 100, '(MORE)'], action(60, 'CONTINUED:')],
        [[530, 750, '2.'], action(720, 'CONTINUED:'), cue(700, "WILL (CONT'D)"), speech(688, 'night for you.'), action(664, 'Silence.')],
      ]),
    );
    expect(elements).toEqual([
      { type: 'heading', text: 'EXT. COVE - NIGHT' },
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

  it('refuses a broken file with a PdfError', async () => {
    await expect(parsePdf(new TextEncoder().encode('%PDF-1.7\n1 0 obj <<'))).rejects.toBeInstanceOf(PdfError);
  });
});
