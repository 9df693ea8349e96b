import { buildScene, buildVoiceLine } from '@studio/contracts/testing/factories';
import { type StubRoutes, jsonBodiesSentTo, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import type { TimelineInput } from '@studio/contracts/timeline';
import type { VoiceLine } from '@studio/contracts/voice-lines';
import { createScenePlayer } from '@studio/scene-player/scene-player';
import { buildSceneTimeline } from '@studio/scene-timeline/scene-timeline';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Storyboard } from './storyboard';

// jsdom has no WebGL: the three.js player is replaced at its module boundary and the canvas's
// picture is a name of the frame drawn; what is checked is which frames the storyboard draws.
jest.mock('@studio/scene-player/scene-player', () => ({ createScenePlayer: jest.fn() }));

const barn = buildScene({ id: 5, name: 'Barn', projectId: 7, pace: null });
const rexLine = buildVoiceLine({ id: 10, sceneId: 5, characterId: 2, text: 'Where were you last night?', status: 'complete' });
const miraLine = buildVoiceLine({ id: 11, sceneId: 5, characterId: 3, text: 'Out by the old well!', status: 'complete', emotion: 'angry', intensity: 0.9, action: 'wave' });

const timelineOf = (lines: VoiceLine[]) => {
  const input: TimelineInput = {
    scene: { id: 5, name: 'Barn' },
    set: { id: 1, name: 'Old Farm', type: 'farm', oceanType: null, modelUrl: null },
    music: null,
    characters: [
      { id: 2, name: 'Rex', modelUrl: null },
      { id: 3, name: 'Mira', modelUrl: null },
    ],
    lines: lines.map(({ id, characterId, text, emotion, intensity, action, camera, pauseBefore }) => ({
      id,
      characterId,
      text,
      audioUrl: `/media/voice-lines/${id}/line.wav`,
      durationSeconds: 2.5,
      emotion,
      intensity,
      action,
      camera,
      pauseBefore,
    })),
  };
  return buildSceneTimeline(input);
};

const routes: StubRoutes = {};
const serve = (lines: VoiceLine[]) =>
  Object.assign(routes, {
    'GET /api/scenes/5': reply(barn),
    'GET /api/scenes/5/voicelines': reply(lines),
    'GET /api/scenes/5/timeline': reply(timelineOf(lines)),
  });

let drawnAt: number[] = [];
let thumbnailsTaken = 0;
const player = { renderAt: jest.fn((seconds: number) => drawnAt.push(seconds)), notes: [], drawsStillSetsOnce: false, dispose: jest.fn() };

beforeEach(() => {
  jest.clearAllMocks();
  drawnAt = [];
  thumbnailsTaken = 0;
  for (const key of Object.keys(routes)) delete routes[key];
  jest.mocked(createScenePlayer).mockResolvedValue(player);
  // The picture of the frame last drawn, so a panel's thumbnail says which frame it shows.
  HTMLCanvasElement.prototype.toDataURL = () => {
    thumbnailsTaken += 1;
    return `data:image/jpeg;frame=${drawnAt.at(-1)}`;
  };
});

const panelOf = (name: string) => screen.findByRole('region', { name });
const lineFields = (panel: HTMLElement, text: RegExp) => within(panel).getByRole('group', { name: text });

