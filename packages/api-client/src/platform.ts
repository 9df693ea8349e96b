import { callApi } from './http';

/** The active remote composition; never cached, a new pin must show on the next load. */
export const fetchComposition = (signal?: AbortSignal) =>
  callApi('getComposition', { signal, cache: 'no-store' });

const PLATFORM_TOKEN_KEY = 'studio.platformToken';
const tokenListeners = new Set<() => void>();
const tokenChanged = () => tokenListeners.forEach((listener) => listener());

/**
 * The platform team's token as entered on the Platform page: kept for this tab only
 * (sessionStorage), sent with every platform change, never with anything else. `subscribe` is for
 * useSyncExternalStore: a token refused by the server is forgotten wherever it is shown.
 */
export const platformTokenStore = {
  read: (): string | null => sessionStorage.getItem(PLATFORM_TOKEN_KEY),
  keep: (token: string) => {
    sessionStorage.setItem(PLATFORM_TOKEN_KEY, token);
    tokenChanged();
  },
  forget: () => {
    sessionStorage.removeItem(PLATFORM_TOKEN_KEY);
    tokenChanged();
  },
  subscribe: (listener: () => void) => {
    tokenListeners.add(listener);
    return () => tokenListeners.delete(listener);
  },
};
