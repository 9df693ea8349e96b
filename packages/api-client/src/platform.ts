import { compositionSchema } from '@studio/contracts/platform';
import { request } from './http';

/** The active remote composition; never cached, a new pin must show on the next load. */
export const fetchComposition = (signal?: AbortSignal) =>
  request('/api/platform/composition', { schema: compositionSchema, signal, cache: 'no-store' });
