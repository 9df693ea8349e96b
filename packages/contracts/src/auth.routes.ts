import { defineRoutes } from './route-definition';
import { changePasswordSchema, loginSchema, passwordChangedSchema, sessionSchema } from './auth';

/** The auth routes of the table (see api-routes.ts). */
export const authRoutes = defineRoutes({
  login: { method: 'POST', path: '/api/auth/login', summary: 'Open a session', body: loginSchema, response: sessionSchema, status: 200, public: true, rateLimit: 'login' },
  logout: { method: 'POST', path: '/api/auth/logout', summary: 'Close the session', response: sessionSchema, status: 200, public: true },
  getSession: { method: 'GET', path: '/api/auth/session', summary: 'Whether a session exists', response: sessionSchema, public: true },
  changePassword: {
    method: 'POST',
    path: '/api/auth/password',
    summary: 'Change the studio password (the current one, and a new one of 12 or more characters): every other session ends at once, this one stays',
    body: changePasswordSchema,
    response: passwordChangedSchema,
    status: 200,
    noStore: true,
    // A wrong current password is a guess like a wrong login: the same budget.
    rateLimit: 'login',
    errors: {
      403: { description: 'The current password is wrong (code WRONG_PASSWORD), or the request came from another site', codes: ['WRONG_PASSWORD'] },
      409: { description: 'STUDIO_PASSWORD sets the password on the server, so it is changed there (code PASSWORD_PINNED)', codes: ['PASSWORD_PINNED'] },
    },
  },
});
