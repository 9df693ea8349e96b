import { useCreateVoiceLine } from '@studio/api-client/voice-lines';
import { createVoiceLineSchema } from '@studio/contracts/voice-lines';
import { useSaveForm } from '@studio/ui/use-save-form';
import { useState } from 'react';
import { EMPTY_VOICE_LINE, type VoiceLineValues } from '../components/voice-line-fields';

/**
 * The create form's state and submit, shared by the Voiceover screen's form and the dialog:
 * checked with the contract schema, docs/product-rules.md#messages toasts, and back to `initialValues` once created.
 */
export function useVoiceLineCreate(projectId: number, { initialValues = EMPTY_VOICE_LINE, onCreated }: { initialValues?: VoiceLineValues; onCreated?: () => void } = {}) {
  const [values, setValues] = useState(initialValues);
  const createVoiceLine = useCreateVoiceLine(projectId);
  const { errors, save } = useSaveForm({
    schema: createVoiceLineSchema,
    mutation: createVoiceLine,
    variables: (input) => input,
    savedToast: () => ({ title: 'Voice line created', description: 'Voice line has been added to the project.' }),
    failureTitle: 'Error',
    failureDescription: 'Failed to create voice line.',
    onSaved: () => {
      setValues(initialValues);
      onCreated?.();
    },
  });

  return { values, setValues, errors, submit: () => save(values), isPending: createVoiceLine.isPending };
}
