import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './empty-state';
import { EntityCard } from './entity-card';
import { EntityGrid } from './entity-grid';
import { PageTitle } from './page-title';
import { SkeletonGrid } from './skeleton-grid';
import { SKELETON_COUNTS } from './skeleton-counts';

describe('SkeletonGrid', () => {
  it('renders as many placeholders as asked', () => {
    render(<SkeletonGrid count={SKELETON_COUNTS.characters} label="Loading characters" />);

    const grid = screen.getByRole('status', { name: 'Loading characters' });
    expect(within(grid).getAllByTestId('skeleton')).toHaveLength(3);
  });
});

describe('EmptyState', () => {
  it('shows its message', () => {
    render(<EmptyState message="No sets found in this project." />);

    expect(screen.getByText('No sets found in this project.')).toBeInTheDocument();
  });
});

describe('PageTitle', () => {
  it('is the page heading', () => {
    render(<PageTitle title="Character Builder" subtitle="Design your cast" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Character Builder' })).toBeInTheDocument();
    expect(screen.getByText('Design your cast')).toBeInTheDocument();
  });
});

describe('EntityCard', () => {
  it('shows its title and lines and calls Edit and Delete', async () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    render(<EntityCard title="Rex" lines={['Status: pending', 'No 3D Model']} onEdit={onEdit} onDelete={onDelete} />);

    const card = screen.getByRole('article', { name: 'Rex' });
    expect(within(card).getByText('Status: pending')).toBeInTheDocument();
    expect(within(card).getByText('No 3D Model')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('leaves out actions that have no handler', () => {
    render(<EntityCard title="Rex" />);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('EntityGrid', () => {
  const items = [
    { id: 1, name: 'Rex' },
    { id: 2, name: 'Mona' },
  ];
  const renderGrid = (query: { data?: typeof items; isPending: boolean; error: Error | null }) =>
    render(
      <EntityGrid
        query={query}
        skeletonCount={2}
        label="Characters"
        emptyMessage="Nothing here."
        renderItem={(item) => <EntityCard title={item.name} />}
      />,
    );

  it('shows the placeholders while loading', () => {
    renderGrid({ isPending: true, error: null });

    expect(screen.getAllByTestId('skeleton')).toHaveLength(2);
  });

  it('shows the error message of a failed load', () => {
    renderGrid({ isPending: false, error: new Error('500: Internal Server Error') });

    expect(screen.getByRole('alert')).toHaveTextContent('500: Internal Server Error');
  });

  it('shows the empty text for an empty list', () => {
    renderGrid({ data: [], isPending: false, error: null });

    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
  });

  it('renders one card per item', () => {
    renderGrid({ data: items, isPending: false, error: null });

    const grid = screen.getByRole('region', { name: 'Characters' });
    expect(within(grid).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Rex', 'Mona']);
  });
});
