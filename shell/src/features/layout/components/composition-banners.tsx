import { Alert, Button, Stack } from '@mui/material';
import type { CompositionPreview } from '@studio/contracts/platform';
import { useNotify } from '../../../hooks/use-notify';
import { useExitPreview } from '../api/exit-preview';

/** A full load: the only way this page changes its remotes (never swapped in place, never mixed). */
const reloadPage = () => window.location.reload();

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The platform team changed the composition after this page loaded its remotes. */
export function UpdateAvailableBanner({ reload = reloadPage }: { reload?: () => void }) {
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={reload}>
          Reload
        </Button>
      }
    >
      A new version of the studio is available.
    </Alert>
  );
}

/** This browser loads releases others do not (a preview link's cookie); Exit preview returns it to the live ones. */
export function PreviewBanner({ preview, reload = reloadPage }: { preview: CompositionPreview; reload?: () => void }) {
  const exit = useExitPreview();
  const notify = useNotify();
  const modules = preview.remotes.map((remote) => `${remote.name} ${remote.version}`).join(', ');
  const live = preview.remotes.map((remote) => `${remote.name} ${remote.liveVersion}`).join(', ');
  return (
    <Alert
      severity="warning"
      role="status"
      aria-label="Preview"
      action={
        <Button
          color="inherit"
          size="small"
          disabled={exit.isPending}
          onClick={() => exit.mutate(undefined, { onSuccess: reload, onError: (error) => notify('Error', error.message, 'error') })}
        >
          Exit preview
        </Button>
      }
    >
      {`Previewing: ${modules}. Only this browser sees it, until ${timeOf(preview.expiresAt)}; everyone else runs ${live}.`}
    </Alert>
  );
}

export interface CompositionBannersProps {
  preview: CompositionPreview | null;
  updateAvailable: boolean;
  /** Loads the page again; a full browser reload unless a test says otherwise. */
  reload?: () => void;
}

/** Above every screen, not in a toast: both stay until acted on, and neither blocks the page. */
export function CompositionBanners({ preview, updateAvailable, reload }: CompositionBannersProps) {
  if (!preview && !updateAvailable) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {updateAvailable && <UpdateAvailableBanner reload={reload} />}
      {preview && <PreviewBanner preview={preview} reload={reload} />}
    </Stack>
  );
}
