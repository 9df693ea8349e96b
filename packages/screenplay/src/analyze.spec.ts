import fc from 'fast-check';
import { analyzeScreenplay, sniffFormat } from './analyze';
import { makePdf } from './testing/make-pdf';

const SCRIPT = [
  'Title: Breakfast',
  '',
  'INT. KITCHEN - DAY',
  '',
  'ED BLOOM (40s), tired but kind, pours coffee.',
  '',
  'ED BLOOM',
  'Morning.',
  '',
  'MAY (O.S.)',
  '(sleepy)',
  'Is it?',
  '',
  "ED BLOOM (CONT'D)",
  'It is.',
  '',
  'EXT. SMUGGLERS COVE - NIGHT',
  '',
  'MAY waits by the water.',
  '',
  'MAY',
  'Where are you?',
].join('\n');

const fdx = (body: string) => `<?xml version="1.0"?><FinalDraft DocumentType="Script"><Content>${body}</Content></FinalDraft>`;

describe('analyzeScreenplay', () => {
  it('groups the script into scenes with their place, time, cast and lines; one person is one character', async () => {
    const outcome = await analyzeScreenplay({ text: SCRIPT }, { directorMemory: true });
    if (!outcome.ok) throw new Error(outcome.reason);
    const { analysis } = outcome;
    expect(analysis.title).toBe('Breakfast');
    expect(analysis.scenes.map(({ name, location, timeOfDay, interior, characters }) => ({ name, location, timeOfDay, interior, characters }))).toEqual([
      { name: 'INT. KITCHEN - DAY', location: 'KITCHEN', timeOfDay: 'DAY', interior: 'INT', characters: ['ED BLOOM', 'MAY'] },
      { name: 'EXT. SMUGGLERS COVE - NIGHT', location: 'SMUGGLERS COVE', timeOfDay: 'NIGHT', interior: 'EXT', characters: ['MAY'] },
    ]);
    expect(analysis.scenes[0].dialogue).toEqual([
      { character: 'ED BLOOM', text: 'Morning.' },
      { character: 'MAY', text: 'Is it?', parenthetical: 'sleepy' },
      { character: 'ED BLOOM', text: 'It is.' },
    ]);
    expect(analysis.scenes[0].description).toBe('ED BLOOM (40s), tired but kind, pours coffee.');
    expect(analysis.characters).toEqual([
      { name: 'ED BLOOM', description: 'ED BLOOM (40s), tired but kind, pours coffee.', traits: ['tired', 'kind'], dialogueExamples: ['Morning.', 'It is.'] },
      { name: 'MAY', description: 'MAY waits by the water.', traits: [], dialogueExamples: ['Is it?', 'Where are you?'] },
    ]);
    expect(analysis.directorMemory).toMatchObject({
      theme: expect.stringMatching(/^Breakfast: recurring images: /),
      characters: [{ name: 'ED BLOOM' }, { name: 'MAY' }],
      scenes: [{ name: 'INT. KITCHEN - DAY' }, { name: 'EXT. SMUGGLERS COVE - NIGHT' }],
    });
    const without = await analyzeScreenplay({ text: SCRIPT }, { directorMemory: false });
    expect(without.ok && without.analysis.directorMemory).toBeNull();
  });

  it('gives the same analysis of one script in Fountain, Final Draft and PDF', async () => {
    const fountain = 'INT. KITCHEN - DAY\n\nEd pours.\n\nED\nMorning.\n';
    const finalDraft = fdx('<Paragraph Type="Scene Heading"><Text>INT. KITCHEN - DAY</Text></Paragraph><Paragraph Type="Action"><Text>Ed pours.</Text></Paragraph><Paragraph Type="Character"><Text>ED</Text></Paragraph><Paragraph Type="Dialogue"><Text>Morning.</Text></Paragraph>');
    const pdf = makePdf([[[108, 700, 'INT. KITCHEN - DAY'], [108, 676, 'Ed pours.'], [252, 652, 'ED'], [180, 640, 'Morning.']]]);
    const results = await Promise.all([
      analyzeScreenplay({ bytes: new TextEncoder().encode(fountain), fileName: 'a.fountain' }),
      analyzeScreenplay({ bytes: new TextEncoder().encode(finalDraft), fileName: 'a.txt' }),
      analyzeScreenplay({ bytes: pdf, fileName: 'a.fdx' }),
    ]);
    const scenes = results.map((result) => (result.ok ? [result.analysis.format, result.analysis.scenes] : result.reason));
    expect(scenes.map((entry) => entry[0])).toEqual(['fountain', 'fdx', 'pdf']);
    expect(scenes[1][1]).toEqual(scenes[0][1]);
    expect(scenes[2][1]).toEqual(scenes[0][1]);
  });

  it('reads lyrics under a cue as that character singing a line; a lyric after the action is no one\'s', async () => {
    const lines = ['INT. BAR - NIGHT', '', '@McCABE', '~Happy birthday to you!', '~Happy birthday, dear Kit.', '', 'The radio plays.', '', '~A song on the radio.', '', 'KIT', 'Thanks.'];
    const outcome = await analyzeScreenplay({ text: lines.join('\n') });
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.analysis.scenes[0].dialogue).toEqual([
      { character: 'McCABE', text: 'Happy birthday to you! Happy birthday, dear Kit.' },
      { character: 'KIT', text: 'Thanks.' },
    ]);
    expect(outcome.analysis.characters.map((character) => character.name)).toEqual(['McCABE', 'KIT']);
  });

  it('sniffs the format from the bytes, not the name', () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(sniffFormat(encode('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffFormat(encode('\uFEFF<?xml version="1.0"?>\n<FinalDraft Version="5">'))).toBe('fdx');
    expect(sniffFormat(encode('INT. HOUSE - DAY'))).toBe('fountain');
    expect(sniffFormat(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe('binary');
  });

  it('gives a reason, not an analysis, for a file it cannot read or one with no screenplay', async () => {
    expect(await analyzeScreenplay({ text: 'Eggs, milk, bread.' })).toEqual({ ok: false, unreadable: false, reason: expect.stringMatching(/no scene headings/) });
    expect(await analyzeScreenplay({ bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]) })).toMatchObject({ ok: false, unreadable: true });
    expect(await analyzeScreenplay({ bytes: new TextEncoder().encode(fdx('<Paragraph>')) })).toMatchObject({ ok: false, unreadable: true, reason: expect.stringMatching(/XML is broken/) });
    expect(await analyzeScreenplay({ bytes: new TextEncoder().encode('%PDF-1.4 garbage') })).toMatchObject({ ok: false, unreadable: true });
  });
});

describe('analyzeScreenplay on random and mutated input (properties)', () => {
  const LINES = ['INT. HOUSE - DAY', 'EXT. ROAD - NIGHT', '.FORCED', 'ED', 'MAY (V.O.)', 'GUY ^', '@mcclane', '(beat)', 'Hello there.', 'CUT TO:', '> FADE OUT', '>THE END<', '~la la', '# Act', '= synopsis', '===', '/*', '*/', '[[', ']]', '', '', 'Title: X', '  ', '*bold*', '\\*', 'ИНТ. ДОМ – ДЕНЬ'];
  const script = fc.array(fc.oneof(fc.constantFrom(...LINES), fc.string()), { maxLength: 80 }).map((lines) => lines.join('\n'));

  it('never throws on Fountain built from script-like lines and random text', async () => {
    await fc.assert(
      fc.asyncProperty(script, async (text) => {
        const outcome = await analyzeScreenplay({ text });
        expect(typeof outcome.ok).toBe('boolean');
        if (outcome.ok) for (const scene of outcome.analysis.scenes) for (const line of scene.dialogue) expect(outcome.analysis.characters.map((c) => c.name)).toContain(line.character);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on mutated Final Draft documents', async () => {
    const base = fdx('<Paragraph Type="Scene Heading"><Text>INT. A - DAY</Text></Paragraph><Paragraph><DualDialogue><Paragraph Type="Character"><Text>ED</Text></Paragraph><Paragraph Type="Dialogue"><Text>Hi &amp; bye</Text></Paragraph></DualDialogue></Paragraph>');
    await fc.assert(
      fc.asyncProperty(fc.nat(base.length), fc.nat(base.length), fc.string({ maxLength: 12 }), async (from, to, insert) => {
        const mutated = base.slice(0, Math.min(from, to)) + insert + base.slice(Math.max(from, to));
        const outcome = await analyzeScreenplay({ bytes: new TextEncoder().encode(mutated) });
        expect(typeof outcome.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on truncated or corrupted PDFs', async () => {
    const pdf = makePdf([[[108, 700, 'INT. KITCHEN - DAY'], [252, 676, 'ED'], [180, 664, 'Morning.']]]);
    await fc.assert(
      fc.asyncProperty(fc.nat(pdf.length - 1), fc.integer({ min: 0, max: 255 }), fc.boolean(), async (at, byte, truncate) => {
        const mutated = truncate ? pdf.slice(0, Math.max(5, at)) : Uint8Array.from(pdf, (value, index) => (index === at ? byte : value));
        const outcome = await analyzeScreenplay({ bytes: mutated });
        expect(typeof outcome.ok).toBe('boolean');
      }),
      { numRuns: 60 },
    );
  });

  it('reads pathological input in one pass (an unclosed boneyard, thousands of cues or parentheses)', async () => {
    const huge = ['/*', 'ED\n'.repeat(20_000), '(\n'.repeat(20_000), 'INT. A - DAY\n\n'.repeat(5_000), '[['.repeat(20_000), '*_'.repeat(50_000)];
    for (const text of huge) expect(typeof (await analyzeScreenplay({ text })).ok).toBe('boolean');
  }, 20_000);
});

describe('descriptions cut to their limit', () => {
  it('never cut a character in half: an emoji, a joined emoji or a letter with its accent stays whole', async () => {
    // No spaces, so the cut cannot fall back to a word's end; every offset lands it somewhere else in a character.
    for (const character of ['😀', '👨‍👩‍👧', 'e\u0301', '🇫🇷']) {
      for (let offset = 0; offset < 8; offset++) {
        const action = `${'a'.repeat(offset)}${character.repeat(250)}`;
        const outcome = await analyzeScreenplay({ text: `INT. KITCHEN - DAY\n\n${action}\n\nED\nMorning.\n` });
        if (!outcome.ok) throw new Error(outcome.reason);
        const description = outcome.analysis.scenes[0].description;
        expect(description.endsWith('…')).toBe(true);
        expect(description.length).toBeLessThanOrEqual(400);
        const kept = description.slice(0, -1).slice(offset);
        expect(kept.length % character.length).toBe(0);
        expect(kept).toBe(character.repeat(kept.length / character.length));
      }
    }
  });
});
