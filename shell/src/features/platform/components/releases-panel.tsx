import { Box, Button, Chip, TableCell, TableRow, Typography } from '@mui/material';
import { REMOTES, type Release, type ReleaseParams } from '@studio/contracts/platform';
import { countOf } from '@studio/ui/plural';
import { Tooltip } from '@studio/ui/tooltip';
import type { ReactNode } from 'react';
import { type TableLoad, TablePanel } from '../../../components/table-panel';
import { useReleaseCompatibility } from '../api/get-release-compatibility';
import type { LiveModule } from '../hooks/use-live-modules';

const COLUMNS = ['Module', 'Version', 'Size', 'Date', 'Compatibility', 'Status', ''];

const REMOTE_ORDER = new Map<string, number>(REMOTES.map((remote, index) => [remote.name, index]));

/** 1.5 MB, 320 KB. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' }) : 'Unknown');

export interface ReleaseActions {
  onCompose: (release: ReleaseParams) => void;
  onPreview: (release: ReleaseParams) => void;
  onYank: (release: ReleaseParams) => void;
}

/** A button that says why it is disabled. */
function ActionButton({ label, why, onClick, color }: { label: string; why: string | null; onClick: () => void; color?: 'error' }) {
  const button = (
    <Button size="small" color={color} disabled={why !== null} onClick={onClick}>
      {label}
    </Button>
  );
  if (why === null) return button;
  // A disabled button fires no events: the tooltip listens on its wrapper.
  return (
    <Tooltip title={why}>
      <span>{button}</span>
    </Tooltip>
  );
}

/** The gate's verdict on the release, asked when the row shows: what composing it would answer. */
function ReleaseRow({ release, live, actions }: { release: Release; live: LiveModule | undefined } & { actions: ReleaseActions }) {
  const verdict = useReleaseCompatibility(release.name, release.version);
  const params = { name: release.name, version: release.version };
  const isLive = live?.liveVersion === release.version;
  const refusedWhy = verdict.data && !verdict.data.compatible ? 'The compatibility gate refuses it.' : verdict.isPending ? 'Checking compatibility...' : null;

  let compatibility: ReactNode;
  if (verdict.isPending) compatibility = <Typography variant="body2">Checking...</Typography>;
  else if (verdict.error) compatibility = <Typography variant="body2" color="error">{verdict.error.message}</Typography>;
  else if (verdict.data.compatible) compatibility = <Chip size="small" variant="outlined" color="success" label="Compatible" />;
  else
    compatibility = (
      <Box>
        <Chip size="small" variant="outlined" color="error" label="Refused" />
        {verdict.data.problems.map((problem) => (
          <Typography key={problem} variant="caption" color="error" component="p">
            {problem}
          </Typography>
        ))}
      </Box>
    );

  const status = [
    isLive ? 'Live' : null,
    live?.previewVersion === release.version ? 'Previewing here' : null,
    release.yanked ? `Yanked: ${release.yanked.reason}` : null,
  ].filter((text) => text !== null);

  return (
    <TableRow>
      <TableCell>{release.name}</TableCell>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {release.version}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {release.source === 'build' ? 'Repository build' : `Published by ${release.publishedBy ?? 'unknown'}`}
        </Typography>
      </TableCell>
      <TableCell>{`${formatSize(release.totalBytes)} (${countOf(release.fileCount, { one: 'file', other: 'files' })})`}</TableCell>
      <TableCell>{formatDate(release.publishedAt ?? release.builtAt)}</TableCell>
      <TableCell>{compatibility}</TableCell>
      <TableCell>{status.join(', ')}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <ActionButton label="Compose" why={isLive ? 'It is live already.' : release.yanked ? 'It is yanked.' : refusedWhy} onClick={() => actions.onCompose(params)} />
        <ActionButton label="Preview" why={release.yanked ? 'It is yanked.' : refusedWhy} onClick={() => actions.onPreview(params)} />
        {release.source === 'published' && !release.yanked && <ActionButton label="Yank" color="error" why={null} onClick={() => actions.onYank(params)} />}
      </TableCell>
    </TableRow>
  );
}

export interface ReleasesPanelProps extends ReleaseActions, TableLoad {
  releases: Release[] | undefined;
  modules: LiveModule[] | undefined;
}

/** Every release per module, newest first, with its size, date, the gate's verdict and what can be done with it. */
export function ReleasesPanel({ releases, modules, loading, error, ...actions }: ReleasesPanelProps) {
  // Grouped by module in the sidebar's order; the server lists each module's newest first.
  const rows = releases && [...releases].sort((a, b) => (REMOTE_ORDER.get(a.name) ?? 0) - (REMOTE_ORDER.get(b.name) ?? 0));
  return (
    <TablePanel title="Releases" toolbar={null} columns={COLUMNS} loading={loading} error={error} emptyText={rows?.length === 0 ? 'No releases found.' : null}>
      {rows?.map((release) => (
        <ReleaseRow
          key={`${release.name}@${release.version}`}
          release={release}
          live={modules?.find((module) => module.remote.name === release.name)}
          actions={actions}
        />
      ))}
    </TablePanel>
  );
}
