import { callsTo, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ImportProject } from './import-project';

const manifestFile = () => new File(['{"name":"Heist"}'], 'heist.json', { type: 'application/json' });

// jsdom's Blob has no text(); FileReader reads it.
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const renderScreen = () =>
  renderWithProviders(
    <Routes>
      <Route path="/import" element={<ImportProject projectId={1} />} />
      <Route path="/projects/:id" element={<p>Project page</p>} />
      <Route path="/" element={<p>Dashboard</p>} />
    </Routes>,
    { route: '/import' },
  );

describe('ImportProject', () => {
  it('starts on Upload Manifest with Import Result disabled', () => {
    stubFetch({});
    renderScreen();

    expect(screen.getByRole('heading', { level: 1, name: 'Import Project' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upload Manifest', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Import Result' })).toBeDisabled();
    expect(screen.getByText('Project manifest (JSON, max 5MB)')).toBeInTheDocument();
  });

  it('asks for a file when none is chosen', async () => {
    const fetchStub = stubFetch({});
    renderScreen();

    await userEvent.click(screen.getByRole('button', { name: 'Import Project' }));

    expect(await screen.findByText('No file selected')).toBeInTheDocument();
    expect(screen.getByText('Please select a JSON file to import')).toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('refuses a file that is not JSON', async () => {
    stubFetch({});
    renderScreen();

    await userEvent.upload(
      screen.getByLabelText('Project manifest (JSON, max 5MB)'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      { applyAccept: false },
    );

    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByText('Please select a JSON file')).toBeInTheDocument();
  });

  it('imports the manifest and shows the result: project ID, counts, and View Project', async () => {
    const fetchStub = stubFetch({
      'POST /api/import/project-manifest': reply(
        {
          success: true,
          message: "Project 'Heist' imported: 2 characters, 1 sets, 1 music tracks, 3 voice lines and 1 scenes.",
          projectId: 12,
          details: { charactersLoaded: 2, setsLoaded: 1, musicTracksLoaded: 1, voiceLinesLoaded: 3, scenesAssembled: 1 },
        },
        201,
      ),
    });
    renderScreen();

    await userEvent.upload(screen.getByLabelText('Project manifest (JSON, max 5MB)'), manifestFile());
    await userEvent.click(screen.getByRole('button', { name: 'Import Project' }));

    expect(await screen.findByRole('tab', { name: 'Import Result', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Project ID: 12')).toBeInTheDocument();
    const counts = screen.getByRole('table', { name: 'Imported counts' });
    expect(within(counts).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'ItemCount',
      'Characters2',
      'Sets1',
      'Music Tracks1',
      'Voice Lines3',
      'Scenes1',
    ]);
    const form = callsTo(fetchStub, 'POST /api/import/project-manifest')[0][1]?.body as FormData;
    expect((form.get('file') as File).name).toBe('heist.json');
    await userEvent.click(screen.getByRole('button', { name: 'View Project' }));
    expect(screen.getByText('Project page')).toBeInTheDocument();
  });

  it("shows the server's reason on the result tab, with View Project disabled", async () => {
    stubFetch({
      'POST /api/import/project-manifest': {
        status: 400,
        body: { statusCode: 400, message: "The manifest has 1 problem: scene 'Vault' names set 'Bank', which is not in the manifest." },
      },
    });
    renderScreen();

    await userEvent.upload(screen.getByLabelText('Project manifest (JSON, max 5MB)'), manifestFile());
    await userEvent.click(screen.getByRole('button', { name: 'Import Project' }));

    expect(await screen.findByText('Import failed')).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'Import outcome' })).toHaveTextContent("scene 'Vault' names set 'Bank'");
    expect(screen.getByRole('button', { name: 'View Project' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Upload' }));
    expect(screen.getByRole('tab', { name: 'Upload Manifest', selected: true })).toBeInTheDocument();
  });

  it('goes back to the dashboard on Cancel', async () => {
    stubFetch({});
    renderScreen();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });

  it('downloads a manifest template', async () => {
    stubFetch({});
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:template');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderScreen();

    await userEvent.click(screen.getByRole('button', { name: 'Download Template' }));

    expect(click).toHaveBeenCalledTimes(1);
    const template = JSON.parse(await readText(createObjectURL.mock.calls[0][0]));
    expect(template).toMatchObject({ name: expect.any(String), characters: expect.any(Array), scenes: expect.any(Array) });
    click.mockRestore();
  });
});
