import { Typography } from '@mui/material';
import type { ReleaseParams } from '@studio/contracts/platform';
import { FormDialog } from '@studio/ui/form-dialog';
import { useState } from 'react';
import { useNotify } from '../../../hooks/use-notify';
import { useYankRelease } from '../api/yank-release';
import { ReasonField, reasonError } from './reason-field';
import { RefusalAlert, type Refusal, refusalOf } from './refusal-alert';

export interface YankDialogProps {
  release: ReleaseParams;
  onClose: () => void;
}

/** Asks for a reason and a confirmation: a yanked release can never be composed again. */
export function YankDialog({ release, onClose }: YankDialogProps) {
  const yank = useYankRelease();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const label = `${release.name} ${release.version}`;

  const submit = () => {
    const problem = reasonError(reason);
    setError(problem);
    if (problem) return;
    setRefusal(null);
    yank.mutate(
      { ...release, reason },
      {
        onSuccess: () => {
          notify('Release yanked', `${label} can no longer be composed.`, 'success');
          onClose();
        },
        onError: (failure) => setRefusal(refusalOf(failure)),
      },
    );
  };

  return (
    <FormDialog open title={`Yank ${label}?`} submitLabel="Yank" busyLabel="Yanking..." busy={yank.isPending} onSubmit={submit} onClose={onClose}>
      <Typography>
        {`${label} can never be composed again. Pages that loaded it keep working, and while the composition still uses it, it shows a warning: compose another release.`}
      </Typography>
      {refusal && <RefusalAlert refusal={refusal} />}
      <ReasonField value={reason} onChange={setReason} error={error} hint="What is wrong with it: shown with the release." />
    </FormDialog>
  );
}
