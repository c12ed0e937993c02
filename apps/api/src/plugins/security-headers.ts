// Headers that keep private answers private: `Cache-Control: no-store` on every API answer given to
// an authenticated caller (bearer token, session or token exchange), so that no browser or proxy
// cache keeps orders, profiles, users or tokens. Public answers (catalog, images) keep their own
// caching. HSTS is set through helmet in app.ts when the store is served over https.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_BASE_PATH } from './auth-paths.ts';

const TOKEN_EXCHANGE_ROUTE = '/api/user/:email';

function isAuthenticatedCall(request: FastifyRequest): boolean {
  if (request.user) return true;
  if (request.headers.authorization !== undefined) return true;
  const path = request.url.split('?', 1)[0] ?? '';
  return path.startsWith(`${AUTH_BASE_PATH}/`) || request.routeOptions.url === TOKEN_EXCHANGE_ROUTE;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && isAuthenticatedCall(request)) reply.header('cache-control', 'no-store');
    return payload;
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
