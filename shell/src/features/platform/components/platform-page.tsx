import { Button, Stack } from '@mui/material';
import type { ReleaseParams } from '@studio/contracts/platform';
import { PageTitle } from '@studio/ui/page-title';
import { useState } from 'react';
import { useCompositionHistory } from '../api/get-composition-history';
import { useReleases } from '../api/get-releases';
import { useLiveModules } from '../hooks/use-live-modules';
import { ComposeDialog } from './compose-dialog';
import { HistoryPanel } from './history-panel';
import { ModulesPanel } from './modules-panel';
import { PreviewDialog } from './preview-dialog';
import { ReleasesPanel } from './releases-panel';
import { RollBackDialog } from './roll-back-dialog';
import { YankDialog } from './yank-dialog';

type OpenDialog = { kind: 'compose' | 'preview' | 'yank'; release: ReleaseParams } | { kind: 'rollback'; revision: number } | null;

/**
 * The platform team's page, part of the shell so that it works when a remote is broken (it is
 * how a broken remote is rolled back): the live modules, every release with the gate's verdict,
 * the history, and Compose, Roll Back, Yank and Preview.
 */
export function PlatformPage() {
  const { composition, modules } = useLiveModules();
  const releases = useReleases();
  const history = useCompositionHistory();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const revision = composition.data?.revision;

  return (
    <>
      <PageTitle
        title="Platform"
        subtitle={revision === undefined ? 'Modules, releases and the composition' : `Modules, releases and the composition, at revision ${revision}`}
        actions={
          <Button variant="outlined" disabled={!revision} onClick={() => revision && setDialog({ kind: 'rollback', revision })}>
            Roll Back
          </Button>
        }
      />
      <Stack spacing={3}>
        <ModulesPanel modules={modules} loading={composition.isPending} error={composition.error?.message} />
        <ReleasesPanel
          releases={releases.data?.releases}
          modules={modules}
          loading={releases.isPending}
          error={releases.error?.message}
          onCompose={(release) => setDialog({ kind: 'compose', release })}
          onPreview={(release) => setDialog({ kind: 'preview', release })}
          onYank={(release) => setDialog({ kind: 'yank', release })}
        />
        <HistoryPanel changes={history.data?.changes} loading={history.isPending} error={history.error?.message} />
      </Stack>
      {dialog?.kind === 'compose' && <ComposeDialog release={dialog.release} onClose={close} />}
      {dialog?.kind === 'preview' && <PreviewDialog release={dialog.release} onClose={close} />}
      {dialog?.kind === 'yank' && <YankDialog release={dialog.release} onClose={close} />}
      {dialog?.kind === 'rollback' && <RollBackDialog revision={dialog.revision} onClose={close} />}
    </>
  );
}