describe('Storyboard', () => {
  it("shows a panel per shot with its thumbnail, kind and subjects, and each line's direction", async () => {
    stubFetch(serve([rexLine, miraLine]));
    renderWithProviders(<Storyboard sceneId={5} />);

    expect(await screen.findByRole('heading', { name: 'Storyboard: Barn' })).toBeInTheDocument();
    const timeline = timelineOf([rexLine, miraLine]);
    const miraShot = timeline.shots.find((shot) => shot.lineIds.includes(11));
    if (!miraShot) throw new Error('no shot for the line');
    const panel = await panelOf(`Shot ${miraShot.index + 1}`);
    const mira = lineFields(panel, /Mira: Out by the old well!/);
    expect(within(mira).getByRole('combobox', { name: 'Emotion' })).toHaveDisplayValue('Angry');
    expect(within(mira).getByRole('combobox', { name: 'Action' })).toHaveDisplayValue('Wave');
    expect(within(mira).getByRole('slider')).toHaveValue('0.9');
    expect(within(mira).getByRole('combobox', { name: 'Shot' })).toHaveDisplayValue(/^Automatic/);
    expect(within(mira).getByRole('combobox', { name: 'Shot subject' })).toBeDisabled();
    // One player draws every shot's middle frame, once.
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Shot \d+:/ })).toHaveLength(timeline.shots.length));
    expect(createScenePlayer).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Download storyboard PDF' })).toBeEnabled();
  });

  it("says why the storyboard PDF cannot be downloaded, in the server's words", async () => {
    stubFetch(serve([rexLine, miraLine]));
    routes['GET /api/scenes/5/storyboard.pdf'] = reply({ statusCode: 409, message: 'Barn cannot be drawn yet: it has no set', error: 'Conflict' }, 409);
    renderWithProviders(<Storyboard sceneId={5} />);

    const download = await screen.findByRole('button', { name: 'Download storyboard PDF' });
    await waitFor(() => expect(download).toBeEnabled());
    await userEvent.click(download);

    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
    expect(screen.getByText('Barn cannot be drawn yet: it has no set')).toBeInTheDocument();
  });

  it('saves a new shot for a line, fetches the timeline again and draws only the panels that changed', async () => {
    const fetchStub = stubFetch(serve([rexLine, miraLine]));
    const reshot = { ...miraLine, camera: { kind: 'close-up' as const, subjectId: null } };
    routes['PUT /api/voicelines/11'] = reply(reshot);
    renderWithProviders(<Storyboard sceneId={5} />);

    const before = timelineOf([rexLine, miraLine]);
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Shot \d+:/ })).toHaveLength(before.shots.length));
    const takenBefore = thumbnailsTaken;
    const shot = before.shots.find((candidate) => candidate.lineIds.includes(11));
    const panel = await panelOf(`Shot ${(shot?.index ?? 0) + 1}`);
    const thumbnailsBefore = screen.getAllByRole('img', { name: /^Shot \d+:/ }).map((image) => image.getAttribute('src'));

    serve([rexLine, reshot]);
    await userEvent.selectOptions(within(lineFields(panel, /Mira:/)).getByRole('combobox', { name: 'Shot' }), 'Close-up');

    expect(jsonBodiesSentTo(fetchStub, 'PUT /api/voicelines/11')).toEqual([{ camera: { kind: 'close-up', subjectId: null } }]);
    await waitFor(() => expect(createScenePlayer).toHaveBeenCalledTimes(2));
    const after = timelineOf([rexLine, reshot]);
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Shot \d+:/ })).toHaveLength(after.shots.length));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Showing shot/));
    // Fewer thumbnails taken than there are shots: the others kept their pictures.
    const thumbnailFrames = thumbnailsTaken - takenBefore;
    expect(thumbnailFrames).toBeGreaterThan(0);
    expect(thumbnailFrames).toBeLessThan(after.shots.length);
    const thumbnailsAfter = screen.getAllByRole('img', { name: /^Shot \d+:/ }).map((image) => image.getAttribute('src'));
    expect(thumbnailsAfter[0]).toBe(thumbnailsBefore[0]);
    expect(thumbnailsAfter).not.toEqual(thumbnailsBefore);
  });

  it('changes an emotion and puts one line back to automatic', async () => {
    const fetchStub = stubFetch(serve([rexLine, miraLine]));
    routes['PUT /api/voicelines/10'] = reply({ ...rexLine, emotion: 'sad' });
    routes['PUT /api/voicelines/11'] = reply({ ...miraLine, emotion: null, intensity: null, action: null });
    renderWithProviders(<Storyboard sceneId={5} />);

    const rexShot = timelineOf([rexLine, miraLine]).shots.find((shot) => shot.lineIds.includes(10));
    const rexPanel = await panelOf(`Shot ${(rexShot?.index ?? 0) + 1}`);
    await userEvent.selectOptions(within(lineFields(rexPanel, /Rex:/)).getByRole('combobox', { name: 'Emotion' }), 'Sad');
    const miraShot = timelineOf([rexLine, miraLine]).shots.find((shot) => shot.lineIds.includes(11));
    const miraPanel = await panelOf(`Shot ${(miraShot?.index ?? 0) + 1}`);
    await userEvent.click(within(lineFields(miraPanel, /Mira:/)).getByRole('button', { name: 'Back to automatic' }));

    expect(jsonBodiesSentTo(fetchStub, 'PUT /api/voicelines/10')).toEqual([{ emotion: 'sad' }]);
    const automatic = { emotion: null, intensity: null, action: null, actionTarget: null, parenthetical: null, camera: null, pauseBefore: null };
    expect(jsonBodiesSentTo(fetchStub, 'PUT /api/voicelines/11')).toEqual([automatic]);
  });

  it('puts the whole scene back to automatic: every line and the pace', async () => {
    const fetchStub = stubFetch(serve([rexLine, miraLine]));
    routes['PUT /api/voicelines/10'] = reply(rexLine);
    routes['PUT /api/voicelines/11'] = reply(miraLine);
    routes['PUT /api/scenes/5'] = reply(barn);
    renderWithProviders(<Storyboard sceneId={5} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Scene back to automatic' }));

    expect(await screen.findByText('Every line of Barn and its pace are automatic again.')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'PUT /api/voicelines/10')).toHaveLength(1);
    expect(jsonBodiesSentTo(fetchStub, 'PUT /api/voicelines/11')).toHaveLength(1);
    expect(jsonBodiesSentTo(fetchStub, 'PUT /api/scenes/5')).toEqual([{ pace: null }]);
  });

  it("saves the scene's pace", async () => {
    const fetchStub = stubFetch(serve([rexLine, miraLine]));
    routes['PUT /api/scenes/5'] = reply({ ...barn, pace: 'brisk' });
    renderWithProviders(<Storyboard sceneId={5} />);

    const pace = await screen.findByRole('combobox', { name: 'Pace' });
    expect(pace).toHaveDisplayValue('Automatic (normal)');
    await userEvent.selectOptions(pace, 'Brisk');

    await waitFor(() => expect(jsonBodiesSentTo(fetchStub, 'PUT /api/scenes/5')).toEqual([{ pace: 'brisk' }]));
  });

  it("says why when the scene's timeline cannot be made", async () => {
    stubFetch({ ...serve([rexLine]), 'GET /api/scenes/5/timeline': reply({ message: 'Scene Barn is not ready: line 10 has no audio.' }, 409) });
    renderWithProviders(<Storyboard sceneId={5} />);

    expect(await screen.findByText(/not ready: line 10 has no audio/)).toBeInTheDocument();
  });
});
