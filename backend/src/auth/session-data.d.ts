import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** Set by a successful login; the only thing a studio session holds. */
    authenticated?: boolean;
  }
}
