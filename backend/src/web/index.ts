export { refuseCrossSiteRequests } from './cross-site-requests';
export { applySecurityHeaders } from './security-headers';
export { mountWeb } from './web.setup';
