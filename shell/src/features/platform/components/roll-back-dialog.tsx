import { Typography } from '@mui/material';
import type { CompositionPin } from '@studio/contracts/platform';
import { FormDialog } from '@studio/ui/form-dialog';
import { useNotify } from '../../../hooks/use-notify';
import { useCompositionHistory } from '../api/get-composition-history';
import { useRollBackComposition } from '../api/roll-back-composition';
import { useReasonedChange } from '../hooks/use-reasoned-change';
import { RefusalAndReason } from './reason-field';

export const pinsText = (pins: CompositionPin[]) =>
  pins.length ? pins.map((pin) => `${pin.name} ${pin.version}`).join(', ') : "every module's repository build";

export interface RollBackDialogProps {
  /** The revision on screen; the rollback returns to the one before it. */
  revision: number;
  onClose: () => void;
}

/**
 * Returns to the revision before the one on screen (named, so a change someone made meanwhile is
 * not what gets undone), with a reason; it is a new revision of its own and passes the gate again.
 */
export function RollBackDialog({ revision, onClose }: RollBackDialogProps) {
  const target = revision - 1;
  const history = useCompositionHistory();
  const rollBack = useRollBackComposition();
  const notify = useNotify();
  const change = useReasonedChange();
  const targetPins = target === 0 ? [] : history.data?.changes.find((change) => change.revision === target)?.after;

  const submit = () =>
    change.submit(
      rollBack,
      (reason) => ({ revision: target, reason }),
      (composed) => {
        notify('Composition rolled back', `Back to the modules of revision ${target}, as revision ${composed.revision}. Open pages offer a reload.`, 'success');
        onClose();
      },
    );

  return (
    <FormDialog open title={`Roll back to revision ${target}`} submitLabel="Roll Back" busyLabel="Rolling back..." busy={rollBack.isPending} onSubmit={submit} onClose={onClose}>
      <Typography>
        {targetPins ? `Every studio user goes back to ${pinsText(targetPins)} from their next page load.` : `Every studio user goes back to the modules of revision ${target}.`}
      </Typography>
      <RefusalAndReason change={change} hint="Why it is rolled back: kept in the history." />
    </FormDialog>
  );
}
