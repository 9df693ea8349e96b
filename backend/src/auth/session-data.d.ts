import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** Set by a successful login; the only thing a studio session holds. */
    authenticated?: boolean;
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set for this request only by a credential other than a session: the name of the platform or publish token (on /api/platform). */
    authenticatedBy?: string;
  }
}
