import { useSaveServiceKey } from '@studio/api-client/settings';
import { type AiServiceName, saveServiceKeySchema } from '@studio/contracts/settings';
import { errorMessage } from '@studio/ui/error-message';
import { type FieldErrors, fieldErrorProps, validateForm } from '@studio/ui/form-errors';
import { SaveDialog } from '@studio/ui/form-dialog';
import { SecretField } from '@studio/ui/secret-field';
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
    <SaveDialog title={`${action} ${service.provider} Key`} busy={saveKey.isPending} onSubmit={save} onClose={onClose}>
      <SecretField label="API Key" autoComplete="off" value={key} onChange={setKey} {...fieldErrorProps(errors.key, `Stored encrypted on the server and never shown again. Used for ${service.name}.`)} />
    </SaveDialog>
  );
}
