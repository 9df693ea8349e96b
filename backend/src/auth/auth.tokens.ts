export const AUTH_SECRETS = Symbol('AUTH_SECRETS');
export const SESSION_COOKIE_NAME = 'studio.sid';
/**
 * The cookie's name over HTTPS: browsers take a `__Host-` cookie only when it is Secure, has
 * Path=/ and no Domain, so neither a subdomain nor a plain-HTTP page can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;

/** The session cookie's name for a request over HTTPS (`request.secure`, which trusts TRUST_PROXY) or not. */
export const sessionCookieName = (secure: boolean): string => (secure ? SECURE_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME);
