import { reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import type { SceneTimeline } from '@studio/contracts/timeline';
import { createScenePlayer } from '@studio/scene-player/scene-player';
import { createTimelineAudio } from '@studio/scene-player/timeline-audio';
import { buildSceneTimeline } from '@studio/scene-timeline/scene-timeline';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScenePreviewDialog } from './scene-preview-dialog';

// jsdom has no WebGL: the three.js player and its Web Audio sound are replaced at their module
// boundary; what is checked is how the dialog drives them.
jest.mock('@studio/scene-player/scene-player', () => ({ createScenePlayer: jest.fn() }));
jest.mock('@studio/scene-player/timeline-audio', () => ({ createTimelineAudio: jest.fn() }));

const timeline: SceneTimeline = buildSceneTimeline({
  scene: { id: 5, name: 'Barn Fight' },
  set: { id: 1, name: 'Old Farm', type: 'farm', oceanType: null, modelUrl: null },
  music: null,
  characters: [{ id: 2, name: 'Rex', modelUrl: null }],
  lines: [{ id: 3, characterId: 2, text: 'Howdy.', audioUrl: '/media/voice-lines/3/line.wav', durationSeconds: 1.5 }],
});

/** An AudioContext whose clock the test moves. */
class TestAudioContext {
  static last: TestAudioContext;
  currentTime = 10;
  resume = jest.fn(async () => {});
  close = jest.fn(async () => {});
  constructor() {
    TestAudioContext.last = this;
  }
}

let frames: FrameRequestCallback[] = [];
const runFrame = async (audioTime: number) => {
  TestAudioContext.last.currentTime = audioTime;
  const pending = frames;
  frames = [];
  await act(async () => pending.forEach((callback) => callback(0)));
};

/** Play, once the player and its sound are built. */
const enabledPlay = async (dialog: HTMLElement) => {
  const play = await within(dialog).findByRole('button', { name: 'Play' });
  await waitFor(() => expect(play).toBeEnabled());
  return play;
};

const player = { renderAt: jest.fn(), notes: ['No 3D model for Rex: a stand-in is shown.'], drawsStillSetsOnce: false, dispose: jest.fn() };
const audio = { start: jest.fn(), stop: jest.fn(), notes: ['The audio of voice line 3 could not be loaded (404 Not Found): it stays silent.'] };

beforeEach(() => {
  jest.clearAllMocks();
  Object.assign(globalThis, {
    AudioContext: TestAudioContext,
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    cancelAnimationFrame: () => {
      frames = [];
    },
  });
  frames = [];
  jest.mocked(createScenePlayer).mockResolvedValue(player);
  jest.mocked(createTimelineAudio).mockResolvedValue(audio);
});

describe('ScenePreviewDialog', () => {
  it("builds the player on a 640x360 canvas from the scene's timeline and shows its notes", async () => {
    stubFetch({ 'GET /api/scenes/5/timeline': reply(timeline) });

    renderWithProviders(<ScenePreviewDialog scene={{ id: 5, name: 'Barn Fight' }} onClose={() => {}} />);

    const dialog = await screen.findByRole('dialog', { name: 'Preview: Barn Fight' });
    await enabledPlay(dialog);
    const canvas = within(dialog).getByRole('img', { name: 'Preview of Barn Fight' });
    expect(canvas).toHaveAttribute('aria-busy', 'false');
    expect(canvas).toHaveAttribute('width', '640');
    expect(canvas).toHaveAttribute('height', '360');
    expect(jest.mocked(createScenePlayer)).toHaveBeenCalledWith(canvas, timeline, expect.objectContaining({ width: 640, height: 360, shadows: true }));
    expect(player.renderAt).toHaveBeenLastCalledWith(0);
    expect(within(dialog).getByLabelText('Preview time')).toHaveTextContent(`0.0 / ${timeline.durationSeconds.toFixed(1)} s`);
    const notes = within(within(dialog).getByRole('list', { name: 'Preview notes' })).getAllByRole('listitem');
    expect(notes.map((note) => note.textContent)).toEqual([...player.notes, ...audio.notes]);
  });

  it('Play starts the sound and draws each frame at the audio clock, until the end or Stop', async () => {
    stubFetch({ 'GET /api/scenes/5/timeline': reply(timeline) });
    const { unmount } = renderWithProviders(<ScenePreviewDialog scene={{ id: 5, name: 'Barn Fight' }} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Barn Fight' });

    await userEvent.click(await enabledPlay(dialog));

    expect(TestAudioContext.last.resume).toHaveBeenCalled();
    expect(audio.start).toHaveBeenCalledWith(0);
    await runFrame(11.25);
    expect(player.renderAt).toHaveBeenLastCalledWith(1.25);
    expect(within(dialog).getByLabelText('Preview time')).toHaveTextContent(`1.3 / ${timeline.durationSeconds.toFixed(1)} s`);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    expect(audio.stop).toHaveBeenCalled();
    expect(frames).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Play' }));
    await runFrame(TestAudioContext.last.currentTime + timeline.durationSeconds + 1);
    expect(player.renderAt).toHaveBeenLastCalledWith(timeline.durationSeconds);
    expect(within(dialog).getByRole('button', { name: 'Play' })).toBeEnabled();
    expect(frames).toHaveLength(0);

    unmount();
    expect(player.dispose).toHaveBeenCalled();
    expect(TestAudioContext.last.close).toHaveBeenCalled();
  });

  it('says why a scene cannot be previewed', async () => {
    stubFetch({ 'GET /api/scenes/5/timeline': reply({ statusCode: 409, message: 'Scene 5 is not ready: no set.' }, 409) });

    renderWithProviders(<ScenePreviewDialog scene={{ id: 5, name: 'Barn Fight' }} onClose={() => {}} />);

    expect(await screen.findByText(/Scene 5 is not ready: no set\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    expect(jest.mocked(createScenePlayer)).not.toHaveBeenCalled();
  });
});
