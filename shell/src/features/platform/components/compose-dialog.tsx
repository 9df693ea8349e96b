import { Typography } from '@mui/material';
import type { ReleaseParams } from '@studio/contracts/platform';
import { FormDialog } from '@studio/ui/form-dialog';
import { useNotify } from '../../../hooks/use-notify';
import { useComposeRelease } from '../api/compose-release';
import { useComposition } from '../api/get-composition';
import { useReasonedChange } from '../hooks/use-reasoned-change';
import { RefusalAndReason } from './reason-field';

export interface ComposeDialogProps {
  release: ReleaseParams;
  onClose: () => void;
}

/**
 * Puts one release live for everyone, with a reason, against the revision on screen: when someone
 * changed the composition meanwhile the server refuses (412) and the page refreshes, so the user
 * decides again on what is live now.
 */
export function ComposeDialog({ release, onClose }: ComposeDialogProps) {
  const composition = useComposition();
  const compose = useComposeRelease();
  const notify = useNotify();
  const change = useReasonedChange();
  const label = `${release.name} ${release.version}`;

  const submit = () => {
    const revision = composition.data?.revision;
    if (revision === undefined) return;
    change.submit((reason, refused) =>
      compose.mutate(
        { pins: [release], reason, revision },
        {
          onSuccess: (composed) => {
            notify('Composition updated', `${label} is live at revision ${composed.revision}. Open pages offer a reload.`, 'success');
            onClose();
          },
          onError: refused,
        },
      ),
    );
  };

  return (
    <FormDialog open title={`Compose ${label}`} submitLabel="Compose" busyLabel="Composing..." busy={compose.isPending} onSubmit={submit} onClose={onClose}>
      <Typography>
        {`Every studio user loads ${label} from their next page load${composition.data ? ` (this makes revision ${composition.data.revision + 1})` : ''}; pages already open offer a reload.`}
      </Typography>
      <RefusalAndReason change={change} hint="Why it goes live: kept in the history." />
    </FormDialog>
  );
}
