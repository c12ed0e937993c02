// The only reader of process.env: every setting is parsed and checked here once, at start.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { STORE_TIME_ZONE } from '@store/shared/constants';
import { isTimeZone } from './lib/store-time.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** An amount of taka with at most two decimals, held as integer poisha. */
const takaAmount = z.coerce
  .number({ error: 'must be an amount in taka' })
  .min(0, { error: 'must be 0 or more' })
  .max(10_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: 'must have at most two decimals' })
  .transform((v) => Math.round(v * 100));

/**
 * `Carrier=URL` pairs separated by commas, each URL with `{tracking}` where the tracking number goes:
 * the carriers' tracking pages, by carrier name (compared without regard to case). None by default.
 */
const carrierTrackingUrls = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const urls: Record<string, string> = {};
    for (const entry of (v ?? '').split(',')) {
      if (entry.trim() === '') continue;
      const at = entry.indexOf('=');
      const carrier = entry.slice(0, at).trim();
      const url = entry.slice(at + 1).trim();
      if (at <= 0 || carrier === '' || !/^https?:\/\/[^\s]+$/.test(url) || !url.includes('{tracking}')) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry.trim()}" must be Carrier=https://…{tracking}…, e.g. Pathao=https://example.com/track/{tracking}`,
        });
        return z.NEVER;
      }
      urls[carrier.toLowerCase()] = url;
    }
    return Object.freeze(urls);
  });

/** A limit: calls allowed per hour (one variable per limit). */
const rateLimit = (fallback: number) =>
  z.coerce.number({ error: 'must be a whole number of calls per hour' }).int().min(1).max(1_000_000).default(fallback);

/** The payment methods a store may offer (packages/shared PAYMENT_METHODS). */
const PAYMENT_METHOD_NAMES = ['sandbox', 'stripe', 'sslcommerz', 'cod'] as const;
export type PaymentMethodName = (typeof PAYMENT_METHOD_NAMES)[number];

/** `sslcommerz,cod`: the enabled payment methods, in the order the payment page offers them; unset: PAYMENT_PROVIDER alone. */
const paymentMethodList = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === '') return undefined;
    const names = v.split(',').map((n) => n.trim().toLowerCase());
    const known: readonly string[] = PAYMENT_METHOD_NAMES;
    const bad = names.filter((n) => !known.includes(n));
    if (bad.length > 0 || new Set(names).size !== names.length) {
      ctx.addIssue({
        code: 'custom',
        message: `must list each of ${PAYMENT_METHOD_NAMES.join(', ')} at most once, separated by commas (e.g. sslcommerz,cod)`,
      });
      return z.NEVER;
    }
    return names as PaymentMethodName[];
  });

