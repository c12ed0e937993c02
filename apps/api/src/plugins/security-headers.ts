// The security headers every answer carries (CSP, nosniff, frame and referrer policies, HSTS over
// https): @fastify/helmet's set for the store's options, taken once at start from a probe app and
// then copied onto each answer, instead of helmet's work on every request (about 40 µs of a
// catalog answer's 330 µs). The test compares them with what helmet itself sends.
// Headers that keep private answers private: `Cache-Control: no-store` on every API answer given to
// an authenticated caller (bearer token, session or token exchange), so that no browser or proxy
// cache keeps orders, profiles, users or tokens. Public answers (catalog, images) keep their own
// caching.
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
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

/** The store's helmet options (the CSP allows Stripe's scripts and frames). */
export function helmetOptions(config: Pick<Config, 'PUBLIC_URL'>): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Only a store served over https asks browsers to stay on https.
    hsts: config.PUBLIC_URL?.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** Headers of any answer that are not helmet's. */
const NOT_SECURITY_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The headers helmet sends with these options, taken from one request to a probe app. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  probe.get('/', async () => 'probe');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined || NOT_SECURITY_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const headers = await helmetHeaders(helmetOptions(config));
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

/**
 * A better-auth JSON answer without the raw session token (get-session's `session.token`, the
 * top-level `token` of sign-in, sign-up and change-password, each session of list-sessions): the
 * token lives only in the HttpOnly cookie, where page scripts cannot read it.
 */
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
