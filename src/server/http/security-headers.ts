import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response, pages and API alike. Astro hydrates islands with inline scripts,
 * hence 'unsafe-inline' for scripts; everything is self-hosted, so nothing else is allowed.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export function installSecurityHeaders(app: FastifyInstance): void {
  // A synchronous onRequest hook: the cheapest place to set headers on the hot path.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(RAW_SECURITY_HEADERS);
    done();
  });
}

/** The same headers for responses written outside Fastify's reply (Astro's handler writes to the raw response). */
export const RAW_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(self), microphone=(), geolocation=(self)',
};
