import fc from 'fast-check';
import { analyzeScreenplay } from './analyze';
import type { ScreenplayAnalysis, ScreenplayFormat } from './analysis';
import { parseFdx } from './fdx';
import { parseFountain } from './fountain';
import { parsePdf } from './pdf';
import { scriptFromScenes, writeScreenplay, type ScreenplayScene } from './write';
import { writeFdx } from './write-fdx';
import { writeFountain } from './write-fountain';
import { writePdf } from './write-pdf';
import { readPdfPages } from './testing/read-pdf-pages';

const analysisOf = async (bytes: Uint8Array): Promise<ScreenplayAnalysis> => {
  const outcome = await analyzeScreenplay({ bytes }, { directorMemory: false });
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.analysis;
};

/** What a round trip must keep: scenes, cast, lines, speakers and parentheticals. */
const essence = (analysis: ScreenplayAnalysis) => ({
  cast: analysis.characters.map((character) => character.name),
  // What is inferred from the lines (their direction) is not part of what is written.
  scenes: analysis.scenes.map((scene) => ({
    name: scene.name,
    characters: scene.characters,
    dialogue: scene.dialogue.map(({ character, text, parenthetical }) => ({ character, text, ...(parenthetical === undefined ? {} : { parenthetical }) })),
  })),
});

const expected = (scenes: ScreenplayScene[]) => {
  const cast: string[] = [];
  return {
    scenes: scenes.map((scene) => {
      const characters: string[] = [];
      for (const line of scene.lines) {
        if (!characters.includes(line.character)) characters.push(line.character);
        if (!cast.includes(line.character)) cast.push(line.character);
      }
      return { name: scene.heading, characters, dialogue: scene.lines.map((line) => ({ character: line.character, text: line.text, ...(line.parenthetical ? { parenthetical: line.parenthetical } : {}) })) };
    }),
    cast,
  };
};

const word = fc.constantFrom('the', 'door', 'rain', 'kept', 'falling', 'she', 'said', 'nothing', 'again', '5*3', 'snake_case', 'A&B', '<why>', "don't", '“quoted”', 'café', 'well,', 'now!', 'really?', 'twelve', '12');
const sentence = (min: number, max: number) => fc.array(word, { minLength: min, maxLength: max }).map((words) => `So ${words.join(' ')}.`);
const heading = fc
  .tuple(fc.constantFrom('INT.', 'EXT.', 'INT./EXT.'), fc.constantFrom('KITCHEN', 'OLD MILL', 'SMUGGLERS COVE', 'CAR'), fc.constantFrom('DAY', 'NIGHT', 'LATER'))
  .map(([prefix, place, time]) => `${prefix} ${place} - ${time}`);
