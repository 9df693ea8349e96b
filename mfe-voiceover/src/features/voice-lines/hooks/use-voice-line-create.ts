import { useCreateVoiceLine } from '@studio/api-client/voice-lines';
import { createVoiceLineSchema } from '@studio/contracts/voice-lines';
import { type FieldErrors, validateForm } from '@studio/ui/form-errors';
import { useToast } from '@studio/ui/toast';
import { useState } from 'react';
import { EMPTY_VOICE_LINE, type VoiceLineValues } from '../components/voice-line-fields';

/**
 * The create form's state and submit, shared by the Voiceover screen's form and the dialog:
 * checked with the contract schema, docs/product-rules.md#messages toasts, and back to `initialValues` once created.
 */
export function useVoiceLineCreate(projectId: number, { initialValues = EMPTY_VOICE_LINE, onCreated }: { initialValues?: VoiceLineValues; onCreated?: () => void } = {}) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const createVoiceLine = useCreateVoiceLine(projectId);
  const toast = useToast();

  const submit = () => {
    const validation = validateForm(createVoiceLineSchema, values);
    if (!validation.success) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    createVoiceLine.mutate(validation.data, {
      onSuccess: () => {
        toast.success('Voice line created', 'Voice line has been added to the project.');
        setValues(initialValues);
        onCreated?.();
      },
      onError: () => toast.error('Error', 'Failed to create voice line.'),
    });
  };

  return { values, setValues, errors, submit, isPending: createVoiceLine.isPending };
}
