import { Button, TableCell, TableRow } from '@mui/material';
import type { PlatformToken } from '@studio/contracts/platform';
import { type TableLoad, TablePanel } from '../../../components/table-panel';

const COLUMNS = ['Name', 'Kind', 'Remote', 'Created', 'Last used', 'Revoked', ''];

const KIND_LABELS = { platform: 'Platform', publish: 'Publish' } as const;

const dateTimeOf = (iso: string | null, none: string) => (iso ? new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' }) : none);

export interface TokensPanelProps extends TableLoad {
  tokens: PlatformToken[] | undefined;
  onCreate: () => void;
  onRevoke: (token: PlatformToken) => void;
}

/** The platform and publish tokens (never their secrets), with Create and Revoke. */
export function TokensPanel({ tokens, loading, error, onCreate, onRevoke }: TokensPanelProps) {
  return (
    <TablePanel
      title="Tokens"
      toolbar={
        <Button variant="outlined" onClick={onCreate}>
          Create Token
        </Button>
      }
      columns={COLUMNS}
      loading={loading}
      error={error}
      emptyText={tokens?.length === 0 ? 'No tokens yet: the platform team uses the server\'s PLATFORM_TOKEN until it creates some.' : null}
    >
      {tokens?.map((token) => (
        <TableRow key={token.id}>
          <TableCell>{token.name}</TableCell>
          <TableCell>{KIND_LABELS[token.kind]}</TableCell>
          <TableCell>{token.remote ?? 'Every remote'}</TableCell>
          <TableCell>{`${dateTimeOf(token.createdAt, '')} by ${token.createdBy}`}</TableCell>
          <TableCell>{dateTimeOf(token.lastUsedAt, 'Never')}</TableCell>
          <TableCell>{dateTimeOf(token.revokedAt, '')}</TableCell>
          <TableCell align="right">
            {token.revokedAt === null && (
              <Button size="small" color="error" onClick={() => onRevoke(token)} aria-label={`Revoke ${token.name}`}>
                Revoke
              </Button>
            )}
          </TableCell>
        </TableRow>
      ))}
    </TablePanel>
  );
}
