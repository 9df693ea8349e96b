import type { ComponentType } from 'react';
import { type ModuleFederation, getInstance } from '@module-federation/enhanced/runtime';
import type { ActiveComposition, Composition, CompositionRemote, RemoteName } from '@studio/contracts/platform';
import { fetchComposition } from '@studio/api-client/platform';
import { forgetManifestMismatch, manifestMismatchAt } from './manifest-integrity';
import type { RemoteScreenProps } from './remote-modules';

export interface RemoteLoaderDependencies<TComposition extends Composition> {
  /** The federation instance remotes are registered on (the build plugin's one in the browser). */
  federation: () => ModuleFederation;
  fetchComposition: () => Promise<TComposition>;
}

export interface RemoteLoader {
  /** Loads `<remote>/<module>` and returns its named export equal to the module name. */
  loadScreen: (remote: RemoteName, module: string) => Promise<ComponentType<RemoteScreenProps>>;
  /** Reads the composition again and re-registers this one remote, dropping its cached entry and modules. */
  reloadRemote: (remote: RemoteName) => Promise<void>;
}

export interface ComposedRemoteLoader<TComposition extends Composition> extends RemoteLoader {
  /**
   * The composition the remotes were registered from, read once per page: a newer one is
   * offered as a reload (a running page never mixes two compositions' remotes).
   */
  composition: () => Promise<TComposition>;
}

const toRemote = ({ name, manifestUrl }: CompositionRemote) => ({ name, entry: manifestUrl });

/** A remote whose manifest is not the one its composition named: that slot fails, and says why. */
export class ManifestMismatchError extends Error {
  constructor(remote: CompositionRemote, actual: string) {
    super(
      `The files of ${remote.name} ${remote.version} do not match the composition: its manifest's SHA-256 starts ` +
        `${actual.slice(0, 16)}, the composition expects ${new URL(remote.manifestUrl, 'http://localhost/').searchParams.get('h')}. ` +
        'It changed after the composition was read; reload the page.',
    );
    this.name = 'ManifestMismatchError';
  }
}

export function createRemoteLoader<TComposition extends Composition>({
  federation,
  fetchComposition,
}: RemoteLoaderDependencies<TComposition>): ComposedRemoteLoader<TComposition> {
  let registration: Promise<TComposition> | undefined;

  const registerComposition = () => {
    registration ??= fetchComposition().then(
      (composition) => {
        federation().registerRemotes(composition.remotes.map(toRemote), { force: true });
        return composition;
      },
      (error: unknown) => {
        // Forget the failure so the next load asks again.
        registration = undefined;
        throw error;
      },
    );
    return registration;
  };

  /** The entry the remote is registered with, as the runtime fetches it. */
  const registeredEntry = (remote: RemoteName) => {
    const registered = federation().options.remotes.find((candidate) => candidate.name === remote);
    return registered && 'entry' in registered ? registered.entry : undefined;
  };

  return {
    composition: registerComposition,
    async loadScreen(remote: RemoteName, module: string) {
      const composition = await registerComposition();
      const entry = registeredEntry(remote);
      if (entry === undefined) throw new Error(`${remote} is not in the active composition.`);
      let exports: Record<string, unknown> | null;
      try {
        exports = await federation().loadRemote<Record<string, unknown>>(`${remote}/${module}`);
      } catch (error) {
        const mismatch = manifestMismatchAt(entry);
        const composed = composition.remotes.find((candidate) => candidate.name === remote);
        if (mismatch && composed) throw new ManifestMismatchError(composed, mismatch.actual);
        throw error;
      }
      const screen = exports?.[module];
      if (typeof screen !== 'function' && (typeof screen !== 'object' || screen === null)) {
        throw new Error(`${remote}/${module} has no export named ${module}.`);
      }
      return screen as ComponentType<RemoteScreenProps>;
    },
    async reloadRemote(remote: RemoteName) {
      await registerComposition();
      const composition = await fetchComposition();
      const entry = composition.remotes.find((candidate) => candidate.name === remote);
      if (!entry) throw new Error(`${remote} is not in the active composition.`);
      federation().registerRemotes([toRemote(entry)], { force: true });
      const registered = registeredEntry(remote);
      if (registered) forgetManifestMismatch(registered);
    },
  };
}

function buildPluginInstance(): ModuleFederation {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised (is the shell built with the federation plugin?).');
  return instance;
}

/** The shell's loader: the build plugin's federation instance and the backend's composition. */
export const remoteLoader: ComposedRemoteLoader<ActiveComposition> = createRemoteLoader({
  federation: buildPluginInstance,
  fetchComposition: () => fetchComposition(),
});