/** Milliseconds an outside call may take (100 ms to 2 minutes). */
const timeoutMs = (fallback?: number) => {
  const ms = z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100).max(120_000);
  return fallback === undefined ? ms : ms.default(fallback);
};

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .default('file:./data/store.db')
    .refine((v) => v.startsWith('file:') || /^postgres(ql)?:\/\//.test(v), {
      message: 'must be file:PATH (SQLite) or postgres://… (PostgreSQL)',
    }),
  SEED_DEMO: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A log line for each request (received, answered). Unset: on in a real deployment, off otherwise. */
  LOG_REQUESTS: booleanFlag.optional(),
  /** json: one object a line (a log collector); text: one readable line. Unset: json in a real deployment. */
  LOG_FORMAT: z.enum(['json', 'text']).optional(),
  /** Folder for generated secrets and other files the server keeps (not the SQLite file, see DATABASE_URL). */
  DATA_DIR: z.string().default('./data'),
  /** The built web app; served at / with history fallback when present. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** The server renderer, built beside WEB_DIST by the same build (apps/web/src/entry-server.tsx). */
  WEB_SERVER_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist-server')),
  /** Render the public pages on the server (false: every page is the bare app shell, as before). */
  SERVER_RENDERING: booleanFlag.default(true),
  /** Memory for cached server-rendered pages, in MB, dropped whenever the catalog changes (0: no cache). */
  PAGE_CACHE_MB: z.coerce.number({ error: 'must be a number of megabytes' }).int().min(0).max(4096).default(16),
  /**
   * The public origin of the store: every link in an email or a redirect starts with it (never with
   * the request's Host). Unset: http://localhost:PORT; required in a real deployment.
   */
  PUBLIC_URL: z.url({ error: 'must be a URL such as http://localhost:3000' }).optional(),
  TRUST_PROXY: booleanFlag.default(false),

  /** Secret for the app's bearer JWT (HS256). At least 32 bytes; generated into DATA_DIR when unset. */
  JWT_SECRET: optionalText.refine((v) => v === undefined || Buffer.byteLength(v) >= 32, {
    message: 'must be at least 32 bytes long',
  }),
  /** Secret for better-auth sessions. At least 32 bytes; generated into DATA_DIR when unset. */
  BETTER_AUTH_SECRET: optionalText.refine((v) => v === undefined || Buffer.byteLength(v) >= 32, {
    message: 'must be at least 32 bytes long',
  }),
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),

  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** OpenID Connect issuer used for "Continue With Google"; Google's own by default. */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),

  ADMIN_EMAIL: optionalText.pipe(z.email({ error: 'must be an email address' }).optional()),
  ADMIN_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 6, {
    message: 'must be at least 6 characters',
  }),

  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Only for tests: send Stripe SDK calls to a local double, e.g. http://127.0.0.1:12111 */
  STRIPE_API_BASE: optionalText,
  /** The enabled payment methods in order (sandbox, stripe, sslcommerz, cod); unset: PAYMENT_PROVIDER alone. */
  PAYMENT_PROVIDERS: paymentMethodList,
  SSLCOMMERZ_STORE_ID: optionalText,
  SSLCOMMERZ_STORE_PASSWORD: optionalText,
  /** true: SSLCommerz's live system (real money); false: their sandbox. */
  SSLCOMMERZ_LIVE: booleanFlag.default(false),
  /** Only for tests: SSLCommerz calls go to a local double, e.g. http://127.0.0.1:12120 */
  SSLCOMMERZ_API_BASE: optionalText.pipe(z.url({ error: 'must be a URL' }).optional()),
  /** How long one call to a payment provider (Stripe, SSLCommerz) may take before it fails: 502, unpaid. */
  PAYMENT_TIMEOUT_MS: timeoutMs(10_000),
  /** SSLCommerz's own limit in place of PAYMENT_TIMEOUT_MS (unset: PAYMENT_TIMEOUT_MS). */
  SSLCOMMERZ_TIMEOUT_MS: timeoutMs().optional(),
  /** Cash on delivery (adds `cod` to PAYMENT_PROVIDERS when it is not listed). */
  COD_ENABLED: booleanFlag.optional(),
  /** Taka above which cash on delivery is not offered. */
  COD_MAX_TOTAL: takaAmount.prefault(50_000),
  /** Taka added to the total of an order paid in cash on delivery. */
  COD_FEE: takaAmount.prefault(0),
  /** Who may review a product: `buyers` (paid and kept orders of it) or `everyone` (non-buyers' reviews shown apart, not in the average). */
  PRODUCT_REVIEWS_FROM: z.enum(['buyers', 'everyone'], { error: 'must be buyers or everyone' }).default('buyers'),

  /** Where uploaded images are kept: `database` (default, shared by every instance) or a folder path. */
  IMAGE_STORAGE: z.string().default('database'),
  /** Requests per minute per IP on sign-in and sign-up. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Let a real deployment (see isRealDeployment) run the sandbox payment provider on purpose. */
  ALLOW_SANDBOX_PAYMENTS: booleanFlag.default(false),
  /** `off` turns every rate limit off (load tests, benchmarks); refused in a real deployment. */
  RATE_LIMITS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  /** Write limits, per account (per IP when signed out), each per hour (plugins/write-rate-limit.ts). */
  RATE_LIMIT_REVIEWS: rateLimit(10),
  /** Product reviews written, replaced or deleted by one account. */
  RATE_LIMIT_PRODUCT_REVIEWS: rateLimit(30),
  /** Product reviews hidden or shown again by one admin. */
  RATE_LIMIT_REVIEW_MODERATION: rateLimit(600),
  RATE_LIMIT_ORDERS: rateLimit(60),
  RATE_LIMIT_CHECKOUTS: rateLimit(60),
  /** Cart line changes and emptying; the merge at sign-in sends one change per line (up to 50). */
  RATE_LIMIT_CART_CHANGES: rateLimit(600),
  RATE_LIMIT_PAYMENT_INTENTS: rateLimit(60),
  RATE_LIMIT_CARD_CONFIRMATIONS: rateLimit(30),
  /** SSLCommerz's IPN and the buyer's browser coming back from its page, per IP. */
  RATE_LIMIT_PAYMENT_NOTIFICATIONS: rateLimit(3600),
  RATE_LIMIT_PROFILE_SAVES: rateLimit(60),
  RATE_LIMIT_PASSWORD_CHANGES: rateLimit(10),
  /** Password-reset and verification emails asked for, per address and per IP (better-auth's routes). */
  RATE_LIMIT_ACCOUNT_EMAILS: rateLimit(5),
  RATE_LIMIT_IMAGE_UPLOADS: rateLimit(300),
  /** The order desk's transitions (ship, deliver, cancel, refund), per admin. */
  RATE_LIMIT_ORDER_TRANSITIONS: rateLimit(600),
  /** Category adds, renames, reorders and deletes, per admin. */
  RATE_LIMIT_CATEGORY_CHANGES: rateLimit(300),
  /** Images processed at once; more uploads wait (at most IMAGE_QUEUE_WAITING), the rest get 503. */
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  IMAGE_QUEUE_WAITING: z.coerce.number().int().min(0).max(1000).default(4),

  /** Taka charged for shipping an order whose parts cost less than FREE_SHIPPING_FROM. */
  SHIPPING_FEE: takaAmount.prefault(120),
  /** Taka from which shipping is free. */
  FREE_SHIPPING_FROM: takaAmount.prefault(10_000),
  /** Hours an unpaid order stays open (and may be paid) before it expires. */
  UNPAID_ORDER_TTL_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .positive()
    .max(24 * 365)
    .default(48),
  /** Minutes an unpaid order holds its pieces; then they go back to stock until it is paid (decision 212). */
  UNPAID_HOLD_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes' })
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Outgoing mail server, e.g. smtp://user:pass@host:587 or smtps://…; unset: mail stays in the outbox, unsent. */
  SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\/[^\s]+$/.test(v), {
    message: 'must be smtp://user:pass@host:port or smtps://…',
  }),
  /** How long the SMTP server may take to connect, greet, or answer one command before a send fails (retried later). */
  SMTP_TIMEOUT_MS: timeoutMs(10_000),
  /**
   * Optional Redis, e.g. redis://127.0.0.1:6379: instances tell each other of catalogue changes by
   * its publish/subscribe instead of PostgreSQL's LISTEN/NOTIFY (for a PgBouncer in transaction
   * mode), and /api/ready checks it.
   */
  REDIS_URL: optionalText.refine((v) => v === undefined || /^rediss?:\/\/[^\s]*$/.test(v), {
    message: 'must be redis://[user:pass@]host:port[/db] or rediss://…',
  }),
  /** How long connecting to Redis, or one command, may take before it counts as down. */
  REDIS_TIMEOUT_MS: timeoutMs(2_000),
  /** The From address of the store's mail. */
  MAIL_FROM: z.string().trim().min(3).default('Bicycle Manufacturer <no-reply@bicyclemfr.example>'),
  /** Placing an order needs a verified email address. */
  REQUIRE_VERIFIED_EMAIL: booleanFlag.default(false),
  /** Unpaid orders one account may have open at once. */
  MAX_OPEN_UNPAID_ORDERS: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(5),
  /** The carriers' tracking pages (see carrierTrackingUrls); an order shipped with another carrier has no link. */
  CARRIER_TRACKING_URLS: carrierTrackingUrls,

  /** SQLite: hours between the online backups the store takes of itself (0: none). */
  BACKUP_INTERVAL_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .min(0)
    .max(24 * 365)
    .default(24),
  /** Where the backups go (relative paths from the repository root, like DATA_DIR). */
  BACKUP_DIR: z.string().min(1).default('./data/backups'),
  /** Backups kept; older ones are deleted after a new one is checked. */
  BACKUP_KEEP: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(10_000).default(14),
  /** GET /metrics answers only with this bearer token (at least 16 characters)... */
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters long',
  }),
  /** ...or, without a token, on this port of its own (bound to HOST), never on the public one. */
  METRICS_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).optional(),
  /** Event-loop delay in ms past which requests get 503 with Retry-After instead of queueing (0: never). */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).default(1000),

  /** Memory for the cached bytes of public catalog answers, in MB (0: no cache). */
  CATALOG_CACHE_MB: z.coerce.number({ error: 'must be a number of megabytes' }).int().min(0).max(4096).default(64),

  /** Products with fewer pieces than this: the admin dashboard's low-stock list and the daily note. */
  LOW_STOCK_AT: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(1_000_000).default(10),
  /** The store's time zone (IANA name): its days in the order desk's filters, invoice years and the insights. */
  STORE_TIMEZONE: z
    .string()
    .trim()
    .default(STORE_TIME_ZONE)
    .refine(isTimeZone, { message: 'must be an IANA time zone such as Asia/Dhaka' }),
  /** Invoices: the seller (defaults: the store's company details) and the VAT rate in percent that prices include. */
  SELLER_NAME: optionalText,
  SELLER_ADDRESS: optionalText,
  /** The seller's VAT registration number (BIN); left off invoices when unset. */
  SELLER_BIN: optionalText,
  VAT_RATE: z.coerce.number({ error: 'must be a percentage such as 15' }).min(0).max(100).default(0),
});

