import { buildCharacter, buildVoiceLine } from '@studio/api-client/testing/factories';
import { PENDING, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen } from '@testing-library/react';
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
});
