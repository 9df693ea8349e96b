import { buildScene } from '@studio/api-client/testing/factories';
import { renderReadiness } from './render-readiness';

const complete = { setId: 1, musicId: 2, characters: [{ id: 3, name: 'Rex' }], voiceLineCount: 1 };

describe('renderReadiness', () => {
  it('is rendered when the scene has a video, whatever else it lacks', () => {
    expect(renderReadiness(buildScene({ renderedPath: '/media/renders/1.mp4' }))).toBe('rendered');
  });

  it('is ready with a set, music, a character and a voice line', () => {
    expect(renderReadiness(buildScene(complete))).toBe('ready');
  });

  it.each([
    ['set', { setId: null }],
    ['music', { musicId: null }],
    ['characters', { characters: [] }],
    ['voice lines', { voiceLineCount: 0 }],
  ])('is not ready without %s', (_missing, gap) => {
    expect(renderReadiness(buildScene({ ...complete, ...gap }))).toBe('not_ready');
  });
});
