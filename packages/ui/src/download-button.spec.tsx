import { reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DownloadButton } from './download-button';
import { renderWithProviders } from './testing/render-with-providers';

const URL_OF_PDF = '/api/projects/3/storyboard.pdf';

/** Records the links the download clicks: the object URL and the name each saves under. */
function captureSaves() {
  const saves: Array<{ href: string; download: string }> = [];
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:storyboard');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saves.push({ href: this.href, download: this.download });
  });
  return { saves, createObjectURL };
}

const renderButton = () =>
  renderWithProviders(
    <DownloadButton url={URL_OF_PDF} failureTitle="Download Failed" fileName="storyboard.pdf">
      Download storyboard PDF
    </DownloadButton>,
  );

describe('DownloadButton', () => {
  afterEach(() => jest.restoreAllMocks());

  it('saves the file under the name the server gives it', async () => {
    stubFetch({ [`GET ${URL_OF_PDF}`]: { ...reply('%PDF-1.7'), headers: { 'Content-Disposition': `attachment; filename="Pirates storyboard.pdf"; filename*=UTF-8''Pirat%C3%A9s%20storyboard.pdf` } } });
    const { saves, createObjectURL } = captureSaves();
    renderButton();

    await userEvent.click(screen.getByRole('button', { name: 'Download storyboard PDF' }));

    await waitFor(() => expect(saves).toEqual([{ href: 'blob:storyboard', download: 'Piratés storyboard.pdf' }]));
    expect(createObjectURL.mock.calls[0][0].size).toBe('%PDF-1.7'.length);
    expect(screen.queryByText('Download Failed')).not.toBeInTheDocument();
  });

  it('saves under its own name when the server names none', async () => {
    stubFetch({ [`GET ${URL_OF_PDF}`]: reply('%PDF-1.7') });
    const { saves } = captureSaves();
    renderButton();

    await userEvent.click(screen.getByRole('button', { name: 'Download storyboard PDF' }));

    await waitFor(() => expect(saves).toEqual([{ href: 'blob:storyboard', download: 'storyboard.pdf' }]));
  });

  it("shows a refusal as an error toast in the server's words, and saves nothing", async () => {
    stubFetch({ [`GET ${URL_OF_PDF}`]: reply({ statusCode: 409, message: 'No scene can be drawn yet: Dockside has no set', error: 'Conflict' }, 409) });
    const { saves } = captureSaves();
    renderButton();

    await userEvent.click(screen.getByRole('button', { name: 'Download storyboard PDF' }));

    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
    expect(screen.getByText('No scene can be drawn yet: Dockside has no set')).toBeInTheDocument();
    expect(saves).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download storyboard PDF' })).toBeEnabled();
  });
});
