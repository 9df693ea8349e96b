import { callApi } from './http';

/** The active remote composition; never cached, a new pin must show on the next load. */
export const fetchComposition = (signal?: AbortSignal) =>
  callApi('getComposition', { signal, cache: 'no-store' });
