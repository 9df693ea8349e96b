import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import { DEFAULT_PREVIEW_MINUTES } from '@studio/contracts/platform';
import { CopyField } from '@studio/ui/copy-field';
import { SelectField } from '@studio/ui/select-field';
import { SubmitButton } from '@studio/ui/submit-button';
import { type FormEvent, useState } from 'react';
import { useCreatePreview } from '../api/create-preview';
import { RefusalAlert, refusalOf } from './refusal-alert';
import { type ReleaseDialogProps, releaseLabel } from './release-dialog';

/** How long a link lasts, in minutes. */
const LIFETIMES = [
  { value: '15', label: '15 minutes' },
  { value: String(DEFAULT_PREVIEW_MINUTES), label: '1 hour' },
  { value: '480', label: '8 hours' },
  { value: '1440', label: '1 day' },
  { value: '10080', label: '1 week' },
];

const dateTimeOf = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/** Makes a signed link that shows the release in the browser that opens it, and nobody else's. */
export function PreviewDialog({ release, onClose }: ReleaseDialogProps) {
  const create = useCreatePreview();
  const [lifetime, setLifetime] = useState(String(DEFAULT_PREVIEW_MINUTES));
  const label = releaseLabel(release);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ remotes: [release], expiresInMinutes: Number(lifetime) });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="preview-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="preview-dialog-title">{`Preview ${label}`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>
              {`The browser that opens the link loads ${label} instead of the live release, until the link expires or it exits the preview. Nobody else is affected.`}
            </Typography>
            {create.error && <RefusalAlert refusal={refusalOf(create.error)} />}
            {create.data ? (
              <>
                <CopyField label="Preview link" value={create.data.url} copyLabel="Copy link" />
                <Typography variant="body2" color="text.secondary">
                  {`Expires ${dateTimeOf(create.data.expiresAt)}. `}
                  <Link href={create.data.url}>Open it in this browser</Link>
                </Typography>
              </>
            ) : (
              <SelectField label="Link lasts" value={lifetime} onChange={setLifetime} options={LIFETIMES} />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{create.data ? 'Done' : 'Cancel'}</Button>
          {!create.data && <SubmitButton label="Create Link" busyLabel="Creating..." busy={create.isPending} />}
        </DialogActions>
      </form>
    </Dialog>
  );
}
