import { Typography } from '@mui/material';
import { FormDialog } from '@studio/ui/form-dialog';
import { useNotify } from '../../../hooks/use-notify';
import { useComposeRelease } from '../api/compose-release';
import { useComposition } from '../api/get-composition';
import { useReasonedChange } from '../hooks/use-reasoned-change';
import { RefusalAndReason } from './reason-field';
import { type ReleaseDialogProps, releaseLabel } from './release-dialog';

/**
 * Puts one release live for everyone, with a reason, against the revision on screen: when someone
 * changed the composition meanwhile the server refuses (412) and the page refreshes, so the user
 * decides again on what is live now.
 */
export function ComposeDialog({ release, onClose }: ReleaseDialogProps) {
  const composition = useComposition();
  const compose = useComposeRelease();
  const notify = useNotify();
  const change = useReasonedChange();
  const label = releaseLabel(release);

  const submit = () => {
    const revision = composition.data?.revision;
    if (revision === undefined) return;
    change.submit(
      compose,
      (reason) => ({ pins: [release], reason, revision }),
      (composed) => {
        notify('Composition updated', `${label} is live at revision ${composed.revision}. Open pages offer a reload.`, 'success');
        onClose();
      },
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
