import { Skeleton, TableCell, TableRow } from '@mui/material';

export interface SkeletonTableRowsProps {
  /** How many rows; take it from SKELETON_COUNTS. */
  count: number;
  columns: number;
}

/** Placeholder rows inside a table body while its rows load. */
export function SkeletonTableRows({ count, columns }: SkeletonTableRowsProps) {
  return Array.from({ length: count }, (_, row) => (
    <TableRow key={row} data-testid="skeleton" aria-busy="true">
      {Array.from({ length: columns }, (_, column) => (
        <TableCell key={column}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}
