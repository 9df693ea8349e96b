import { render, screen } from '@testing-library/react';
import { ConnectionBadge } from './connection-badge';
import { SceneStatusBadge, VoiceLineStatusBadge, VoiceoverStatusBadge, sceneStatusLook, voiceLineStatusLook, voiceoverStatusLook } from './status-badge';

describe('status badges', () => {
  it('draws in-progress yellow with dark text, not MUI\'s orange warning', () => {
    render(<SceneStatusBadge status="in_progress" />);
    const chip = screen.getByText('In Progress').closest('.MuiChip-root') as HTMLElement;
    expect(getComputedStyle(chip).backgroundColor).toBe('rgb(253, 216, 53)');
    expect(getComputedStyle(chip).color).toBe('rgba(0, 0, 0, 0.87)');
  });

  const looks = { scene: sceneStatusLook, 'dashboard voice line': voiceLineStatusLook };

  it.each<[keyof typeof looks, string, string, string]>([
    ['scene', 'ready', 'Ready', 'success'],
    ['scene', 'in_progress', 'In Progress', 'yellow'],
    ['scene', 'pending', 'Pending', 'default'],
    ['scene', 'archived', 'archived', 'default'],
    ['dashboard voice line', 'complete', 'Generated', 'success'],
    ['dashboard voice line', 'generated', 'Generated', 'success'],
    ['dashboard voice line', 'in_progress', 'Processing', 'yellow'],
    ['dashboard voice line', 'pending', 'Pending', 'yellow'],
    ['dashboard voice line', 'failed', 'failed', 'default'],
  ])('%s status %s reads %s in %s', (kind, status, label, color) => {
    expect(looks[kind](status)).toEqual({ label, color });
  });

  it("reads 'Rendered, out of date' in yellow for a scene changed since its render, and In Progress while it renders again", () => {
    expect(sceneStatusLook('ready', true)).toEqual({ label: 'Rendered, out of date', color: 'yellow' });
    expect(sceneStatusLook('pending', true)).toEqual({ label: 'Rendered, out of date', color: 'yellow' });
    expect(sceneStatusLook('in_progress', true)).toEqual({ label: 'In Progress', color: 'yellow' });
    expect(sceneStatusLook('ready', false)).toEqual({ label: 'Ready', color: 'success' });
    render(<SceneStatusBadge status="ready" renderOutdated />);
    expect(screen.getByText('Rendered, out of date').closest('.MuiChip-root')).toBeInTheDocument();
  });

  it.each([
    ['complete', 'Generated'],
    ['generated', 'Pending'],
    ['in_progress', 'Pending'],
  ])('voiceover status %s reads %s', (status, label) => {
    expect(voiceoverStatusLook(status).label).toBe(label);
  });

  it('renders the label in a chip of the right colour', () => {
    render(
      <>
        <SceneStatusBadge status="ready" />
        <VoiceLineStatusBadge status="in_progress" />
        <VoiceoverStatusBadge status="complete" />
      </>,
    );

    expect(screen.getByText('Ready').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(getComputedStyle(screen.getByText('Processing').closest('.MuiChip-root') as HTMLElement).backgroundColor).toBe('rgb(253, 216, 53)');
    expect(screen.getByText('Generated')).toBeInTheDocument();
  });
});

describe('ConnectionBadge', () => {
  it('reads Connected in green or Not connected in red', () => {
    render(
      <>
        <ConnectionBadge connected />
        <ConnectionBadge connected={false} />
      </>,
    );

    expect(screen.getByText('Connected').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(screen.getByText('Not connected').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
  });
});
