import type { Config } from '../../config.ts';

/**
 * The origin every link the store sends or redirects to starts with: PUBLIC_URL, else this machine on
 * the port. NOTE: never the request's Host or X-Forwarded-Host, which a client chooses.
 */
export const storePublicUrl = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');

/** The origins better-auth accepts: PUBLIC_URL's, else localhost and 127.0.0.1 on the port. */
export function storeTrustedOrigins(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string[] {
  if (config.PUBLIC_URL) return [new URL(config.PUBLIC_URL).origin];
  return [`http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`];
}
