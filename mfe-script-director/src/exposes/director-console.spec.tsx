import { stubFetch } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DirectorConsole } from './director-console';

describe('DirectorConsole', () => {
  it('shows the five task tabs with sample inputs', () => {
    stubFetch({});
    renderWithProviders(<DirectorConsole projectId={1} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Director Console' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Script Analysis',
      'Asset Validation',
      'Generate Assets',
      'Render Scene',
      'Archive Memory',
    ]);
    expect(screen.getByRole('textbox', { name: 'Project Name' })).toHaveValue('Pirate Adventure');
    expect(screen.getByRole('textbox', { name: 'Script Path' })).not.toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Scene Name' })).not.toHaveValue('');
  });

  it('requires a script path for the analysis', async () => {
    stubFetch({});
    renderWithProviders(<DirectorConsole projectId={1} />);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Script Path' }));
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Script' }));

    expect(screen.getByText('Script path is required')).toBeInTheDocument();
  });

  it('asks for characters and a set on the render tab', async () => {
    stubFetch({});
    renderWithProviders(<DirectorConsole projectId={1} />);

    await userEvent.click(screen.getByRole('tab', { name: 'Render Scene' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Characters (one per line)' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Set' }));
    await userEvent.click(screen.getByRole('button', { name: 'Render Scene' }));

    expect(screen.getByText('At least one character is required')).toBeInTheDocument();
    expect(screen.getByText('Set is required')).toBeInTheDocument();
  });
});
