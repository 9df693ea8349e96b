export * from './auth.errors';
export { AuthModule } from './auth.module';
export { AUTH_SECRETS, SESSION_COOKIE_NAME } from './auth.tokens';
export { configureSessions } from './session.setup';
export { DatabaseSessionStore, SESSION_MAX_AGE_MS } from './session.store';
