import type { NestExpressApplication } from '@nestjs/platform-express';
import session from 'express-session';
import { middlewareErrors } from '../common';
import type { AppConfig } from '../config';
import type { AuthSecrets } from './auth-secrets';
import { AUTH_SECRETS, SESSION_COOKIE_NAME } from './auth.tokens';
import { DatabaseSessionStore, SESSION_MAX_AGE_MS } from './session.store';

/**
 * Cookie sessions for /api and /media, stored in the database. httpOnly so scripts cannot read the cookie,
 * SameSite=Lax against cross-site posts, Secure whenever the request came over HTTPS (behind a
 * TLS proxy that needs TRUST_PROXY, which also gives the login throttle the client's address).
 */
export function configureSessions(app: NestExpressApplication, config: AppConfig): void {
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  const secrets = app.get<AuthSecrets>(AUTH_SECRETS);
  app.use(
    // /media too: media files are served to logged-in sessions only.
    ['/api', '/media'],
    session({
      name: SESSION_COOKIE_NAME,
      secret: secrets.sessionSecret,
      store: app.get(DatabaseSessionStore),
      resave: false,
      saveUninitialized: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: SESSION_MAX_AGE_MS },
    }),
    // A session lookup that fails (the database is down) answers JSON, not Express's HTML page.
    middlewareErrors,
  );
}
