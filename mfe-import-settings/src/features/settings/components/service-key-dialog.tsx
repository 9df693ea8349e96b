import { TextField } from '@mui/material';
import { useSaveServiceKey } from '@studio/api-client/settings';
import { type AiServiceName, saveServiceKeySchema } from '@studio/contracts/settings';
import { errorMessage } from '@studio/ui/error-message';
import { type FieldErrors, fieldErrorProps, validateForm } from '@studio/ui/form-errors';
import { FormDialog } from '@studio/ui/form-dialog';
import { useState } from 'react';

export interface ServiceKeyDialogProps {
  service: { key: AiServiceName; name: string; provider: string };
  /** 'Add' when no key is configured yet, else 'Update'. */
  action: 'Add' | 'Update';
  onSaved: () => void;
  onClose: () => void;
}

/** Sends an AI service key to the server, which keeps it encrypted; the field is never filled from the server. */
export function ServiceKeyDialog({ service, action, onSaved, onClose }: ServiceKeyDialogProps) {
  const [key, setKey] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const saveKey = useSaveServiceKey();

  const save = () => {
    const validation = validateForm(saveServiceKeySchema, { key });
    if (!validation.success) return setErrors(validation.errors);
    setErrors({});
    saveKey.mutate(
      { service: service.key, ...validation.data },
      { onSuccess: onSaved, onError: (error) => setErrors({ key: errorMessage(error) }) },
    );
  };

  return (
    <FormDialog
      open
      title={`${action} ${service.provider} Key`}
      submitLabel="Save"
      busyLabel="Saving..."
      busy={saveKey.isPending}
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        label="API Key"
        type="password"
        autoComplete="off"
        autoFocus
        value={key}
        onChange={(event) => setKey(event.target.value)}
        {...fieldErrorProps(errors.key, `Stored encrypted on the server and never shown again. Used for ${service.name}.`)}
      />
    </FormDialog>
  );
}
