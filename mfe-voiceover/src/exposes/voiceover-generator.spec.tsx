import { buildCharacter, buildScene, buildVoiceLine } from '@studio/contracts/testing/factories';
import { PENDING, type StubRoutes, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, within } from '@testing-library/react';
import { VoiceoverGenerator } from './voiceover-generator';

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  'GET /api/projects/7/scenes': reply([]),
  'GET /api/projects/7/characters': reply([]),
  'GET /api/projects/7/voicelines': reply([]),
  ...overrides,
});

describe('VoiceoverGenerator', () => {
  it('shows its title and three placeholders while loading', () => {
    stubFetch(routes({ 'GET /api/projects/7/scenes': PENDING }));

    renderWithProviders(<VoiceoverGenerator projectId={7} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Voiceover Generator' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Voice Lines' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton')).toHaveLength(3);
  });

  it('shows the empty text when there are no voice lines', async () => {
    stubFetch(routes());

    renderWithProviders(<VoiceoverGenerator projectId={7} />);

    expect(await screen.findByText('No voice lines found. Create your first voice line above.')).toBeInTheDocument();
  });

  it('loads the scenes, then each scene\'s lines, plus the unassigned ones', async () => {
    const rex = buildCharacter({ id: 1, name: 'Rex', projectId: 7 });
    const dock = buildScene({ id: 4, name: 'Dock', projectId: 7 });
    const fetchStub = stubFetch(
      routes({
        'GET /api/projects/7/scenes': reply([dock]),
        'GET /api/projects/7/characters': reply([rex]),
        'GET /api/scenes/4/voicelines': reply([
          buildVoiceLine({ sceneId: 4, characterId: 1, text: 'Hoist the sails', status: 'complete', filePath: '/media/voice/1.wav' }),
        ]),
        'GET /api/projects/7/voicelines': reply([
          buildVoiceLine({ sceneId: 4, characterId: 1, text: 'Hoist the sails' }),
          buildVoiceLine({ sceneId: null, characterId: 99, text: 'Who goes there?', status: 'in_progress' }),
        ]),
      }),
    );

    renderWithProviders(<VoiceoverGenerator projectId={7} />);

    const hoist = await screen.findByRole('article', { name: 'Rex: Hoist the sails' });
    expect(within(hoist).getByText('Scene: Dock')).toBeInTheDocument();
    expect(within(hoist).getByText('Generated')).toBeInTheDocument();
    expect(within(hoist).getByText('"Hoist the sails"')).toBeInTheDocument();
    expect(within(hoist).getByRole('button', { name: 'Play voice line of Rex' })).toBeEnabled();

    const stranger = screen.getByRole('article', { name: 'Unknown Character: Who goes there?' });
    expect(within(stranger).getByText('Unassigned')).toBeInTheDocument();
    expect(within(stranger).getByText('Pending')).toBeInTheDocument();
    expect(within(stranger).getByRole('button', { name: 'Play voice line of Unknown Character' })).toBeDisabled();
    expect(fetchStub).toHaveBeenCalledWith('/api/scenes/4/voicelines', expect.anything());
  });
});
