import { TextField, Typography } from '@mui/material';
import { platformTokenStore } from '@studio/api-client/platform';
import { FormDialog } from '@studio/ui/form-dialog';
import { fieldErrorProps } from '@studio/ui/form-errors';
import { useState } from 'react';

export interface PlatformTokenDialogProps {
  /** Called once the token is kept: the change it was asked for goes on. */
  onEntered: () => void;
  onClose: () => void;
}

/**
 * Asks for the platform team's token before a change: a studio session may read the platform
 * but not change it. The token is kept in this tab only and sent with each change.
 */
export function PlatformTokenDialog({ onEntered, onClose }: PlatformTokenDialogProps) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    const entered = token.trim();
    if (!entered) return setError("Enter the platform team's token.");
    platformTokenStore.keep(entered);
    onEntered();
  };
  return (
    <FormDialog open title="Platform Token" submitLabel="Continue" busyLabel="Continuing..." busy={false} onSubmit={submit} onClose={onClose}>
      <Typography>Changing the platform needs the platform team&apos;s token. It is kept in this browser tab only, until you forget it or close the tab.</Typography>
      <TextField
        label="Platform token"
        type="password"
        value={token}
        onChange={(event) => setToken(event.target.value)}
        required
        autoFocus
        autoComplete="off"
        {...fieldErrorProps(error, 'Starts with stp_, or is the PLATFORM_TOKEN the server was started with.')}
      />
    </FormDialog>
  );
}
