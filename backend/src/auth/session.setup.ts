import type { NestExpressApplication } from '@nestjs/platform-express';
import type { RequestHandler } from 'express';
import session from 'express-session';
import { middlewareErrors } from '../common';
import type { AppConfig } from '../config';
import type { AuthSecrets } from './auth-secrets';
import { AUTH_SECRETS, sessionCookieName } from './auth.tokens';
import { DatabaseSessionStore, SESSION_MAX_AGE_MS } from './session.store';

/**
 * Cookie sessions for /api and /media, stored in the database. httpOnly so scripts cannot read the cookie,
 * SameSite=Lax against cross-site posts. A request over HTTPS (behind a TLS proxy that needs
 * TRUST_PROXY, which also gives the login throttle the client's address) gets the Secure
 * `__Host-studio.sid`, plain HTTP `studio.sid`: one session middleware per name, picked per request.
 */
export function configureSessions(app: NestExpressApplication, config: AppConfig): void {
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  const secrets = app.get<AuthSecrets>(AUTH_SECRETS);
  const store = app.get(DatabaseSessionStore);
  const sessionsOver = (secure: boolean) =>
    session({
      name: sessionCookieName(secure),
      secret: secrets.sessionSecret,
      store: secure ? store.forAnotherMiddleware() : store,
      resave: false,
      saveUninitialized: false,
      // No Domain: the cookie goes back to this host only, as a `__Host-` name requires.
      cookie: { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: SESSION_MAX_AGE_MS },
    });
  const overHttps = sessionsOver(true);
  const overHttp = sessionsOver(false);
  const sessions: RequestHandler = (request, response, next) =>
    (request.secure ? overHttps : overHttp)(request, response, next);
  app.use(
    // /media too: media files are served to logged-in sessions only.
    ['/api', '/media'],
    sessions,
    // A session lookup that fails (the database is down) answers JSON, not Express's HTML page.
    middlewareErrors,
  );
}
