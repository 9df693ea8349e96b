import { TextField } from '@mui/material';
import { useChangePassword } from '@studio/api-client/auth';
import { changePasswordSchema, MIN_STUDIO_PASSWORD_LENGTH } from '@studio/contracts/auth';
import { errorMessage } from '@studio/ui/error-message';
import { type FieldErrors, fieldErrorProps, serverFieldErrorsOf, validateForm } from '@studio/ui/form-errors';
import { FormPanel } from '@studio/ui/form-panel';
import { countOf } from '@studio/ui/plural';
import { useToast } from '@studio/ui/toast';
import { useState } from 'react';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

const LABELS: Record<Field, string> = {
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
};

const endedSessionsText = (count: number) =>
  count === 0
    ? 'No other session was open.'
    : `${countOf(count, { one: 'other session was', other: 'other sessions were' })} logged out.`;

/** Changes the shared studio password; the server logs out every other session and keeps this one. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const changePassword = useChangePassword();
  const toast = useToast();

  const submit = () => {
    const validation = validateForm(changePasswordSchema, values);
    const mismatch = values.confirmPassword !== values.newPassword ? { confirmPassword: 'The new passwords do not match.' } : {};
    if (!validation.success || mismatch.confirmPassword) return setErrors({ ...(validation.success ? {} : validation.errors), ...mismatch });
    setErrors({});
    changePassword.mutate(validation.data, {
      onSuccess: ({ endedSessions }) => {
        setValues(EMPTY);
        toast.success('Password changed', endedSessionsText(endedSessions));
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrorsOf(error);
        setErrors(fieldErrors);
        // The studio password pinned on the server, a rate limit: nothing a field can fix.
        if (Object.keys(fieldErrors).length === 0) toast.error('Error', errorMessage(error));
      },
    });
  };

  const field = (name: Field, hint?: string) => (
    <TextField
      label={LABELS[name]}
      type="password"
      autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      {...fieldErrorProps(errors[name], hint)}
    />
  );

  return (
    <FormPanel title="Change Password" submitLabel="Change Password" busyLabel="Changing..." busy={changePassword.isPending} onSubmit={submit}>
      {field('currentPassword')}
      {field('newPassword', `At least ${MIN_STUDIO_PASSWORD_LENGTH} characters. Everyone else is logged out and needs the new one.`)}
      {field('confirmPassword')}
    </FormPanel>
  );
}
