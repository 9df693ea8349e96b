import { render, screen } from '@testing-library/react';
import { ScreenplayDownloads } from './screenplay-downloads';

describe('ScreenplayDownloads', () => {
  it('links each format to its download', () => {
    render(<ScreenplayDownloads urlOf={(format) => `/api/scripts/7/export?format=${format}`} />);
    const group = screen.getByRole('group', { name: 'Export Screenplay' });
    expect(group).toHaveTextContent('Export Screenplay:');
    expect(screen.getByRole('link', { name: 'Fountain' })).toHaveAttribute('href', '/api/scripts/7/export?format=fountain');
    expect(screen.getByRole('link', { name: 'Final Draft' })).toHaveAttribute('href', '/api/scripts/7/export?format=fdx');
    expect(screen.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', '/api/scripts/7/export?format=pdf');
    expect(screen.getByRole('link', { name: 'PDF' })).toHaveAttribute('download');
  });
});
