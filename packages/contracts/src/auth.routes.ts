import { defineRoutes } from './route-definition';
import { loginSchema, sessionSchema } from './auth';

/** The auth routes of the table (see api-routes.ts). */
export const authRoutes = defineRoutes({
  login: { method: 'POST', path: '/api/auth/login', summary: 'Open a session', body: loginSchema, response: sessionSchema, status: 200, public: true, rateLimit: 'login' },
  logout: { method: 'POST', path: '/api/auth/logout', summary: 'Close the session', response: sessionSchema, status: 200, public: true },
  getSession: { method: 'GET', path: '/api/auth/session', summary: 'Whether a session exists', response: sessionSchema, public: true },
});
