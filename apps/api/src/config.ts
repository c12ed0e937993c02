// The only reader of process.env: a bad configuration is refused with all of its problems listed together.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { COMPANY_CONTACT, STORE_TIME_ZONE } from '@store/shared/constants';
import { isTimeZone } from './lib/store-time.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const takaAmount = z.coerce
  .number({ error: 'must be an amount in taka' })
  .min(0, { error: 'must be 0 or more' })
  .max(10_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: 'must have at most two decimals' })
  .transform((v) => Math.round(v * 100));

/** `Carrier=URL` pairs separated by commas, each URL with `{tracking}`; keyed by carrier name in lower case. */
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

const PAYMENT_METHOD_NAMES = ['sandbox', 'stripe', 'sslcommerz', 'cod'] as const;
export type PaymentMethodName = (typeof PAYMENT_METHOD_NAMES)[number];

/** `sslcommerz,cod`: the enabled payment methods, in the order the payment page offers them. */
const paymentMethodList = z
  .string()
  .optional()
  .transform((v, ctx): PaymentMethodName[] => {
    if (v === undefined || v.trim() === '') return ['sandbox'];
    const names = v.split(',').map((n) => n.trim().toLowerCase());
    const known: readonly string[] = PAYMENT_METHOD_NAMES;
    if (names.some((n) => !known.includes(n)) || new Set(names).size !== names.length) {
      ctx.addIssue({
        code: 'custom',
        message: `must list each of ${PAYMENT_METHOD_NAMES.join(', ')} at most once, separated by commas (e.g. sslcommerz,cod)`,
      });
      return z.NEVER;
    }
    return names as PaymentMethodName[];
  });

/** Unset or blank: undefined; set: it must pass `test`. */
const optionalMatching = (test: (v: string) => boolean, message: string) =>
  optionalText.refine((v) => v === undefined || test(v), { message });
const secret = optionalMatching((v) => Buffer.byteLength(v) >= 32, 'must be at least 32 bytes long');
const hours = z.coerce.number({ error: 'must be a number of hours' });
const HOURS_IN_A_YEAR = 24 * 365;
const megabytes = z.coerce.number({ error: 'must be a number of megabytes' }).int().min(0).max(4096);

const timeoutMs = z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100).max(120_000);

