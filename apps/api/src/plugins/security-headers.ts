// The security headers of every answer, built once at start. Authenticated API answers also get
// `Cache-Control: no-store`, so that no browser or proxy cache keeps orders, profiles or tokens.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AUTH_BASE_PATH } from './auth-paths.ts';

const TOKEN_EXCHANGE_ROUTE = '/api/user/:email';
const TOKEN_EXCHANGE_PREFIX = '/api/user/';
const AUTH_PREFIX = `${AUTH_BASE_PATH}/`;

// NOTE: runs on every answer: prefixes of the URL (its path comes first), and the route's options
// only for the token exchange's own paths (Fastify builds that object anew on each read).
function isAuthenticatedCall(request: FastifyRequest): boolean {
  if (request.user) return true;
  if (request.headers.authorization !== undefined) return true;
  const { url } = request;
  if (url.startsWith(AUTH_PREFIX)) return true;
  return url.startsWith(TOKEN_EXCHANGE_PREFIX) && request.routeOptions.url === TOKEN_EXCHANGE_ROUTE;
}

/** The CSP allows Stripe's scripts and frames; images may also be data: and blob: (previews). */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self' https://js.stripe.com",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "frame-src 'self' https://js.stripe.com https://hooks.stripe.com",
  "connect-src 'self' https://api.stripe.com",
].join(';');

/** The headers of every answer; HSTS only for a store served over https (a laptop must not be pinned). */
export function securityHeaders(config: Pick<Config, 'PUBLIC_URL'>): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(config.PUBLIC_URL?.startsWith('https://')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // NOTE: a callback hook, not an async one: no promise per request on the hot path.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && isAuthenticatedCall(request)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/** A better-auth answer without the session token: it lives only in the HttpOnly cookie. */
export function withoutSessionTokens(body: unknown): unknown {
  const strip = (value: unknown): unknown => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const { token: _token, ...rest } = value as Record<string, unknown>;
    return rest;
  };
  if (Array.isArray(body)) return body.map(strip);
  if (!body || typeof body !== 'object') return body;
  const top = strip(body) as Record<string, unknown>;
  return 'session' in top ? { ...top, session: strip(top.session) } : top;
}
