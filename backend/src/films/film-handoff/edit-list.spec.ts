import { buildEditList, type EditList, type EditScene, type EditStem } from './edit-list';
import { parseCmx3600, timecode, writeCmx3600 } from './cmx3600';
import { parseFcpxml, writeFcpxml } from './fcpxml';
import { KDENLIVE_DOCUMENT_VERSION, parseMlt, writeMlt } from './mlt';

const scene = (overrides: Partial<EditScene> = {}): EditScene => ({
  name: 'Dockside',
  path: 'videos/1.mp4',
  frames: 72,
  recordStart: 0,
  recordEnd: 72,
  shots: [
    { kind: 'establishing', startFrame: 0, endFrame: 30 },
    { kind: 'close', startFrame: 30, endFrame: 72 },
  ],
  ...overrides,
});

const STEMS: EditStem[] = [
  { path: 'stems/dialogue-Mara.wav', role: 'dialogue', name: 'Mara' },
  { path: 'stems/dialogue-Dr-Tom.wav', role: 'dialogue', name: 'Dr. Tom' },
  { path: 'stems/music.wav', role: 'music', name: 'Music' },
  { path: 'stems/ambience.wav', role: 'ambience', name: 'Ambience' },
];

const film = (scenes: EditScene[], overrides: Partial<Parameters<typeof buildEditList>[0]> = {}): EditList =>
  buildEditList({ title: 'The Lamp', fps: 24, width: 640, height: 360, scenes, stems: STEMS, ...overrides });

const twoScenes = () =>
  film([
    scene(),
    scene({ name: 'Quay: "Night" & <Rain>', path: 'videos/2.mp4', frames: 48, recordStart: 72, recordEnd: 120, shots: [{ kind: 'reaction', startFrame: 0, endFrame: 48 }] }),
  ]);

describe('buildEditList', () => {
  it("cuts each scene's shots from its video and places them at its chapter", () => {
    const list = twoScenes();
    expect(list.frames).toBe(120);
    expect(list.sources.map((source) => [source.path, source.frames])).toEqual([
      ['videos/1.mp4', 72],
      ['videos/2.mp4', 48],
    ]);
    expect(list.shots.map((shot) => [shot.sceneName, shot.kind, shot.sourceIn, shot.sourceOut, shot.recordIn, shot.recordOut])).toEqual([
      ['Dockside', 'establishing', 0, 30, 0, 30],
      ['Dockside', 'close', 30, 72, 30, 72],
      ['Quay: "Night" & <Rain>', 'reaction', 0, 48, 72, 120],
    ]);
  });

  it('trims a shot to its chapter and leaves out one that starts past it', () => {
    const list = film([scene({ recordEnd: 60, shots: [{ kind: 'wide', startFrame: 0, endFrame: 50 }, { kind: 'close', startFrame: 50, endFrame: 70 }, { kind: 'insert', startFrame: 70, endFrame: 72 }] })]);
    expect(list.shots.map((shot) => [shot.kind, shot.sourceOut, shot.recordOut])).toEqual([
      ['wide', 50, 50],
      ['close', 60, 60],
    ]);
    expect(list.frames).toBe(60);
  });
});

