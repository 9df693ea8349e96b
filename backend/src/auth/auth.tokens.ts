export const AUTH_SECRETS = Symbol('AUTH_SECRETS');
export const SESSION_COOKIE_NAME = 'studio.sid';
