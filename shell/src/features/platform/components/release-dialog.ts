import type { ReleaseParams } from '@studio/contracts/platform';

/** What the releases table's dialogs (compose, preview, yank) are opened with. */
export interface ReleaseDialogProps {
  release: ReleaseParams;
  onClose: () => void;
}

/** A release as the dialogs name it: 'mfe-characters 1.4.0'. */
export const releaseLabel = ({ name, version }: ReleaseParams) => `${name} ${version}`;
