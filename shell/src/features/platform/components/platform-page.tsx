import { Button, Stack } from '@mui/material';
import { isApiError, serverMessage } from '@studio/api-client/http';
import { platformTokenStore } from '@studio/api-client/platform';
import type { PlatformToken, ReleaseParams } from '@studio/contracts/platform';
import { ConfirmDialog } from '@studio/ui/confirm-dialog';
import { PageTitle } from '@studio/ui/page-title';
import { useState } from 'react';
import { tableLoadOf } from '../../../components/table-panel';
import { useNotify } from '../../../hooks/use-notify';
import { useCompositionHistory } from '../api/get-composition-history';
import { usePlatformTokens } from '../api/get-platform-tokens';
import { useReleases } from '../api/get-releases';
import { useRevokePlatformToken } from '../api/revoke-platform-token';
import { useLiveModules } from '../hooks/use-live-modules';
import { usePlatformToken } from '../hooks/use-platform-token';
import { ComposeDialog } from './compose-dialog';
import { CreateTokenDialog } from './create-token-dialog';
import { HistoryPanel } from './history-panel';
import { ModulesPanel } from './modules-panel';
import { PlatformTokenDialog } from './platform-token-dialog';
import { PreviewDialog } from './preview-dialog';
import { ReleasesPanel } from './releases-panel';
import { RollBackDialog } from './roll-back-dialog';
import { TokensPanel } from './tokens-panel';
import { YankDialog } from './yank-dialog';

/** The dialogs that change the platform: each needs the platform team's token. */
type ChangeDialog =
  | { kind: 'compose' | 'yank'; release: ReleaseParams }
  | { kind: 'rollback'; revision: number }
  | { kind: 'create-token' }
  | { kind: 'revoke-token'; token: PlatformToken };

/** `token` asks for the platform token, then opens the change it was asked for, if any. */
type OpenDialog = ChangeDialog | { kind: 'preview'; release: ReleaseParams } | { kind: 'token'; then: ChangeDialog | null } | null;

/**
 * The platform team's page, part of the shell so that it works when a remote is broken (it is
 * how a broken remote is rolled back): the live modules, every release with the gate's verdict,
 * the history, the tokens, and Compose, Roll Back, Yank and Preview. Anyone signed in may read
 * it; a change first asks for the platform team's token, kept in this tab.
 */
export function PlatformPage() {
  const { composition, modules } = useLiveModules();
  const releases = useReleases();
  const history = useCompositionHistory();
  const tokens = usePlatformTokens();
  const token = usePlatformToken();
  const revoke = useRevokePlatformToken();
  const notify = useNotify();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const change = (next: ChangeDialog) => setDialog(token ? next : { kind: 'token', then: next });
  const revision = composition.data?.revision;

  const revokeToken = (revoked: PlatformToken) =>
    revoke.mutate(revoked.id, {
      onSuccess: () => {
        notify('Token revoked', `${revoked.name} is refused from now on.`, 'success');
        close();
      },
      onError: (error) => notify('The token was not revoked', (isApiError(error) && serverMessage(error)) || error.message, 'error'),
    });

  return (
    <>
      <PageTitle
        title="Platform"
        subtitle={revision === undefined ? 'Modules, releases and the composition' : `Modules, releases and the composition, at revision ${revision}`}
        actions={
          <Stack direction="row" spacing={1}>
            {token ? (
              <Button onClick={platformTokenStore.forget}>Forget Token</Button>
            ) : (
              <Button onClick={() => setDialog({ kind: 'token', then: null })}>Enter Token</Button>
            )}
            <Button variant="outlined" disabled={!revision} onClick={() => revision && change({ kind: 'rollback', revision })}>
              Roll Back
            </Button>
          </Stack>
        }
      />
      <Stack spacing={3}>
        <ModulesPanel modules={modules} {...tableLoadOf(composition)} />
        <ReleasesPanel
          releases={releases.data?.releases}
          modules={modules}
          {...tableLoadOf(releases)}
          onCompose={(release) => change({ kind: 'compose', release })}
          onPreview={(release) => setDialog({ kind: 'preview', release })}
          onYank={(release) => change({ kind: 'yank', release })}
        />
        <HistoryPanel changes={history.data?.changes} {...tableLoadOf(history)} />
        <TokensPanel
          tokens={tokens.data?.tokens}
          {...tableLoadOf(tokens)}
          onCreate={() => change({ kind: 'create-token' })}
          onRevoke={(revoked) => change({ kind: 'revoke-token', token: revoked })}
        />
      </Stack>
      {dialog?.kind === 'token' && <PlatformTokenDialog onEntered={() => setDialog(dialog.then)} onClose={close} />}
      {dialog?.kind === 'compose' && <ComposeDialog release={dialog.release} onClose={close} />}
      {dialog?.kind === 'preview' && <PreviewDialog release={dialog.release} onClose={close} />}
      {dialog?.kind === 'yank' && <YankDialog release={dialog.release} onClose={close} />}
      {dialog?.kind === 'rollback' && <RollBackDialog revision={dialog.revision} onClose={close} />}
      {dialog?.kind === 'create-token' && <CreateTokenDialog onClose={close} />}
      {dialog?.kind === 'revoke-token' && (
        <ConfirmDialog
          open
          title={`Revoke ${dialog.token.name}?`}
          message="Whoever uses it is refused from their next request on. It stays listed, and cannot be used again."
          confirmLabel="Revoke"
          busy={revoke.isPending}
          onConfirm={() => revokeToken(dialog.token)}
          onCancel={close}
        />
      )}
    </>
  );
}
