import { isRenderOutdated, renderContentKey, type RenderSource } from './render-key';

const source: RenderSource = {
  scene: { name: 'Harbor Dock', description: 'At night', timeOfDay: null, weather: 'rain', pace: null },
  set: { id: 3, name: 'Harbor', description: null, type: 'exterior', oceanType: null, kind: 'harbour', modelUrl: '/media/sets/3/scene-a.glb' },
  music: { id: 4, name: 'Sea Shanty', audioUrl: '/media/music/4/track-a.wav' },
  cast: [
    { id: 1, name: 'Captain', modelUrl: '/media/characters/1/model-a.glb', voice: 'en-us+m3', pitch: 40, rate: 160 },
    { id: 2, name: 'Luna', modelUrl: '/media/characters/2/model-a.glb', voice: null, pitch: null, rate: null },
  ],
  lines: [
    { id: 10, characterId: 1, text: 'Ahoy!', audioUrl: '/media/voice-lines/10/speech-a.wav', emotion: null, intensity: null, action: null, actionTarget: null, cameraKind: null, cameraSubjectId: null, pauseBefore: null },
    { id: 11, characterId: 2, text: 'Hello.', audioUrl: '/media/voice-lines/11/speech-a.wav', emotion: 'happy', intensity: 0.4, action: 'wave', actionTarget: 'Captain', cameraKind: 'close-up', cameraSubjectId: 2, pauseBefore: 300 },
  ],
};

const key = renderContentKey(source);
const changed = (edit: (copy: RenderSource) => void) => {
  const copy = structuredClone(source);
  edit(copy);
  return renderContentKey(copy);
};

describe('renderContentKey', () => {
  it('is the same for the same content, whatever order its fields were written in', () => {
    expect(renderContentKey(structuredClone(source))).toBe(key);
    const reordered = { lines: source.lines, cast: source.cast, music: source.music, set: source.set, scene: { pace: null, weather: 'rain', timeOfDay: null, description: 'At night', name: 'Harbor Dock' } };
    expect(renderContentKey(reordered)).toBe(key);
    expect(key).toMatch(/^[0-9a-f]{16}$/);
  });

  it.each<[string, (copy: RenderSource) => void]>([
    ["a line's words", (copy) => void (copy.lines[0].text = 'Ahoy there!')],
    ["a line's voice (its new audio)", (copy) => void (copy.lines[0].audioUrl = '/media/voice-lines/10/speech-b.wav')],
    ["a line's emotion", (copy) => void (copy.lines[1].emotion = 'sad')],
    ["a line's intensity", (copy) => void (copy.lines[1].intensity = 0.9)],
    ["a line's action", (copy) => void (copy.lines[1].action = 'point')],
    ["a line's shot", (copy) => void (copy.lines[1].cameraKind = 'wide')],
    ["a line's pause", (copy) => void (copy.lines[1].pauseBefore = 1200)],
    ['the order of the lines', (copy) => void copy.lines.reverse()],
    ['a line removed', (copy) => void copy.lines.pop()],
    ["a character's voice", (copy) => void (copy.cast[0].pitch = 70)],
    ["a character's model", (copy) => void (copy.cast[1].modelUrl = '/media/characters/2/model-b.glb')],
    ['the cast', (copy) => void copy.cast.pop()],
    ['the set', (copy) => void (copy.set = { ...copy.set!, id: 5 })],
    ["the set's model", (copy) => void (copy.set = { ...copy.set!, modelUrl: '/media/sets/3/scene-b.glb' })],
    ['the music', (copy) => void (copy.music = { ...copy.music!, audioUrl: '/media/music/4/track-b.wav' })],
    ["the scene's time of day", (copy) => void (copy.scene.timeOfDay = 'night')],
    ["the scene's weather", (copy) => void (copy.scene.weather = null)],
    ["the scene's pace", (copy) => void (copy.scene.pace = 'brisk')],
  ])('changes with %s', (_what, edit) => {
    expect(changed(edit)).not.toBe(key);
  });
});

describe('isRenderOutdated', () => {
  it('is out of date only with a video made from other content, or from content no render recorded', () => {
    expect(isRenderOutdated({ hasVideo: true, renderedKey: key }, key)).toBe(false);
    expect(isRenderOutdated({ hasVideo: true, renderedKey: '0123456789abcdef' }, key)).toBe(true);
    expect(isRenderOutdated({ hasVideo: true, renderedKey: null }, key)).toBe(true);
    expect(isRenderOutdated({ hasVideo: false, renderedKey: null }, key)).toBe(false);
  });
});
