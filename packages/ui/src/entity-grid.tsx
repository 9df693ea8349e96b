import { Grid } from '@mui/material';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { ErrorAlert } from './error-alert';
import { SkeletonGrid } from './skeleton-grid';

export interface EntityGridProps<TItem extends { id: number }> {
  /** The list query: its data, whether it is still loading, and its error. */
  query: { data?: TItem[]; isPending: boolean; error: Error | null };
  /** Placeholders while loading; take it from SKELETON_COUNTS. */
  skeletonCount: number;
  /** What is listed, for screen readers ('Characters'). */
  label: string;
  emptyMessage: string;
  renderItem: (item: TItem) => ReactNode;
}

/** A card grid with the spec's loading placeholders, error and empty text. */
export function EntityGrid<TItem extends { id: number }>({
  query,
  skeletonCount,
  label,
  emptyMessage,
  renderItem,
}: EntityGridProps<TItem>) {
  if (query.error) return <ErrorAlert error={query.error} />;
  if (query.isPending || !query.data) return <SkeletonGrid count={skeletonCount} label={`Loading ${label}`} />;
  if (query.data.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <Grid container spacing={2} component="section" aria-label={label}>
      {query.data.map((item) => (
        <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
          {renderItem(item)}
        </Grid>
      ))}
    </Grid>
  );
}
