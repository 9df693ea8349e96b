import { Chip, TableCell, TableRow, Typography } from '@mui/material';
import type { LiveModule } from '../hooks/use-live-modules';
import { type TableLoad, TablePanel } from '../../../components/table-panel';

const COLUMNS = ['Module', 'Live version', 'Source', 'Warnings'];

const SOURCE_LABELS = { published: 'Published release', build: 'Repository build' } as const;

export interface ModulesPanelProps extends TableLoad {
  modules: LiveModule[] | undefined;
}

/** Each remote's live release: pinned, or the repository's build when nothing is pinned. */
export function ModulesPanel({ modules, ...load }: ModulesPanelProps) {
  return (
    <TablePanel title="Live Modules" toolbar={null} columns={COLUMNS} {...load} emptyText={null}>
      {modules?.map(({ remote, liveVersion, previewVersion }) => (
        <TableRow key={remote.name}>
          <TableCell>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {remote.name}
            </Typography>
          </TableCell>
          <TableCell>
            {liveVersion}
            {remote.pinned && <Chip size="small" variant="outlined" label="Pinned" sx={{ ml: 1 }} />}
            {previewVersion && <Chip size="small" color="warning" label={`Previewing ${previewVersion} here`} sx={{ ml: 1 }} />}
          </TableCell>
          <TableCell>{remote.source ? SOURCE_LABELS[remote.source] : 'Not a release here'}</TableCell>
          <TableCell>
            {remote.warnings.length === 0
              ? 'None'
              : remote.warnings.map((warning) => (
                  <Typography key={warning} variant="body2" color="warning.main">
                    {warning}
                  </Typography>
                ))}
          </TableCell>
        </TableRow>
      ))}
    </TablePanel>
  );
}
