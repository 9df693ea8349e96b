import { stubFetch } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScriptImporter } from './script-importer';

describe('ScriptImporter', () => {
  it('offers a script file, pasted text and the Director Agent option, on by default', () => {
    stubFetch({});
    renderWithProviders(<ScriptImporter projectId={1} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Script Importer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Script file (.pdf, .txt, .fdx)')).toHaveAttribute('accept', '.pdf,.txt,.fdx');
    expect(screen.getByRole('textbox', { name: 'Or paste your script' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Director Agent' })).toBeChecked();
  });

  it('asks for a script before analyzing and sends nothing', async () => {
    const fetchStub = stubFetch({});
    renderWithProviders(<ScriptImporter projectId={1} />);

    await userEvent.click(screen.getByRole('button', { name: 'Analyze Script' }));

    expect(await screen.findByText('Please upload or paste a script first')).toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('says plainly that analysis is not available instead of inventing a result', async () => {
    stubFetch({});
    renderWithProviders(<ScriptImporter projectId={1} />);

    await userEvent.type(screen.getByRole('textbox', { name: 'Or paste your script' }), 'INT. TAVERN - NIGHT');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Script' }));

    expect(screen.getByText(/Script analysis is not available/)).toBeInTheDocument();
    expect(screen.queryByText('Please upload or paste a script first')).not.toBeInTheDocument();
  });
});
