import { Button, type ButtonProps } from '@mui/material';
import { fetchFile } from '@studio/api-client/download';
import { useState } from 'react';
import { errorMessage } from './error-message';
import { useToast } from './toast';

/** Hands a fetched file to the browser's downloads under its name, through a temporary link. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export interface FileDownload {
  /** Fetches the file and saves it; a refusal shows as an error toast under `failureTitle`. */
  download: () => Promise<void>;
  /** While the server makes the file (a storyboard is drawn, a handoff zipped). */
  busy: boolean;
}

/**
 * A download that asks first: the file is fetched with the session, and a refusal (409: no scene
 * can be drawn yet, the film changed since) is an error toast in the server's words rather than
 * a failed browser download. `fileName` is used when the server names none.
 */
export function useFileDownload(url: string, { failureTitle, fileName }: { failureTitle: string; fileName: string }): FileDownload {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await fetchFile(url);
      saveFile(file.blob, file.fileName ?? fileName);
    } catch (error) {
      toast.error(failureTitle, errorMessage(error as Error));
    } finally {
      setBusy(false);
    }
  };
  return { download, busy };
}

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'href' | 'loading'> {
  url: string;
  failureTitle: string;
  fileName: string;
}

/** A button for useFileDownload: shows it is busy while the file is made. */
export function DownloadButton({ url, failureTitle, fileName, ...buttonProps }: DownloadButtonProps) {
  const { download, busy } = useFileDownload(url, { failureTitle, fileName });
  return <Button {...buttonProps} loading={busy} onClick={() => void download()} />;
}
