import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { type ComponentType, type ReactNode, useCallback } from 'react';
import type { RemoteName } from '@studio/contracts/platform';
import { RemoteBoundary } from './remote-boundary';
import { type RemoteLoader, remoteLoader } from './remote-loader';
import type { RemoteDialogProps, RemoteModule, RemoteModuleProps } from './remote-modules';

/** TModule is one of the remote's exposes: RemoteSlot and RemoteDialogSlot constrain it to RemoteModule<TRemote>. */
export interface RemoteSlotProps<TRemote extends RemoteName, TModule extends string> {
  remote: TRemote;
  module: TModule;
  props: RemoteModuleProps<TModule>;
  /** Defaults to the shell's loader (composition from the backend, the build plugin's instance). */
  loader?: RemoteLoader;
}

/** 'CharacterBuilder' -> 'Character Builder'. */
const humanize = (module: string) => module.replace(/([a-z])([A-Z])/g, '$1 $2');

/**
 * Loads `<remote>/<module>` (typed with the module's props) and reloads the remote for Retry; `key`
 * gives the slot a fresh boundary when it shows another module.
 */
function useRemoteModule<TProps>({ remote, module, loader = remoteLoader }: Omit<RemoteSlotProps<RemoteName, string>, 'props'>) {
  // The loader checks the export is a component; its props are the ones the module type names.
  const load = useCallback(async () => (await loader.loadScreen(remote, module)) as ComponentType<TProps>, [loader, remote, module]);
  const reload = useCallback(() => loader.reloadRemote(remote), [loader, remote]);
  return { load, reload, key: `${remote}/${module}` };
}

/** One remote screen in its own area: a skeleton while it loads, an error card with Retry if it fails. */
export function RemoteSlot<TRemote extends RemoteName, TModule extends RemoteModule<TRemote>>(slot: RemoteSlotProps<TRemote, TModule>) {
  const { load, reload, key } = useRemoteModule<RemoteModuleProps<TModule>>(slot);
  return <RemoteBoundary key={key} title={humanize(slot.module)} load={load} reload={reload} props={slot.props} />;
}

export interface RemoteDialogSlotProps<TRemote extends RemoteName, TModule extends string>
  extends RemoteSlotProps<TRemote, TModule> {
  props: RemoteModuleProps<TModule> & RemoteDialogProps;
}

/**
 * A remote dialog: mounted only while open, so a broken remote costs nothing until asked for.
 * While it loads, and if it fails, its skeleton or error card (with Retry) shows in a dialog
 * of its own that closes like the remote's would.
 */
export function RemoteDialogSlot<TRemote extends RemoteName, TModule extends RemoteModule<TRemote>>(slot: RemoteDialogSlotProps<TRemote, TModule>) {
  const { load, reload, key } = useRemoteModule<RemoteModuleProps<TModule>>(slot);
  const { props } = slot;
  const { open, onClose } = props;
  // 'SceneEditorDialog' -> 'Scene Editor': the frame is already a dialog.
  const title = humanize(slot.module).replace(/ Dialog$/, '');
  const frame = useCallback(
    (content: ReactNode) => (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>{content}</DialogContent>
      </Dialog>
    ),
    [onClose, title],
  );
  if (!open) return null;
  return <RemoteBoundary key={key} title={title} load={load} reload={reload} props={props} frame={frame} />;
}
