import { Box, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { type EditDeleteActions, EditDeleteButtons } from '@studio/ui/edit-delete-buttons';
import { SKELETON_COUNTS } from '@studio/ui/skeleton-counts';
import { SkeletonTableRows } from '@studio/ui/skeleton-table-rows';

/** Where a panel's rows are in loading: placeholders while they load, the error's text if it failed. */
export interface TableLoad {
  loading: boolean;
  error?: string;
}

/** A query's loading state, as a panel shows it. */
export const tableLoadOf = (query: { isPending: boolean; error: Error | null }): TableLoad => ({ loading: query.isPending, error: query.error?.message });

export interface TablePanelProps {
  /** The panel's heading, also the table's accessible name. */
  title: string;
  /** Controls beside the heading (a scene picker, 'Add …'). */
  toolbar: ReactNode;
  columns: readonly string[];
  /** Placeholder rows while the rows load. */
  loading: boolean;
  /** The load error's text, in a row of its own. */
  error?: string;
  /** The text shown in a row of its own when there is nothing to list; null while there is. */
  emptyText: string | null;
  /** The table's rows. */
  children: ReactNode;
}

/** A dashboard table in a titled panel: heading and controls, column heads, and the loading, error and empty rows. */
export function TablePanel({ title, toolbar, columns, loading, error, emptyText, children }: TablePanelProps) {
  const titleId = useId();
  const messageRow = (text: string) => (
    <TableRow>
      <TableCell colSpan={columns.length}>{text}</TableCell>
    </TableRow>
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {toolbar}
      </Box>
      <TableContainer>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && <SkeletonTableRows count={SKELETON_COUNTS.dashboardTableRows} columns={columns.length} />}
            {error !== undefined && messageRow(error)}
            {emptyText !== null && messageRow(emptyText)}
            {children}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/** A row's Edit and Delete buttons, in the last column. */
export function EditDeleteCell(actions: EditDeleteActions) {
  return (
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      <EditDeleteButtons {...actions} />
    </TableCell>
  );
}
