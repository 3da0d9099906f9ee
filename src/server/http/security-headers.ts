import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response, pages and API alike. Everything is self-hosted, so nothing else is
 * allowed. Scripts: the build's own files, and its inline scripts (Astro's island loader, the theme and
 * session guards) by their SHA-256 only, found in the built pages at start (script-hashes.ts). No
 * 'unsafe-inline': an injected <script> or onclick= does not run even where the token sits in localStorage.
 * Styles keep 'unsafe-inline' (React's style attributes; a style cannot read the token).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** A year, the subdomains too: sent only over HTTPS (browsers ignore it on plain HTTP anyway). */
const HSTS = 'max-age=31536000; includeSubDomains';

export function installSecurityHeaders(app: FastifyInstance, scriptHashes: readonly string[]): void {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(scriptHashes),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(self), microphone=(), geolocation=(self)',
  };
  // A synchronous onRequest hook: the cheapest place to set headers on the hot path. The protocol honours
  // TRUST_PROXY (X-Forwarded-Proto from a trusted proxy that ends TLS).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
