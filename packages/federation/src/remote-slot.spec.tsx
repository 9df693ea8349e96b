import { describe, expect, it, jest, beforeEach, afterEach } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteLoader } from './remote-loader';
import type { RemoteScreenProps } from './remote-modules';
import { RemoteDialogSlot, RemoteSlot } from './remote-slot';

function SetBuilderScreen({ projectId }: RemoteScreenProps) {
  return <h1>Set Builder for project {projectId}</h1>;
}

type LoaderMocks = {
  loadScreen: jest.Mock<RemoteLoader['loadScreen']>;
  reloadRemote: jest.Mock<RemoteLoader['reloadRemote']>;
};

function fakeLoader(overrides: Partial<LoaderMocks> = {}): LoaderMocks {
  return {
    loadScreen: jest.fn<RemoteLoader['loadScreen']>(async () => SetBuilderScreen),
    reloadRemote: jest.fn<RemoteLoader['reloadRemote']>(async () => undefined),
    ...overrides,
  };
}

describe('RemoteSlot', () => {
  let consoleError: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    // React reports every caught render error on the console.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('renders the named export of the remote module with the project id', async () => {
    const loader = fakeLoader();
    render(<RemoteSlot remote="mfe_sets" module="SetBuilder" props={{ projectId: 7 }} loader={loader} />);

    expect(screen.getByLabelText('Loading module')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Set Builder for project 7' })).toBeInTheDocument();
    expect(loader.loadScreen).toHaveBeenCalledWith('mfe_sets', 'SetBuilder');
  });

  it('shows an error card in its own area while the rest of the page keeps working', async () => {
    const loader = fakeLoader({
      loadScreen: jest.fn<RemoteLoader['loadScreen']>(async () => {
        throw new Error('Failed to get manifest.');
      }),
    });
    render(
      <>
        <nav>Sidebar</nav>
        <RemoteSlot remote="mfe_sets" module="SetBuilder" props={{ projectId: 1 }} loader={loader} />
      </>,
    );

    expect(await screen.findByText('Set Builder is unavailable')).toBeInTheDocument();
    expect(screen.getByText('Failed to get manifest.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toHaveTextContent('Sidebar');
  });

  it('reloads that remote on Retry and shows the screen once it loads', async () => {
    const loadScreen = jest
      .fn<RemoteLoader['loadScreen']>()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValue(SetBuilderScreen);
    const loader = fakeLoader({ loadScreen });
    render(<RemoteSlot remote="mfe_sets" module="SetBuilder" props={{ projectId: 3 }} loader={loader} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Set Builder for project 3' })).toBeInTheDocument();
    expect(loader.reloadRemote).toHaveBeenCalledTimes(1);
    expect(loader.reloadRemote).toHaveBeenCalledWith('mfe_sets');
    expect(loadScreen).toHaveBeenCalledTimes(2);
  });

  it('reloads a remote that failed while offline by itself when the browser is back online', async () => {
    const loadScreen = jest
      .fn<RemoteLoader['loadScreen']>()
      .mockRejectedValueOnce(new Error('Loading chunk 512 failed.'))
      .mockResolvedValue(SetBuilderScreen);
    const loader = fakeLoader({ loadScreen });
    render(<RemoteSlot remote="mfe_sets" module="SetBuilder" props={{ projectId: 4 }} loader={loader} />);
    expect(await screen.findByText('Set Builder is unavailable')).toBeInTheDocument();

    window.dispatchEvent(new Event('online'));

    expect(await screen.findByRole('heading', { name: 'Set Builder for project 4' })).toBeInTheDocument();
    expect(loader.reloadRemote).toHaveBeenCalledWith('mfe_sets');
    // Online again once it loaded: nothing listens any more.
    window.dispatchEvent(new Event('online'));
    expect(loadScreen).toHaveBeenCalledTimes(2);
  });

  it('shows the error again when the remote is still broken after Retry', async () => {
    const loader = fakeLoader({
      reloadRemote: jest.fn<RemoteLoader['reloadRemote']>(async () => {
        throw new Error('404: Not Found');
      }),
      loadScreen: jest.fn<RemoteLoader['loadScreen']>(async () => {
        throw new Error('Failed to get manifest.');
      }),
    });
    render(<RemoteSlot remote="mfe_sets" module="SetBuilder" props={{ projectId: 3 }} loader={loader} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('404: Not Found')).toBeInTheDocument();
    expect(screen.getByText('Set Builder is unavailable')).toBeInTheDocument();
  });
});

describe('RemoteDialogSlot', () => {
  let consoleError: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  function SceneEditor({ sceneId }: RemoteScreenProps & { sceneId?: number }) {
    return <div role="dialog" aria-label="Edit Scene">{`Scene ${sceneId}`}</div>;
  }

  it('loads nothing while closed and the dialog once opened', async () => {
    const loader = fakeLoader({ loadScreen: jest.fn<RemoteLoader['loadScreen']>(async () => SceneEditor) });
    const onClose = jest.fn();
    const { rerender } = render(
      <RemoteDialogSlot remote="mfe_rendering" module="SceneEditorDialog" props={{ projectId: 1, sceneId: 4, open: false, onClose }} loader={loader} />,
    );
    expect(loader.loadScreen).not.toHaveBeenCalled();

    rerender(
      <RemoteDialogSlot remote="mfe_rendering" module="SceneEditorDialog" props={{ projectId: 1, sceneId: 4, open: true, onClose }} loader={loader} />,
    );

    expect(await screen.findByRole('dialog', { name: 'Edit Scene' })).toHaveTextContent('Scene 4');
    expect(loader.loadScreen).toHaveBeenCalledWith('mfe_rendering', 'SceneEditorDialog');
  });

  it('shows the error card with Retry inside a dialog that closes like the remote one', async () => {
    const loader = fakeLoader({
      loadScreen: jest.fn<RemoteLoader['loadScreen']>(async () => {
        throw new Error('Failed to get manifest.');
      }),
    });
    const onClose = jest.fn();
    render(<RemoteDialogSlot remote="mfe_rendering" module="SceneEditorDialog" props={{ projectId: 1, open: true, onClose }} loader={loader} />);

    await screen.findByText('Scene Editor is unavailable');
    const dialog = screen.getByRole('dialog', { name: 'Scene Editor' });
    expect(dialog).toHaveTextContent('Failed to get manifest.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
