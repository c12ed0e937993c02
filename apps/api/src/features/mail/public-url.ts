import type { Config } from '../../config.ts';

/**
 * The one origin every link the store sends or redirects to starts with (emails, better-auth's
 * verification and callback links, sitemap, canonical URLs, payment returns): PUBLIC_URL, else this
 * machine on the configured port. NOTE: never the request's Host or X-Forwarded-Host, which a client
 * chooses (docs/decisions/210-links-from-the-configured-origin.md).
 */
export const storePublicUrl = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');

/**
 * The origins better-auth accepts for its callbacks and, on calls with cookies, as the Origin:
 * PUBLIC_URL's, else localhost and 127.0.0.1 on the port (two names of this machine's loopback).
 */
export function storeTrustedOrigins(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string[] {
  if (config.PUBLIC_URL) return [new URL(config.PUBLIC_URL).origin];
  return [`http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`];
}