/** Calls per hour of each group of write routes (plugins/write-rate-limit.ts), per account or IP. */
export const WRITE_LIMITS_PER_HOUR = {
  reviews: 10,
  productReviews: 30,
  reviewModeration: 600,
  orders: 60,
  checkouts: 60,
  // The cart merge at sign-in sends one change per line (up to 50).
  cartChanges: 600,
  paymentIntents: 60,
  cardConfirmations: 30,
  // SSLCommerz's IPN and buyers' browsers coming back from its page, per IP.
  paymentNotifications: 3600,
  profileSaves: 60,
  passwordChanges: 10,
  accountEmails: 5,
  imageUploads: 300,
  orderTransitions: 600,
  categoryChanges: 300,
  // The contact form, per IP (features/contact).
  contactMessages: 10,
  // Requests for quote, per IP (features/quotes).
  quoteRequests: 10,
} as const;
export type WriteLimitGroup = keyof typeof WRITE_LIMITS_PER_HOUR;

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
  // Unset: on, and json, in a real deployment (lib/logging.ts).
  LOG_REQUESTS: booleanFlag.optional(),
  LOG_FORMAT: z.enum(['json', 'text']).optional(),
  DATA_DIR: z.string().default('./data'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  WEB_SERVER_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist-server')),
  SERVER_RENDERING: booleanFlag.default(true),
  PAGE_CACHE_MB: megabytes.default(16),
  // Links in emails and redirects start with it, never with the request's Host.
  PUBLIC_URL: z.url({ error: 'must be a URL such as http://localhost:3000' }).optional(),
  TRUST_PROXY: booleanFlag.default(false),

  JWT_SECRET: secret,
  BETTER_AUTH_SECRET: secret,
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),

  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),

  ADMIN_EMAIL: optionalText.pipe(z.email({ error: 'must be an email address' }).optional()),
  /** Where the contact form's messages are emailed (features/contact). */
  CONTACT_EMAIL: z.email({ error: 'must be an email address' }).default(COMPANY_CONTACT.email),
  ADMIN_PASSWORD: optionalMatching((v) => v.length >= 6, 'must be at least 6 characters'),

  PAYMENT_PROVIDERS: paymentMethodList,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  // STRIPE_API_BASE and SSLCOMMERZ_API_BASE are for tests: the providers' local doubles.
  STRIPE_API_BASE: optionalText,
  SSLCOMMERZ_STORE_ID: optionalText,
  SSLCOMMERZ_STORE_PASSWORD: optionalText,
  SSLCOMMERZ_LIVE: booleanFlag.default(false),
  SSLCOMMERZ_API_BASE: optionalText.pipe(z.url({ error: 'must be a URL' }).optional()),
  PAYMENT_TIMEOUT_MS: timeoutMs.default(10_000),
  SSLCOMMERZ_TIMEOUT_MS: timeoutMs.optional(),
  COD_MAX_TOTAL: takaAmount.prefault(50_000),
  COD_FEE: takaAmount.prefault(0),
  PRODUCT_REVIEWS_FROM: z.enum(['buyers', 'everyone'], { error: 'must be buyers or everyone' }).default('buyers'),

  IMAGE_STORAGE: z.string().default('database'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  ALLOW_SANDBOX_PAYMENTS: booleanFlag.default(false),
  RATE_LIMITS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  RATE_LIMIT_SCALE: z.coerce
    .number({ error: 'must be a number such as 1 or 0.5' })
    .positive({ error: 'must be more than 0' })
    .max(10_000)
    .default(1),
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  IMAGE_QUEUE_WAITING: z.coerce.number().int().min(0).max(1000).default(4),

  SHIPPING_FEE: takaAmount.prefault(120),
  FREE_SHIPPING_FROM: takaAmount.prefault(10_000),
  UNPAID_ORDER_TTL_HOURS: hours.positive().max(HOURS_IN_A_YEAR).default(48),
  UNPAID_HOLD_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes' })
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  // Unset: mail stays in the outbox, unsent.
  SMTP_URL: optionalMatching((v) => /^smtps?:\/\/[^\s]+$/.test(v), 'must be smtp://user:pass@host:port or smtps://…'),
  SMTP_TIMEOUT_MS: timeoutMs.default(10_000),
  REDIS_URL: optionalMatching(
    (v) => /^rediss?:\/\/[^\s]*$/.test(v),
    'must be redis://[user:pass@]host:port[/db] or rediss://…',
  ),
  REDIS_TIMEOUT_MS: timeoutMs.default(2_000),
  MAIL_FROM: z.string().trim().min(3).default('Bicycle Manufacturer <no-reply@bicyclemfr.example>'),
  // Text messages to buyers through SSL Wireless (docs/features/sms.md). Unset: kept (held) in the SMS outbox.
  SSLWIRELESS_API_TOKEN: optionalText,
  SSLWIRELESS_SID: optionalText,
  // For tests: the gateway's local double.
  SSLWIRELESS_API_BASE: optionalText
    .pipe(z.url({ error: 'must be a URL' }).optional())
    .transform((v) => v ?? 'https://smsplus.sslwireless.com'),
  SSLWIRELESS_TIMEOUT_MS: timeoutMs.default(10_000),
  // Parcels booked from the order desk (docs/features/courier.md): `sandbox` books and delivers by itself.
  COURIER: z.enum(['sandbox', 'steadfast'], { error: 'must be sandbox or steadfast' }).default('sandbox'),
  STEADFAST_API_KEY: optionalText,
  STEADFAST_SECRET_KEY: optionalText,
  STEADFAST_WEBHOOK_TOKEN: optionalMatching((v) => v.length >= 16, 'must be at least 16 characters long'),
  // For tests: Steadfast's local double.
  STEADFAST_API_BASE: optionalText.pipe(z.url({ error: 'must be a URL' }).optional()),
  COURIER_TIMEOUT_MS: timeoutMs.default(10_000),
  COURIER_POLL_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes' })
    .int()
    .min(1)
    .max(24 * 60)
    .default(10),
  COURIER_SANDBOX_DELIVERY_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes' })
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(5),
  REQUIRE_VERIFIED_EMAIL: booleanFlag.default(false),
  MAX_OPEN_UNPAID_ORDERS: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(5),
  CARRIER_TRACKING_URLS: carrierTrackingUrls,

  BACKUP_INTERVAL_HOURS: hours.min(0).max(HOURS_IN_A_YEAR).default(24),
  BACKUP_DIR: z.string().min(1).default('./data/backups'),
  BACKUP_KEEP: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(10_000).default(14),
  METRICS_TOKEN: optionalMatching((v) => v.length >= 16, 'must be at least 16 characters long'),
  METRICS_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).optional(),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).default(1000),
  CATALOG_CACHE_MB: megabytes.default(64),
  LOW_STOCK_AT: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(1_000_000).default(10),
  STORE_TIMEZONE: z
    .string()
    .trim()
    .default(STORE_TIME_ZONE)
    .refine(isTimeZone, { message: 'must be an IANA time zone such as Asia/Dhaka' }),
  // How the owner types and reads goods' prices in the dashboard (decision 236); the store keeps what buyers pay.
  PRICES_INCLUDE_VAT: booleanFlag.default(true),
  SELLER_NAME: optionalText,
  SELLER_ADDRESS: optionalText,
  SELLER_BIN: optionalText,
});
type Env = z.infer<typeof EnvSchema>;

