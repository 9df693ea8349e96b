import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { checkManifest, ManifestHashError } from './manifest-integrity';

export interface FetchTimeouts {
  /** How long a remote's manifest may take before its load fails. */
  manifestMs: number;
  /** How long a remote's entry script may take before its load fails. */
  entryScriptMs: number;
}

/** Together well under the 10 s in which a broken remote must show its error card. */
export const DEFAULT_FETCH_TIMEOUTS: FetchTimeouts = { manifestMs: 4000, entryScriptMs: 4000 };

/**
 * The default runtime waits forever on a manifest that never answers and 20 s on an entry
 * script; this plugin bounds both. It is also the one place the runtime fetches manifests
 * through (every plugin's fetch hook runs, so a second plugin would fetch twice): each manifest
 * is checked against the hash its composition URL carries before the runtime reads it.
 */
export function createFetchTimeoutPlugin(timeouts: FetchTimeouts = DEFAULT_FETCH_TIMEOUTS): ModuleFederationRuntimePlugin {
  return {
    name: 'studio-fetch-timeout',
    async fetch(url, init) {
      // One deadline for each answer and its body: the check reads the whole manifest.
      const get = (cache?: RequestCache) => fetch(url, { ...init, ...(cache && { cache }), signal: AbortSignal.timeout(timeouts.manifestMs) });
      try {
        return await checkManifest(url, await get());
      } catch (error) {
        if (!(error instanceof ManifestHashError)) throw error;
        // Manifests are cached as immutable: the bytes may be a stale copy (a browser's, a proxy's). Ask the server itself once.
        return checkManifest(url, await get('reload'));
      }
    },
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      return { script, timeout: timeouts.entryScriptMs };
    },
  };
}

// The federation build plugin's `runtimePlugins` option loads a default-exported factory.
// eslint-disable-next-line no-restricted-syntax -- the one default export Module Federation requires
export default createFetchTimeoutPlugin;
