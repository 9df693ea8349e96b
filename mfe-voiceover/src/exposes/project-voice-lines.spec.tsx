import { buildCharacter, buildVoiceLine } from '@studio/contracts/testing/factories';
import { PENDING, jsonBodiesSentTo, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectVoiceLines } from './project-voice-lines';

const base = {
  'GET /api/projects/3/scenes': reply([]),
  'GET /api/projects/3/characters': reply([buildCharacter({ id: 2, name: 'Mona', projectId: 3 })]),
};

describe('ProjectVoiceLines', () => {
  it('shows three placeholders while loading', () => {
    stubFetch({ ...base, 'GET /api/projects/3/voicelines': PENDING });

    renderWithProviders(<ProjectVoiceLines projectId={3} />);

    expect(screen.getAllByTestId('skeleton')).toHaveLength(3);
  });

  it('shows an empty text for a project without lines', async () => {
    stubFetch({ ...base, 'GET /api/projects/3/voicelines': reply([]) });

    renderWithProviders(<ProjectVoiceLines projectId={3} />);

    expect(await screen.findByText('No voice lines found in this project.')).toBeInTheDocument();
  });

  it('lists the project\'s voice lines', async () => {
    stubFetch({
      ...base,
      'GET /api/projects/3/voicelines': reply([buildVoiceLine({ characterId: 2, text: 'Land ho!' })]),
    });

    renderWithProviders(<ProjectVoiceLines projectId={3} />);

    expect(await screen.findByRole('article', { name: 'Mona: Land ho!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Voice Line' })).toHaveAttribute('href', '/voiceover');
  });

  it("saves a line's emotion from the list", async () => {
    const line = buildVoiceLine({ id: 8, characterId: 2, sceneId: null, text: 'Land ho!' });
    const fetchStub = stubFetch({
      ...base,
      'GET /api/projects/3/voicelines': reply([line]),
      'PUT /api/voicelines/8': reply({ ...line, emotion: 'happy' }),
    });

    renderWithProviders(<ProjectVoiceLines projectId={3} />);
    const item = await screen.findByRole('article', { name: 'Mona: Land ho!' });
    await userEvent.selectOptions(within(item).getByRole('combobox', { name: 'Emotion' }), 'Happy');

    await waitFor(() => expect(jsonBodiesSentTo(fetchStub, 'PUT /api/voicelines/8')).toEqual([{ emotion: 'happy' }]));
  });
});
