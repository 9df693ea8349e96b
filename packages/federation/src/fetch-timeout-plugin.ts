import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

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
 * script; this plugin bounds both.
 */
export function createFetchTimeoutPlugin(timeouts: FetchTimeouts = DEFAULT_FETCH_TIMEOUTS): ModuleFederationRuntimePlugin {
  return {
    name: 'studio-fetch-timeout',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(timeouts.manifestMs) });
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
