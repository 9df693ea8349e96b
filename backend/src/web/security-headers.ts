import type { INestApplication } from '@nestjs/common';
import { REMOTES } from '@studio/contracts/platform';
import helmet from 'helmet';
import type { AppConfig } from '../config';

type Directives = Record<string, string[]>;

/**
 * What the pages this server sends (the shell with its remotes, the API reference) load, and
 * nothing more. Scripts only from files of this origin: the shell's HTML and the reference page
 * have no inline script, and Module Federation adds remotes as <script src="/remotes/…"> after
 * fetching their mf-manifest.json. Inline styles are allowed because emotion (MUI) writes its CSS
 * into <style> elements at run time. blob: and data: are for three.js: GLTFLoader turns a GLB's
 * embedded textures into blob: URLs that it fetches and draws.
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'remotesDev'>): Directives {
  const directives: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'data:', 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
  if (config.remotesDev) {
    // The composition then points at each remote's dev server: its scripts (built with eval
    // source maps), manifest, assets and hot-reload socket.
    const servers = REMOTES.map((remote) => `http://localhost:${remote.devPort}`);
    const sockets = REMOTES.map((remote) => `ws://localhost:${remote.devPort}`);
    directives['script-src'].push(...servers, "'unsafe-eval'");
    directives['connect-src'].push(...servers, ...sockets);
    directives['img-src'].push(...servers);
    directives['font-src'].push(...servers);
  }
  return directives;
}

/**
 * Security headers on every answer (pages, scripts, API, media), from helmet: the policy above,
 * nosniff, framing by this origin only, HSTS (browsers heed it over HTTPS only), and a referrer
 * policy of same-origin. Not helmet's no-referrer: with it browsers send `Origin: null` on the
 * app's own POSTs, which the cross-site check could not tell from a foreign page's.
 */
export function applySecurityHeaders(app: INestApplication, config: AppConfig): void {
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      referrerPolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'sameorigin' },
    }),
  );
}
