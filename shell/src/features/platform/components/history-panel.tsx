import { TableCell, TableRow, Typography } from '@mui/material';
import type { CompositionChange, CompositionPin } from '@studio/contracts/platform';
import { type TableLoad, TablePanel } from '../../../components/table-panel';
import { pinsText } from './roll-back-dialog';

const COLUMNS = ['Revision', 'Change', 'Modules after', 'Reason', 'By', 'When'];

const ACTION_LABELS = { compose: 'Composed', rollback: 'Rolled back', pin: 'Pinned (no gate)' } as const;

/** What moved: `mfe_sets 1.0.0 -> 2.0.0`, per remote whose pin changed. */
function changedPins(before: CompositionPin[], after: CompositionPin[]): string {
  const names = [...new Set([...before, ...after].map((pin) => pin.name))];
  const moved = names.flatMap((name) => {
    const from = before.find((pin) => pin.name === name)?.version ?? 'build';
    const to = after.find((pin) => pin.name === name)?.version ?? 'build';
    return from === to ? [] : [`${name} ${from} -> ${to}`];
  });
  return moved.join(', ') || 'No module changed';
}

function ChangeRow({ change }: { change: CompositionChange }) {
  const action = change.rolledBackTo === null ? ACTION_LABELS[change.action] : `${ACTION_LABELS[change.action]} to revision ${change.rolledBackTo}`;
  return (
    <TableRow>
      <TableCell>{change.revision}</TableCell>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {action}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {changedPins(change.before, change.after)}
        </Typography>
      </TableCell>
      <TableCell>{pinsText(change.after)}</TableCell>
      <TableCell>{change.reason}</TableCell>
      <TableCell>{change.changedBy}</TableCell>
      <TableCell>{new Date(change.changedAt).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}</TableCell>
    </TableRow>
  );
}

export interface HistoryPanelProps extends TableLoad {
  changes: CompositionChange[] | undefined;
}

/** Every revision, newest first: who changed which modules, when and why. */
export function HistoryPanel({ changes, ...load }: HistoryPanelProps) {
  return (
    <TablePanel
      title="Composition History"
      toolbar={null}
      columns={COLUMNS}
      {...load}
      emptyText={changes?.length === 0 ? 'The composition has never changed: every module runs its repository build.' : null}
    >
      {changes?.map((change) => <ChangeRow key={change.revision} change={change} />)}
    </TablePanel>
  );
}
