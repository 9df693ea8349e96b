import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { createPlatformTokenSchema, PLATFORM_TOKEN_KINDS, type PlatformTokenKind, REMOTE_NAMES, type RemoteName } from '@studio/contracts/platform';
import { CopyField } from '@studio/ui/copy-field';
import { type FieldErrors, validateForm } from '@studio/ui/form-errors';
import { NameField } from '@studio/ui/name-field';
import { SelectField } from '@studio/ui/select-field';
import { SubmitButton } from '@studio/ui/submit-button';
import { type FormEvent, useState } from 'react';
import { useCreatePlatformToken } from '../api/create-platform-token';
import { RefusalAlert, refusalOf } from './refusal-alert';

const KIND_OPTIONS = PLATFORM_TOKEN_KINDS.map((kind) => ({
  value: kind,
  label: kind === 'platform' ? 'Platform: composes, rolls back, yanks, publishes any remote' : 'Publish: publishes releases of one remote',
}));
const REMOTE_OPTIONS = REMOTE_NAMES.map((name) => ({ value: name, label: name }));

/** Creates a token and shows its secret once, with a copy button: it is never shown again. */
export function CreateTokenDialog({ onClose }: { onClose: () => void }) {
  const create = useCreatePlatformToken();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<PlatformTokenKind>('publish');
  const [remote, setRemote] = useState<RemoteName>(REMOTE_NAMES[0]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(createPlatformTokenSchema, { name, kind, remote: kind === 'publish' ? remote : undefined });
    setErrors(checked.success ? {} : checked.errors);
    if (checked.success) create.mutate(checked.data);
  };
  const created = create.data;

  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="create-token-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-token-title">{created ? `Token for ${created.token.name}` : 'Create Token'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {create.error && <RefusalAlert refusal={refusalOf(create.error)} />}
            {created ? (
              <>
                <Alert severity="warning">Copy the token now: it will not be shown again.</Alert>
                <CopyField label="Token" value={created.secret} copyLabel="Copy token" />
              </>
            ) : (
              <>
                <NameField
                  label="Name"
                  value={name}
                  onChange={setName}
                  error={errors.name}
                  hint={'Who it is for, e.g. "characters team": named in the history of each change made with it.'}
                  required
                  autoFocus
                />
                <SelectField label="Kind" value={kind} onChange={setKind} options={KIND_OPTIONS} />
                {kind === 'publish' && <SelectField label="Remote" value={remote} onChange={setRemote} options={REMOTE_OPTIONS} error={errors.remote} />}
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            {created ? 'Done' : 'Cancel'}
          </Button>
          {!created && <SubmitButton label="Create" busyLabel="Creating..." busy={create.isPending} />}
        </DialogActions>
      </form>
    </Dialog>
  );
}