// NOTE: every amount in taka (SHIPPING_FEE, COD_FEE…) is held in poisha.
export type Config = Readonly<
  Env & {
    database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
    /** NODE_ENV=production set explicitly, or PUBLIC_URL on https: the store faces real customers. */
    realDeployment: boolean;
    /** The sandbox is enabled: no real money moves (the web app shows a test-mode banner). */
    testPayments: boolean;
    paymentMethods: readonly PaymentMethodName[];
    writeLimits: Readonly<Record<WriteLimitGroup, number>>;
  }
>;

export class ConfigError extends Error {}

/** What replaces a variable the store no longer reads: setting one is refused, not silently ignored. */
function replacementOf(name: string): string | undefined {
  if (name === 'PAYMENT_PROVIDER') return 'list the method in PAYMENT_PROVIDERS instead, e.g. PAYMENT_PROVIDERS=stripe';
  if (name === 'COD_ENABLED') return 'list cod in PAYMENT_PROVIDERS instead, e.g. PAYMENT_PROVIDERS=sslcommerz,cod';
  if (name === 'VAT_RATE') return 'each product has its own VAT rate (standard 15 %), set on its form in the dashboard';
  if (name.startsWith('RATE_LIMIT_') && name !== 'RATE_LIMIT_SCALE') {
    return 'the write limits are fixed in code; scale them all with RATE_LIMIT_SCALE (e.g. 2 doubles them)';
  }
  return undefined;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const problems: string[] = [];
  const report = (name: string, message: string) => problems.push(`  ${name}: ${message}`);
  for (const [name, value] of Object.entries(env)) {
    const replacement = replacementOf(name);
    if (replacement !== undefined && value?.trim()) report(name, `is no longer read: ${replacement}`);
  }
  // Field by field, so that the checks across fields below still run when one field is bad.
  const parsed: Record<string, unknown> = {};
  const bad = new Set<string>();
  for (const [name, schema] of Object.entries(EnvSchema.shape)) {
    const result = schema.safeParse(env[name]);
    if (result.success) parsed[name] = result.data;
    else {
      bad.add(name);
      for (const issue of result.error.issues) report(name, issue.message);
    }
  }
  const c = parsed as Env;
  const valid = (...names: (keyof Env)[]) => names.every((n) => !bad.has(n));

  const paymentMethods = c.PAYMENT_PROVIDERS ?? [];
  if (paymentMethods.includes('sandbox') && paymentMethods.includes('stripe')) {
    report('PAYMENT_PROVIDERS', 'list sandbox or stripe, not both (they are the same card form)');
  }
  const requiredBy = (method: PaymentMethodName, names: readonly (keyof Env)[]) => {
    if (!paymentMethods.includes(method)) return;
    for (const n of names) if (!c[n] && valid(n)) report(n, `required when PAYMENT_PROVIDERS lists ${method}`);
  };
  requiredBy('stripe', ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']);
  requiredBy('sslcommerz', ['SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD', 'PUBLIC_URL']);
  if (Boolean(c.SSLWIRELESS_API_TOKEN) !== Boolean(c.SSLWIRELESS_SID)) {
    report('SSLWIRELESS_API_TOKEN and SSLWIRELESS_SID', 'set both (text messages are sent) or neither (they are kept)');
  }
  if (c.COURIER === 'steadfast') {
    for (const n of ['STEADFAST_API_KEY', 'STEADFAST_SECRET_KEY', 'STEADFAST_WEBHOOK_TOKEN'] as const) {
      if (!c[n] && valid(n)) report(n, 'required when COURIER is steadfast');
    }
  }
  if (Boolean(c.GOOGLE_CLIENT_ID) !== Boolean(c.GOOGLE_CLIENT_SECRET)) {
    report('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET', 'set both or neither');
  }
  // NOTE: NODE_ENV defaults to production, so only a value the operator set counts here: the
  // zero-configuration `npm start` on a laptop is not a real deployment.
  const realDeployment = env.NODE_ENV?.trim() === 'production' || c.PUBLIC_URL?.startsWith('https://') === true;
  const testPayments = paymentMethods.includes('sandbox');
  const where = 'in a real deployment (NODE_ENV=production or an https PUBLIC_URL)';
  if (realDeployment && testPayments && c.ALLOW_SANDBOX_PAYMENTS === false) {
    report(
      'PAYMENT_PROVIDERS',
      `the sandbox takes no real money and accepts its test cards, so it is refused ${where}. List real ` +
        'methods (PAYMENT_PROVIDERS=sslcommerz,cod, or stripe with its keys), or set ALLOW_SANDBOX_PAYMENTS=true ' +
        'to run a test store on purpose.',
    );
  }
  if (realDeployment && !c.PUBLIC_URL && valid('PUBLIC_URL')) {
    report(
      'PUBLIC_URL',
      `required ${where}: the links in emails and redirects start with it. Set it to the address ` +
        'customers use, such as https://shop.example.com',
    );
  }
  if (realDeployment && c.RATE_LIMITS === 'off')
    report('RATE_LIMITS', `off is for load tests only and is refused ${where}`);
  if (c.METRICS_PORT !== undefined && c.METRICS_PORT === c.PORT) {
    report('METRICS_PORT', 'must differ from PORT (the metrics stay off the public port)');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);

  const database = c.DATABASE_URL.startsWith('file:')
    ? { kind: 'sqlite' as const, file: c.DATABASE_URL.slice('file:'.length) }
    : { kind: 'postgres' as const, url: c.DATABASE_URL };
  const writeLimits = Object.fromEntries(
    Object.entries(WRITE_LIMITS_PER_HOUR).map(([group, max]) => [
      group,
      Math.max(1, Math.round(max * c.RATE_LIMIT_SCALE)),
    ]),
  ) as Record<WriteLimitGroup, number>;
  return Object.freeze({
    ...c,
    database,
    realDeployment,
    testPayments,
    paymentMethods: Object.freeze(paymentMethods),
    writeLimits: Object.freeze(writeLimits),
  });
}
