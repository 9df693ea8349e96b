import { Typography } from '@mui/material';
import { FormDialog } from '@studio/ui/form-dialog';
import { useNotify } from '../../../hooks/use-notify';
import { useYankRelease } from '../api/yank-release';
import { useReasonedChange } from '../hooks/use-reasoned-change';
import { RefusalAndReason } from './reason-field';
import { type ReleaseDialogProps, releaseLabel } from './release-dialog';

/** Asks for a reason and a confirmation: a yanked release can never be composed again. */
export function YankDialog({ release, onClose }: ReleaseDialogProps) {
  const yank = useYankRelease();
  const notify = useNotify();
  const change = useReasonedChange();
  const label = releaseLabel(release);

  const submit = () =>
    change.submit(
      yank,
      (reason) => ({ ...release, reason }),
      () => {
        notify('Release yanked', `${label} can no longer be composed.`, 'success');
        onClose();
      },
    );

  return (
    <FormDialog open title={`Yank ${label}?`} submitLabel="Yank" busyLabel="Yanking..." busy={yank.isPending} onSubmit={submit} onClose={onClose}>
      <Typography>
        {`${label} can never be composed again. Pages that loaded it keep working, and while the composition still uses it, it shows a warning: compose another release.`}
      </Typography>
      <RefusalAndReason change={change} hint="What is wrong with it: shown with the release." />
    </FormDialog>
  );
}
