import { Grid, Skeleton } from '@mui/material';

export interface SkeletonGridProps {
  /** How many placeholders; take it from SKELETON_COUNTS. */
  count: number;
  /** What is loading, read out by screen readers. */
  label: string;
  height?: number;
}

/** Card-shaped placeholders laid out like the grid that replaces them. */
export function SkeletonGrid({ count, label, height = 160 }: SkeletonGridProps) {
  return (
    <Grid container spacing={2} aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: count }, (_, index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
          <Skeleton variant="rounded" height={height} data-testid="skeleton" />
        </Grid>
      ))}
    </Grid>
  );
}
