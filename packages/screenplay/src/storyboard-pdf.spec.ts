import { PANELS_PER_PAGE, writeStoryboardPdf, type StoryboardPdfPanel } from './storyboard-pdf';
import { readPdfPages } from './testing/read-pdf-pages';

/** A 16x9 PNG of one grey: a stand-in for a drawn frame. */
const PICTURE = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAFElEQVR4nGNwaDhAEmIY1TAoNAAA0JDYAfmWJooAAAAASUVORK5CYII=', 'base64'));

const panel = (overrides: Partial<StoryboardPdfPanel> = {}): StoryboardPdfPanel => ({ shotNumber: 1, shotKind: 'Wide', picture: PICTURE, lines: [], ...overrides });

const KINDS = ['Establishing', 'Medium', 'Close-up', 'Over the shoulder', 'Reaction', 'Two-shot', 'Insert'];

describe('writeStoryboardPdf', () => {
  it('prints six panels a page, each with its picture, shot number and kind and its lines, the heading atop every page of the scene and page numbers', async () => {
    const bytes = await writeStoryboardPdf({
      title: 'The Long Night',
      scenes: [
        {
          heading: 'INT. BARN - NIGHT',
          panels: KINDS.map((shotKind, index) =>
            panel({
              shotNumber: index + 1,
              shotKind,
              lines: index === 2 ? [{ speaker: 'McGILLIVRAY', parenthetical: 'quietly', text: 'Where were you last night?' }, { speaker: 'Mira', text: 'Out by the well.' }] : [],
            }),
          ),
        },
        { heading: 'EXT. WELL - DAY', panels: [panel({ lines: [{ speaker: 'Zoë', text: 'Café?' }] })] },
      ],
    });

    const pages = await readPdfPages(bytes);
    expect(pages.map((page) => page.images)).toEqual([PANELS_PER_PAGE, KINDS.length - PANELS_PER_PAGE, 1]);
    expect(pages.map((page) => page.texts[0])).toEqual(['INT. BARN - NIGHT', 'INT. BARN - NIGHT (continued)', 'EXT. WELL - DAY']);
    expect(pages.flatMap((page) => page.texts.filter((text) => text.startsWith('Shot ')))).toEqual([...KINDS.map((kind, index) => `Shot ${index + 1} · ${kind}`), 'Shot 1 · Wide']);
    expect(pages[0].texts).toEqual(expect.arrayContaining(['McGILLIVRAY', '(quietly)', 'Where were you last night?', 'Mira', 'Out by the well.']));
    expect(pages[2].texts).toEqual(expect.arrayContaining(['Zoë', 'Café?', '3 of 3']));
    expect(pages[0].texts).toContain('1 of 3');
  });

  it('names the scenes it leaves out on a first page of their own', async () => {
    const pages = await readPdfPages(
      await writeStoryboardPdf({ title: 'Rain', scenes: [{ heading: 'Barn', panels: [panel()] }], leftOut: ["Well: no set, no cast"] }),
    );
    expect(pages).toHaveLength(2);
    expect(pages[0]).toMatchObject({ images: 0, texts: expect.arrayContaining(['Well: no set, no cast', '1 of 2']) });
    expect(pages[1].texts).toContain('2 of 2');
  });

  it('prints a long speech smaller and, past the least size, cut with an ellipsis, inside its panel', async () => {
    const speech = Array.from({ length: 400 }, (_, index) => `word${index}`).join(' ');
    const [page] = await readPdfPages(await writeStoryboardPdf({ title: 'Rain', scenes: [{ heading: 'Barn', panels: [panel({ lines: [{ speaker: 'ED', text: speech }] })] }] }));
    expect(page.texts).toContain('…');
    expect(page.texts.join(' ')).not.toContain('word399');
  });

  it('refuses a picture that is neither JPEG nor PNG, and a storyboard without panels', async () => {
    await expect(writeStoryboardPdf({ title: 'Rain', scenes: [{ heading: 'Barn', panels: [panel({ picture: new Uint8Array([1, 2, 3]) })] }] })).rejects.toThrow('JPEG or a PNG');
    await expect(writeStoryboardPdf({ title: 'Rain', scenes: [] })).rejects.toThrow('at least one panel');
  });
});