// NOTE: SHIPPING_FEE and FREE_SHIPPING_FROM are read in taka and held in poisha, like every amount.
export type Config = Readonly<
  Omit<z.infer<typeof EnvSchema>, 'DATABASE_URL'> & {
    DATABASE_URL: string;
    database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
    /** NODE_ENV=production set explicitly, or PUBLIC_URL on https: the store faces real customers. */
    realDeployment: boolean;
    /** Payments are the sandbox's: no real money moves (the web app shows a test-mode banner). */
    testPayments: boolean;
    /** The enabled payment methods, in the order the payment page offers them (PAYMENT_PROVIDERS, COD_ENABLED). */
    paymentMethods: readonly PaymentMethodName[];
  }
>;

export class ConfigError extends Error {}

/** Parse the environment (process.env by default); throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = result.data;
  const paymentMethods = choosePaymentMethods(c, env);
  if (paymentMethods.includes('stripe')) {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter(
      (k) => !c[k],
    );
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((k) => `  ${k}: required when PAYMENT_PROVIDER=stripe`).join('\n')}`,
      );
    }
  }
  if (paymentMethods.includes('sslcommerz')) {
    const missing = (['SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD', 'PUBLIC_URL'] as const).filter((k) => !c[k]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((k) => `  ${k}: required when PAYMENT_PROVIDERS lists sslcommerz`).join('\n')}`,
      );
    }
  }
  if (Boolean(c.GOOGLE_CLIENT_ID) !== Boolean(c.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  }
  // NOTE: NODE_ENV defaults to production, so only a value the operator set counts here: the
  // zero-configuration `npm start` on a laptop is not a real deployment.
  const realDeployment = env.NODE_ENV?.trim() === 'production' || c.PUBLIC_URL?.startsWith('https://') === true;
  const testPayments = paymentMethods.includes('sandbox');
  const refused: string[] = [];
  if (realDeployment && testPayments && !c.ALLOW_SANDBOX_PAYMENTS) {
    refused.push(
      '  PAYMENT_PROVIDER: the sandbox takes no real money and accepts its test cards, so it is refused in a real ' +
        'deployment (NODE_ENV=production or an https PUBLIC_URL). Set PAYMENT_PROVIDER=stripe with its keys ' +
        '(or PAYMENT_PROVIDERS=sslcommerz,cod without sandbox), or ALLOW_SANDBOX_PAYMENTS=true to run a test store on purpose.',
    );
  }
  if (realDeployment && !c.PUBLIC_URL) {
    refused.push(
      '  PUBLIC_URL: required in a real deployment (NODE_ENV=production or an https PUBLIC_URL): the links in ' +
        'emails and redirects start with it. Set it to the address customers use, such as https://shop.example.com',
    );
  }
  if (realDeployment && c.RATE_LIMITS === 'off') {
    refused.push(
      '  RATE_LIMITS: off is for load tests only and is refused in a real deployment (NODE_ENV=production or an https PUBLIC_URL)',
    );
  }
  if (c.METRICS_PORT !== undefined && c.METRICS_PORT === c.PORT) {
    refused.push('  METRICS_PORT: must differ from PORT (the metrics stay off the public port)');
  }
  if (refused.length > 0) throw new ConfigError(`Invalid configuration:\n${refused.join('\n')}`);
  const database = c.DATABASE_URL.startsWith('file:')
    ? { kind: 'sqlite' as const, file: c.DATABASE_URL.slice('file:'.length) }
    : { kind: 'postgres' as const, url: c.DATABASE_URL };
  return Object.freeze({ ...c, database, realDeployment, testPayments, paymentMethods: Object.freeze(paymentMethods) });
}

/**
 * The enabled payment methods: PAYMENT_PROVIDERS, else PAYMENT_PROVIDER alone; COD_ENABLED=true adds
 * `cod`. Refuses a list with both card providers (one card form per store), an empty list, and
 * settings that contradict each other.
 */
