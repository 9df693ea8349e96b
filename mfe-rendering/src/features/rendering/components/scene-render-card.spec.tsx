import { buildScene } from '@studio/contracts/testing/factories';
import type { Scene } from '@studio/contracts/scenes';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SceneRenderCard, type SceneRenderCardProps } from './scene-render-card';

const readyScene = (overrides: Partial<Scene> = {}) =>
  buildScene({ name: 'Barn Fight', setId: 1, musicId: 2, characters: [{ id: 3, name: 'Rex' }], voiceLineCount: 1, ...overrides });

const renderCard = (props: Partial<SceneRenderCardProps> = {}) => {
  const onRender = jest.fn();
  renderWithProviders(
    <SceneRenderCard
      scene={readyScene()}
      readiness="ready"
      renderJob={undefined}
      requesting={false}
      waitingFor={[]}
      onRender={onRender}
      onPreview={() => undefined}
      {...props}
    />,
  );
  return { onRender };
};

describe('SceneRenderCard render button', () => {
  it("is 'Render Scene' and enabled for a ready scene while no other scene renders", async () => {
    const { onRender } = renderCard();

    const button = screen.getByRole('button', { name: 'Render Scene' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAccessibleDescription();
    await userEvent.click(button);
    expect(onRender).toHaveBeenCalledTimes(1);
  });

  it('waits while another scene renders, and says which and that it can render after it', () => {
    renderCard({ waitingFor: ['Finale'] });

    const button = screen.getByRole('button', { name: 'Render Scene' });
    expect(button).toBeDisabled();
    const note = 'Finale is rendering. One scene renders at a time, so this one can render after it.';
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription(note);
  });

  it('counts the scenes ahead when several are rendering or queued', () => {
    renderCard({ waitingFor: ['Finale', 'Dockside'] });

    expect(screen.getByRole('button', { name: 'Render Scene' })).toHaveAccessibleDescription(
      '2 other scenes are rendering. One scene renders at a time, so this one can render after them.',
    );
  });

  it("is 'Rendering...' for the scene's own render, queued or running, without the note", () => {
    renderCard({ renderJob: { progress: 0, stage: null }, waitingFor: ['Finale'] });

    expect(screen.getByRole('button', { name: 'Rendering...' })).toBeDisabled();
    expect(screen.getByText('queued')).toBeInTheDocument();
    expect(screen.queryByText(/One scene renders at a time/)).not.toBeInTheDocument();
  });

  it("is 'Rendering...' while the scene's render request is on its way", () => {
    renderCard({ requesting: true });

    expect(screen.getByRole('button', { name: 'Rendering...' })).toBeDisabled();
  });

  it("stays 'Already Rendered' or plainly disabled when it could not render anyway: no note", () => {
    renderCard({ scene: readyScene({ renderedPath: '/media/scenes/1/render.mp4' }), readiness: 'rendered', waitingFor: ['Finale'] });
    expect(screen.getByRole('button', { name: 'Already Rendered' })).toBeDisabled();
    expect(screen.queryByText(/One scene renders at a time/)).not.toBeInTheDocument();
  });

  it("reads 'Rendered, out of date' for a scene changed since its render, and offers to render it again", async () => {
    const { onRender } = renderCard({ scene: readyScene({ renderedPath: '/media/scenes/1/render.mp4', renderOutdated: true }), readiness: 'outdated' });

    expect(screen.getByText('Rendered, out of date')).toBeInTheDocument();
    expect(screen.queryByText('Rendered')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Render Again' }));
    expect(onRender).toHaveBeenCalledTimes(1);
  });

  it('waits its turn to render again while another scene renders', () => {
    renderCard({ scene: readyScene({ renderedPath: '/media/scenes/1/render.mp4', renderOutdated: true }), readiness: 'outdated', waitingFor: ['Finale'] });

    expect(screen.getByRole('button', { name: 'Render Again' })).toBeDisabled();
    expect(screen.getByText(/One scene renders at a time/)).toBeInTheDocument();
  });

  it('is disabled for a scene that is not ready, with no note about other renders', () => {
    renderCard({ scene: readyScene({ setId: null }), readiness: 'not_ready', waitingFor: ['Finale'] });

    expect(screen.getByRole('button', { name: 'Render Scene' })).toBeDisabled();
    expect(screen.queryByText(/One scene renders at a time/)).not.toBeInTheDocument();
  });
});
