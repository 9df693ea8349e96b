import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModelPreview, ModelViewer } from './model-viewer';
import { mountModelScene, type ModelScene } from './model-viewer-scene';

// jsdom has no WebGL: the three.js side is replaced at its module boundary.
jest.mock('./model-viewer-scene', () => ({ mountModelScene: jest.fn() }));
const mountScene = jest.mocked(mountModelScene);

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

afterEach(() => mountScene.mockReset());

describe('ModelViewer', () => {
  it('shows a skeleton while the model loads, then the model', async () => {
    const scene = deferred<ModelScene>();
    mountScene.mockReturnValue(scene.promise);
    render(<ModelViewer src="/media/models/rex.glb" label="3D model of Rex" />);

    const viewer = screen.getByRole('img', { name: '3D model of Rex' });
    expect(viewer).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('model-viewer-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(mountScene).toHaveBeenCalledWith(expect.any(HTMLDivElement), '/media/models/rex.glb', expect.objectContaining({ interactive: true })));

    scene.resolve({ dispose: jest.fn() });
    await waitFor(() => expect(screen.queryByTestId('model-viewer-skeleton')).not.toBeInTheDocument());
    expect(viewer).toHaveAttribute('aria-busy', 'false');
  });

  it('says so when the GLB fails to load', async () => {
    mountScene.mockRejectedValue(new Error('fetch for "/media/models/gone.glb" responded with 404: Not Found'));
    render(<ModelViewer src="/media/models/gone.glb" label="3D model of Rex" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The 3D model could not be loaded.');
    expect(alert).toHaveTextContent('responded with 404');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('disposes the scene on unmount, also when it finishes loading after', async () => {
    const ready = { dispose: jest.fn() };
    mountScene.mockResolvedValue(ready);
    const first = render(<ModelViewer src="/media/models/rex.glb" label="Rex" />);
    await waitFor(() => expect(screen.queryByTestId('model-viewer-skeleton')).not.toBeInTheDocument());
    first.unmount();
    expect(ready.dispose).toHaveBeenCalledTimes(1);

    const late = deferred<ModelScene>();
    const lateScene = { dispose: jest.fn() };
    mountScene.mockReturnValue(late.promise);
    const second = render(<ModelViewer src="/media/models/rex.glb" label="Rex" />);
    await waitFor(() => expect(mountScene).toHaveBeenCalledTimes(2));
    second.unmount();
    expect(mountScene.mock.calls[1]?.[2].signal.aborted).toBe(true);
    late.resolve(lateScene);
    await waitFor(() => expect(lateScene.dispose).toHaveBeenCalledTimes(1));
  });
});

describe('ModelViewer stills', () => {
  it('draws the pictures of a list one at a time, and shows a picture it drew again at once', async () => {
    const first = deferred<ModelScene>();
    mountScene.mockReturnValueOnce(first.promise).mockResolvedValueOnce({ dispose: jest.fn(), still: 'data:image/png;base64,second' });
    render(
      <>
        <ModelViewer src="/media/sets/one.glb" label="One" interactive={false} />
        <ModelViewer src="/media/sets/two.glb" label="Two" interactive={false} />
      </>,
    );
    await waitFor(() => expect(mountScene).toHaveBeenCalledTimes(1));
    // The second waits for the first to be drawn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mountScene).toHaveBeenCalledTimes(1);

    first.resolve({ dispose: jest.fn(), still: 'data:image/png;base64,first' });
    await waitFor(() => expect(mountScene).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Two' })).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('img', { name: 'One' }).querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,first');

    render(<ModelViewer src="/media/sets/one.glb" label="One again" interactive={false} />);
    expect(screen.getByRole('img', { name: 'One again' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('img', { name: 'One again' }).querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,first');
    expect(mountScene).toHaveBeenCalledTimes(2);
  });
});

describe('ModelPreview', () => {
  it('draws the small model as a still and opens an orbitable large one on click', async () => {
    mountScene.mockResolvedValue({ dispose: jest.fn() });
    render(<ModelPreview src="/media/models/rex.glb" name="Rex" />);
    await waitFor(() => expect(mountScene).toHaveBeenCalledWith(expect.any(HTMLDivElement), '/media/models/rex.glb', expect.objectContaining({ interactive: false })));

    await userEvent.click(screen.getByRole('button', { name: 'Open 3D viewer for Rex' }));

    const dialog = await screen.findByRole('dialog', { name: '3D Model: Rex' });
    expect(within(dialog).getByRole('img', { name: '3D model of Rex' })).toBeInTheDocument();
    await waitFor(() => expect(mountScene).toHaveBeenLastCalledWith(expect.any(HTMLDivElement), '/media/models/rex.glb', expect.objectContaining({ interactive: true })));
  });

  it('opens from the keyboard', async () => {
    mountScene.mockResolvedValue({ dispose: jest.fn() });
    render(<ModelPreview src="/media/models/rex.glb" name="Rex" />);
    screen.getByRole('button', { name: 'Open 3D viewer for Rex' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: '3D Model: Rex' })).toBeInTheDocument();
  });

  it('turns live and orbitable while the mouse is over it, and a drag does not open the dialog', async () => {
    mountScene.mockResolvedValue({ dispose: jest.fn() });
    render(<ModelPreview src="/media/models/rex.glb" name="Rex" />);
    const preview = screen.getByRole('button', { name: 'Open 3D viewer for Rex' });
    await waitFor(() => expect(mountScene).toHaveBeenLastCalledWith(expect.any(HTMLDivElement), '/media/models/rex.glb', expect.objectContaining({ interactive: false })));

    await userEvent.hover(preview);
    await waitFor(() => expect(mountScene).toHaveBeenLastCalledWith(expect.any(HTMLDivElement), '/media/models/rex.glb', expect.objectContaining({ interactive: true })));

    // An orbit: pressed, moved well past the threshold, released on the preview.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: preview, coords: { clientX: 10, clientY: 10 } },
      { target: preview, coords: { clientX: 60, clientY: 20 } },
      { keys: '[/MouseLeft]', target: preview, coords: { clientX: 60, clientY: 20 } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.unhover(preview);
    await waitFor(() => expect(mountScene).toHaveBeenLastCalledWith(expect.any(HTMLDivElement), '/media/models/rex.glb', expect.objectContaining({ interactive: false })));
  });
});
