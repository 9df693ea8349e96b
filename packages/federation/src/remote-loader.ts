import type { ComponentType } from 'react';
import { type ModuleFederation, getInstance } from '@module-federation/enhanced/runtime';
import type { Composition, CompositionRemote, RemoteName } from '@studio/contracts/platform';
import { fetchComposition } from '@studio/api-client/platform';
import type { RemoteScreenProps } from './remote-modules';

export interface RemoteLoaderDependencies {
  /** The federation instance remotes are registered on (the build plugin's one in the browser). */
  federation: () => ModuleFederation;
  fetchComposition: () => Promise<Composition>;
}

export interface RemoteLoader {
  /** Loads `<remote>/<module>` and returns its named export equal to the module name. */
  loadScreen: (remote: RemoteName, module: string) => Promise<ComponentType<RemoteScreenProps>>;
  /** Reads the composition again and re-registers this one remote, dropping its cached entry and modules. */
  reloadRemote: (remote: RemoteName) => Promise<void>;
}

const toRemote = ({ name, manifestUrl }: CompositionRemote) => ({ name, entry: manifestUrl });

export function createRemoteLoader({ federation, fetchComposition }: RemoteLoaderDependencies): RemoteLoader {
  let registration: Promise<void> | undefined;

  const registerComposition = () => {
    registration ??= fetchComposition().then(
      (composition) => federation().registerRemotes(composition.remotes.map(toRemote), { force: true }),
      (error: unknown) => {
        // Forget the failure so the next load asks again.
        registration = undefined;
        throw error;
      },
    );
    return registration;
  };

  return {
    async loadScreen(remote: RemoteName, module: string) {
      await registerComposition();
      if (!federation().options.remotes.some((registered) => registered.name === remote)) {
        throw new Error(`${remote} is not in the active composition.`);
      }
      const exports = await federation().loadRemote<Record<string, unknown>>(`${remote}/${module}`);
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
    },
  };
}

function buildPluginInstance(): ModuleFederation {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised (is the shell built with the federation plugin?).');
  return instance;
}

/** The shell's loader: the build plugin's federation instance and the backend's composition. */
export const remoteLoader: RemoteLoader = createRemoteLoader({
  federation: buildPluginInstance,
  fetchComposition: () => fetchComposition(),
});