// Cues keep their case: names with lower-case letters (Mc, De) and accents come back as written.
const speaker = fc.constantFrom('ANNA', 'BOB SMITH', 'DR. NO', 'MAY', 'O\'BRIEN', 'McGILLIVRAY', 'DeMARCO', 'JOSÉ', 'RENÉE DuPONT', 'MacLEOD');
const scene = fc.record({
  heading,
  description: fc.option(sentence(1, 30), { nil: undefined }),
  lines: fc.array(
    fc.record({ character: speaker, text: sentence(1, 60), parenthetical: fc.option(fc.array(fc.constantFrom('quietly', 'beat', 'to May', 'turning'), { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')), { nil: undefined }) }),
    { maxLength: 8 },
  ),
});
const scripts = fc.record({ title: fc.option(fc.constantFrom('The Long Night', 'Rain'), { nil: null }), scenes: fc.array(scene, { minLength: 1, maxLength: 8 }) });

describe('writing a screenplay', () => {
  it.each<ScreenplayFormat>(['fountain', 'fdx', 'pdf'])('gives back the same scenes, cast, lines, speakers and parentheticals when read again (%s)', async (format) => {
    await fc.assert(
      fc.asyncProperty(scripts, async ({ title, scenes }) => {
        const { bytes } = await writeScreenplay(scriptFromScenes(title, scenes), format, { sceneNumbers: true });
        const analysis = await analysisOf(bytes);
        expect(analysis.format).toBe(format);
        expect(essence(analysis)).toEqual(expected(scenes));
        expect(analysis.title).toBe(title);
      }),
      { numRuns: format === 'pdf' ? 25 : 100 },
    );
  }, 120_000);

  it('writes Fountain that our reader reads back element for element: emphasis, forced elements, dual dialogue, title page', () => {
    const source = [
      'Title: The Long Night',
      'Author: Ann',
      'Type: Feature',
      '',
      '.OPENING TITLES #1#',
      '',
      'A *slow* fade, **very** ***bold*** and _under_ 5\\*3.',
      '',
      '!LOUD NOISES',
      '',
      '@McCLANE (O.S.)',
      '(*softly*)',
      'Yippee.',
      '',
      'GIRL',
      'Hey!',
      '',
      'GUY ^',
      'Hello!',
      '',
      '> THE END <',
      '',
      '> FADE OUT.',
    ].join('\n');
    const parsed = parseFountain(source);
    expect(parseFountain(writeFountain(parsed))).toEqual(parsed);
  });

  it('writes FDX that our reader reads back unchanged, with styles, summaries, dual dialogue and scene numbers', () => {
    const parsed = parseFountain('Title: Rain\n\nINT. HALL - DAY #4A#\n\n= Ed comes home.\n\nEd is *very* **late** & <wet>.\n\nED\n(_tired_)\nHi.\n\nGIRL\nHey!\n\nGUY ^\nHello!\n\n>THE END<\n\nCUT TO:');
    const written = writeFdx(parsed);
    expect(written).toContain('<FinalDraft DocumentType="Script"');
    expect(parseFdx(written)).toEqual(parsed);
  });

  it('lays a PDF out in the industry positions, numbers headings in both margins and pages from page 2', async () => {
    const long = Array.from({ length: 80 }, (_, index) => `word${index}`).join(' ');
    const script = scriptFromScenes('Rain', [{ heading: 'INT. HALL - DAY', description: 'Ed waits.', lines: Array.from({ length: 12 }, () => ({ character: 'ED', text: long, parenthetical: 'beat' })) }]);
    const bytes = await writePdf(script, { sceneNumbers: true });
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
    const items = async (number: number) => ((await (await document.getPage(number)).getTextContent()).items as Array<{ str: string; transform: number[]; fontName: string }>).map((item) => ({ text: item.str, x: Math.round(item.transform[4] * 10) / 10, y: item.transform[5] }));
    expect(document.numPages).toBeGreaterThanOrEqual(3);
    const first = await items(2);
    expect(first.filter((item) => item.text === '1').map((item) => item.x)).toEqual([54, 558]);
    expect(first.find((item) => item.text === 'INT. HALL - DAY')?.x).toBe(108);
    expect(first.find((item) => item.text === 'ED')?.x).toBe(266.4);
    expect(first.find((item) => item.text === '(beat)')?.x).toBe(223.2);
    expect(first.find((item) => item.text.startsWith('word0'))?.x).toBe(180);
    expect(first.some((item) => item.text === '(MORE)')).toBe(true);
    const second = await items(3);
    expect(second.some((item) => item.text === "ED (CONT'D)")).toBe(true);
    expect(second.find((item) => item.text === '2.')).toMatchObject({ x: 525.6 });
    await document.destroy();
    expect(await parsePdf(bytes)).toMatchObject({ titlePage: { title: 'Rain' } });
  });

  it("keeps a cue's own lower-case letters: forced with @ in Fountain, without AllCaps in FDX, printed as written in PDF; other names in capitals", async () => {
    const script = scriptFromScenes(null, [{ heading: 'INT. PUB - NIGHT', lines: [{ character: 'McGILLIVRAY', text: 'Aye.' }, { character: 'Captain Reyes', text: 'No.' }] }]);
    expect(script.elements.filter((element) => element.type === 'character').map((element) => element.text)).toEqual(['McGILLIVRAY', 'CAPTAIN REYES']);
    expect(writeFountain(script)).toContain('\n@McGILLIVRAY\nAye.\n\nCAPTAIN REYES\nNo.');
    expect(writeFdx(script)).toContain('<ElementSettings Type="Character">');
    const [page] = await readPdfPages(await writePdf(script));
    expect(page.texts).toEqual(expect.arrayContaining(['McGILLIVRAY', 'CAPTAIN REYES']));
  });

  it('prints characters Courier cannot show as ? instead of failing', async () => {
    const outcome = await analyzeScreenplay({ bytes: await writePdf(parseFountain('ИНТ. КУХНЯ – ДЕНЬ\n\nMAY\nПривет, café.')) });
    expect(outcome.ok && outcome.analysis.scenes[0].dialogue).toEqual([{ character: 'MAY', text: '??????, café.' }]);
  });
});