function choosePaymentMethods(
  c: z.infer<typeof EnvSchema>,
  env: Record<string, string | undefined>,
): PaymentMethodName[] {
  const problems: string[] = [];
  const methods: PaymentMethodName[] = c.PAYMENT_PROVIDERS ? [...c.PAYMENT_PROVIDERS] : [c.PAYMENT_PROVIDER];
  const providerSet = env.PAYMENT_PROVIDER !== undefined && env.PAYMENT_PROVIDER.trim() !== '';
  if (c.PAYMENT_PROVIDERS && providerSet && !methods.includes(c.PAYMENT_PROVIDER)) {
    problems.push(`  PAYMENT_PROVIDER: ${c.PAYMENT_PROVIDER} is not in PAYMENT_PROVIDERS; set only PAYMENT_PROVIDERS`);
  }
  if (c.COD_ENABLED === true && !methods.includes('cod')) methods.push('cod');
  if (c.COD_ENABLED === false && methods.includes('cod')) {
    problems.push('  COD_ENABLED: false, but PAYMENT_PROVIDERS lists cod');
  }
  if (methods.includes('sandbox') && methods.includes('stripe')) {
    problems.push('  PAYMENT_PROVIDERS: list sandbox or stripe, not both (they are the same card form)');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return methods;
}
