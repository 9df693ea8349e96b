import {
  buildCharacter,
  buildMusicTrack,
  buildOverview,
  buildScene,
  buildSet,
  buildVoiceLine,
} from '@studio/api-client/testing/factories';
import { PENDING, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SceneRendering } from './scene-rendering';

const overviewRoute = 'GET /api/projects/7/overview';

describe('SceneRendering', () => {
  it('shows its title and two placeholders while loading', () => {
    stubFetch({ [overviewRoute]: PENDING });

    renderWithProviders(<SceneRendering projectId={7} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Scene Rendering' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton')).toHaveLength(2);
  });

  it('shows the empty texts of both tabs for a project without scenes', async () => {
    stubFetch({ [overviewRoute]: reply(buildOverview()) });

    renderWithProviders(<SceneRendering projectId={7} />);

    expect(await screen.findByText('No scenes found in this project.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Scenes to Render', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Rendered Outputs' }));
    expect(screen.getByText('No rendered scenes available yet.')).toBeInTheDocument();
  });

  it('shows the counts and each scene with its parts and readiness', async () => {
    const set = buildSet({ id: 11, name: 'Old Farm' });
    const track = buildMusicTrack({ id: 12, name: 'Neon Chase' });
    stubFetch({
      [overviewRoute]: reply(
        buildOverview({
          characters: [buildCharacter(), buildCharacter()],
          sets: [set],
          music: [track],
          voiceLines: [buildVoiceLine(), buildVoiceLine(), buildVoiceLine()],
          scenes: [
            buildScene({
              name: 'Barn Fight',
              setId: 11,
              musicId: 12,
              characters: [{ id: 1, name: 'Rex' }],
              voiceLineCount: 2,
            }),
            buildScene({ name: 'Empty Lot' }),
            buildScene({ name: 'Finale', renderedPath: '/media/renders/finale.mp4' }),
          ],
        }),
      ),
    });

    renderWithProviders(<SceneRendering projectId={7} />);

    expect(await screen.findByLabelText('Characters: 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Sets: 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Music Tracks: 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Voice Lines: 3')).toBeInTheDocument();

    const barn = screen.getByRole('article', { name: 'Barn Fight' });
    expect(within(barn).getByText('Ready to Render')).toBeInTheDocument();
    expect(within(barn).getByText('Set: Old Farm')).toBeInTheDocument();
    expect(within(barn).getByText('Music: Neon Chase')).toBeInTheDocument();
    expect(within(barn).getByText('Voice lines: 2')).toBeInTheDocument();
    const lot = screen.getByRole('article', { name: 'Empty Lot' });
    expect(within(lot).getByText('Not Ready')).toBeInTheDocument();
    expect(within(lot).getByText('No characters assigned')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Finale' })).getByText('Rendered')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Rendered Outputs' }));
    const outputs = screen.getByRole('region', { name: 'Rendered Outputs' });
    expect(within(outputs).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Finale']);
    expect(within(outputs).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/media/renders/finale.mp4');
  });
});
