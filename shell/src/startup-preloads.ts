/** Reads every screen starts with once there is a session, and the remotes' composition a module page needs (the app's fetches pick the preloads up). */
const SIGNED_IN_READS = ['/api/projects', '/api/status', '/api/platform/composition'];

/**
 * Asks for the first screen's reads while the app's code still downloads, but only once the
 * session check says there is a session: a visitor at the gate is asked for nothing else, so no
 * 401 lands in their console.
 */
export function preloadSignedInReads(): void {
  fetch('/api/auth/session', { credentials: 'include' })
    .then((response) => (response.ok ? (response.json() as Promise<{ authenticated?: boolean }>) : null))
    .then(
      (session) => {
        if (!session?.authenticated) return;
        for (const href of SIGNED_IN_READS) {
          const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'fetch', href, crossOrigin: 'use-credentials' });
          document.head.append(link);
        }
      },
      () => undefined,
    );
}
