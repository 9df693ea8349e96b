import { buildEditList, type EditList, type EditScene } from './edit-list';
import { parseCmx3600, timecode, writeCmx3600 } from './cmx3600';
import { parseFcpxml, writeFcpxml } from './fcpxml';
import { parseMlt, writeMlt } from './mlt';

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

const film = (scenes: EditScene[], overrides: Partial<Parameters<typeof buildEditList>[0]> = {}): EditList =>
  buildEditList({ title: 'The Lamp', fps: 24, width: 640, height: 360, scenes, ...overrides });

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
  it('MLT (Kdenlive): profile, producers and one entry per shot with inclusive outs', () => {
    const list = twoScenes();
    const xml = writeMlt(list);
    expect(xml).toContain('<entry producer="scene1" in="30" out="71">');
    expect(xml).toContain('<property name="resource">videos/2.mp4</property>');
    expect(parseMlt(xml)).toEqual({ fps: 24, width: 640, height: 360, shots: list.shots });
  });

  it('FCPXML 1.10: rational times in frames, media by relative path', () => {
    const list = twoScenes();
    const xml = writeFcpxml(list);
    expect(xml).toContain('<fcpxml version="1.10">');
    expect(xml).toContain('<media-rep kind="original-media" src="videos/2.mp4"/>');
    expect(xml).toContain('offset="72/24s" start="0s" duration="48/24s"');
    expect(parseFcpxml(xml)).toEqual({ version: '1.10', fps: 24, width: 640, height: 360, shots: list.shots });
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