describe('the editor formats read back the shots they were written from', () => {
  it("MLT (Kdenlive 1.1 document): main_bin's properties and clips, a sequence with the shots on a video track and a track per stem", () => {
    const list = twoScenes();
    const uuid = '{0b6e7c1a-5f0e-4c4e-9a57-2d3c1f00a1b2}';
    const xml = writeMlt(list, { uuid, id: 1764290000000 });
    expect(xml).toContain('<entry producer="clip1" in="30" out="71">');
    expect(xml).toMatch(/<mlt LC_NUMERIC="C" [^>]*producer="main_bin">/);
    expect(parseMlt(xml)).toEqual({
      root: undefined,
      fps: 24,
      width: 640,
      height: 360,
      documentProperties: { version: KDENLIVE_DOCUMENT_VERSION, uuid, documentid: '1764290000000', audioChannels: '2', activetimeline: uuid, opensequences: uuid },
      binClips: [
        { name: 'Dockside', resource: 'videos/1.mp4' },
        { name: 'Quay: "Night" & <Rain>', resource: 'videos/2.mp4' },
        { name: 'Dialogue: Mara', resource: 'stems/dialogue-Mara.wav' },
        { name: 'Dialogue: Dr. Tom', resource: 'stems/dialogue-Dr-Tom.wav' },
        { name: 'Music', resource: 'stems/music.wav' },
        { name: 'Ambience', resource: 'stems/ambience.wav' },
        { name: 'The Lamp', resource: '' },
      ],
      shots: list.shots,
      audioTracks: [
        { name: 'Dialogue: Mara', resources: ['stems/dialogue-Mara.wav'] },
        { name: 'Dialogue: Dr. Tom', resources: ['stems/dialogue-Dr-Tom.wav'] },
        { name: 'Music', resources: ['stems/music.wav'] },
        { name: 'Ambience', resources: ['stems/ambience.wav'] },
      ],
    });
    // Each stem plays the whole film; the last tractor, the one melt plays, wraps the sequence.
    expect(xml).toContain('<entry producer="clip5" in="0" out="119">');
    expect(xml).toMatch(new RegExp(`<tractor id="project" in="0" out="119">\\s*<property name="kdenlive:projectTractor">1</property>\\s*<track producer="${uuid}" in="0" out="119"/>\\s*</tractor>\\s*</mlt>`));
  });

  it("MLT: a film at a size Kdenlive ships a profile for names it; what Kdenlive would miss is refused by the parser", () => {
    const hd = film([scene()], { width: 1920, height: 1080 });
    expect(parseMlt(writeMlt(hd)).documentProperties.profile).toBe('atsc_1080p_24');
    const xml = writeMlt(twoScenes(), { uuid: '{a}', id: 1 });
    expect(() => parseMlt(xml.replace('<property name="kdenlive:id">3</property>', ''))).toThrow('every bin clip needs its own kdenlive:id');
    expect(() => parseMlt(xml.replace('<property name="kdenlive:playlistid">black_track</property>', ''))).toThrow("the sequence's first track is not Kdenlive's black track");
    expect(() => parseMlt(xml.replace('<property name="kdenlive:docproperties.activetimeline">{a}</property>', ''))).toThrow('the active sequence undefined is missing');
  });

  it('FCPXML 1.10: rational times in frames, media by relative URL, the stems connected below the first shot with their roles', () => {
    const list = twoScenes();
    const xml = writeFcpxml(list);
    expect(xml).toContain('<fcpxml version="1.10">');
    expect(xml).toContain('<media-rep kind="original-media" src="./videos/2.mp4"/>');
    expect(xml).toContain('offset="72/24s" start="0s" duration="48/24s"');
    expect(parseFcpxml(xml)).toEqual({
      version: '1.10',
      fps: 24,
      width: 640,
      height: 360,
      shots: list.shots,
      stems: [
        { source: 'stems/dialogue-Mara.wav', name: 'Dialogue: Mara', audioRole: 'dialogue.Mara', recordIn: 0, recordOut: 120 },
        { source: 'stems/dialogue-Dr-Tom.wav', name: 'Dialogue: Dr. Tom', audioRole: 'dialogue.Dr Tom', recordIn: 0, recordOut: 120 },
        { source: 'stems/music.wav', name: 'Music', audioRole: 'music', recordIn: 0, recordOut: 120 },
        { source: 'stems/ambience.wav', name: 'Ambience', audioRole: 'effects.ambience', recordIn: 0, recordOut: 120 },
      ],
    });
  });

  it('CMX3600: numbered cuts with source and record timecodes, clip and file in comments', () => {
    const list = twoScenes();
    const edl = writeCmx3600(list);
    expect(edl.split('\n').slice(0, 4)).toEqual([
      'TITLE: The Lamp',
      'FCM: NON-DROP FRAME',
      '',
      '001  SCENE001 AA/V  C        00:00:00:00 00:00:01:06 00:00:00:00 00:00:01:06',
    ]);
    expect(parseCmx3600(edl, 24)).toEqual({ title: 'The Lamp', shots: list.shots });
  });

  it('keeps a gap in the film as a gap, and names with line breaks on one line', () => {
    const list = film([scene({ name: 'Two\nLines' }), scene({ path: 'videos/2.mp4', recordStart: 96, recordEnd: 168 })]);
    expect(parseMlt(writeMlt(list)).shots).toEqual(list.shots);
    expect(parseFcpxml(writeFcpxml(list)).shots).toEqual(list.shots);
    const late = film([scene({ recordStart: 12, recordEnd: 84 })]);
    expect(parseFcpxml(writeFcpxml(late)).stems.map((stem) => [stem.recordIn, stem.recordOut])).toEqual([
      [0, 84],
      [0, 84],
      [0, 84],
      [0, 84],
    ]);
    const fromEdl = parseCmx3600(writeCmx3600(list), 24).shots;
    expect(fromEdl.map((shot) => [shot.recordIn, shot.sceneName])).toEqual([
      [0, 'Two Lines'],
      [30, 'Two Lines'],
      [96, 'Dockside'],
      [126, 'Dockside'],
    ]);
  });
});

describe('timecode', () => {
  it('counts whole frames at the frame rate, non-drop', () => {
    expect(timecode(0, 24)).toBe('00:00:00:00');
    expect(timecode(24 * 3661 + 23, 24)).toBe('01:01:01:23');
    expect(timecode(30 * 60, 30)).toBe('00:01:00:00');
  });
});
