import type { Config } from '../../config.ts';

/** The origin links in emails point at: PUBLIC_URL, else this machine on the configured port. */
export const storePublicUrl = (config: Config): string =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
