// What counts as a real deployment, and what such a store refuses to start with: the sandbox
// payment provider (unless ALLOW_SANDBOX_PAYMENTS=true), RATE_LIMITS=off, and no PUBLIC_URL. A bad
// configuration lists every problem at once, and a variable no longer read names its replacement.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, WRITE_LIMITS_PER_HOUR } from './config.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHOP = 'https://shop.example.com';
const STRIPE = {
  PAYMENT_PROVIDERS: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('a real deployment', () => {
  it('is not the zero-configuration start: NODE_ENV defaults to production but was not set', () => {
    const config = loadConfig({});
    expect(config.NODE_ENV).toBe('production');
    expect(config.realDeployment).toBe(false);
    expect(config.testPayments).toBe(true);
  });

  it('is NODE_ENV=production set explicitly, or an https PUBLIC_URL', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://shop.example.com', ...STRIPE }).realDeployment,
    ).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com', ...STRIPE }).realDeployment).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' }).realDeployment).toBe(false);
  });

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['an https PUBLIC_URL', { PUBLIC_URL: 'https://shop.example.com' }],
  ])('refuses the sandbox provider with %s, naming the fix', (_name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/PAYMENT_PROVIDERS: .*sslcommerz,cod.*ALLOW_SANDBOX_PAYMENTS=true/s);
    expect(() => loadConfig({ ...env, PAYMENT_PROVIDERS: 'sandbox' })).toThrow(ConfigError);
  });

  it('runs the sandbox when ALLOW_SANDBOX_PAYMENTS=true is set on purpose', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: SHOP, ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect(config.realDeployment).toBe(true);
    expect(config.testPayments).toBe(true);
  });

  it('refuses to start without PUBLIC_URL, naming it: the links it sends would point at localhost', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...STRIPE })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ...STRIPE })).toThrow(
      /PUBLIC_URL: required in a real deployment/,
    );
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: SHOP, ...STRIPE }).PUBLIC_URL).toBe(SHOP);
    // The zero-configuration start and the tests run without it.
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).PUBLIC_URL).toBeUndefined();
  });

  it('refuses RATE_LIMITS=off, which is only for load tests', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: SHOP, ...STRIPE, RATE_LIMITS: 'off' })).toThrow(
      /RATE_LIMITS/,
    );
    expect(loadConfig({ RATE_LIMITS: 'off' }).RATE_LIMITS).toBe('off');
  });
});

describe('start-up (the real server entry as a child process)', () => {
  const runServer = (env: Record<string, string>) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-startup-'));
    try {
      return spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        timeout: 20_000,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? dataDir,
          DATA_DIR: dataDir,
          DATABASE_URL: `file:${path.join(dataDir, 'store.db')}`,
          PORT: '0',
          HOST: '127.0.0.1',
          ...env,
        },
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };

  it('exits non-zero with the message when production runs the sandbox without the opt-in', () => {
    const result = runServer({ NODE_ENV: 'production', PAYMENT_PROVIDERS: 'sandbox' });
    expect(result.error).toBeUndefined();
    expect(result.status).not.toBe(0);
    expect(result.status).not.toBeNull();
    expect(result.stderr).toContain('PAYMENT_PROVIDERS');
    expect(result.stderr).toContain('ALLOW_SANDBOX_PAYMENTS=true');
  });

  it('exits non-zero naming PUBLIC_URL when a production store has none', () => {
    const result = runServer({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect(result.error).toBeUndefined();
    expect(result.status).not.toBe(0);
    expect(result.status).not.toBeNull();
    expect(result.stderr).toContain('PUBLIC_URL: required in a real deployment');
  });
});

describe('CARRIER_TRACKING_URLS', () => {
  it('is empty by default and reads Carrier=URL pairs, by carrier name in lower case', () => {
    expect(loadConfig({}).CARRIER_TRACKING_URLS).toEqual({});
    expect(
      loadConfig({
        CARRIER_TRACKING_URLS:
          ' Pathao=https://track.example.com/{tracking} ,Steadfast=https://sf.example.com/t?id={tracking},',
      }).CARRIER_TRACKING_URLS,
    ).toEqual({
      pathao: 'https://track.example.com/{tracking}',
      steadfast: 'https://sf.example.com/t?id={tracking}',
    });
  });

  it.each([
    ['Pathao'],
    ['Pathao=https://track.example.com/'],
    ['=https://x.example.com/{tracking}'],
    ['RedX=ftp://x/{tracking}'],
  ])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ CARRIER_TRACKING_URLS: value })).toThrow(/CARRIER_TRACKING_URLS/);
  });
});

describe('STORE_TIMEZONE', () => {
  it('is Asia/Dhaka by default and takes another IANA zone', () => {
    expect(loadConfig({}).STORE_TIMEZONE).toBe('Asia/Dhaka');
    expect(loadConfig({ STORE_TIMEZONE: 'Asia/Kolkata' }).STORE_TIMEZONE).toBe('Asia/Kolkata');
  });

  it.each([['Dhaka'], ['Asia/Nowhere'], ['+06:00x']])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ STORE_TIMEZONE: value })).toThrow(/STORE_TIMEZONE: must be an IANA time zone/);
  });
});

describe('REDIS_URL', () => {
  it('is unset by default and takes a redis:// or rediss:// address', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).REDIS_URL).toBe('redis://127.0.0.1:6379/2');
    expect(loadConfig({ REDIS_URL: 'rediss://u:p@cache.example:6380' }).REDIS_URL).toBe(
      'rediss://u:p@cache.example:6380',
    );
  });

  it.each([['127.0.0.1:6379'], ['http://cache:6379'], ['redis://a b']])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ REDIS_URL: value })).toThrow(/REDIS_URL: must be redis:\/\//);
  });
});

describe('payment methods (PAYMENT_PROVIDERS, SSLCommerz, cash on delivery)', () => {
  const SSLCOMMERZ = {
    SSLCOMMERZ_STORE_ID: 'store1',
    SSLCOMMERZ_STORE_PASSWORD: 'store1@ssl',
    PUBLIC_URL: 'https://shop.example.com',
  };

  it('is the sandbox alone by default, with cash on delivery’s defaults (৳50,000 limit, no fee)', () => {
    const config = loadConfig({});
    expect(config.paymentMethods).toEqual(['sandbox']);
    expect(config.COD_MAX_TOTAL).toBe(5_000_000);
    expect(config.COD_FEE).toBe(0);
    expect(config.SSLCOMMERZ_LIVE).toBe(false);
  });

  it('a Bangladeshi store: SSLCommerz and cash on delivery, in a real deployment, without the sandbox', () => {
    const config = loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDERS: 'sslcommerz, COD', ...SSLCOMMERZ });
    expect(config.paymentMethods).toEqual(['sslcommerz', 'cod']);
    expect(config.testPayments).toBe(false);
    expect(config.realDeployment).toBe(true);
  });

  it('needs SSLCommerz’s store id, password and PUBLIC_URL when it lists sslcommerz', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDERS: 'sslcommerz' })).toThrow(
      /SSLCOMMERZ_STORE_ID.*SSLCOMMERZ_STORE_PASSWORD.*PUBLIC_URL/s,
    );
  });

  it('still refuses the sandbox in a real deployment when it is in the list', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDERS: 'sandbox,sslcommerz', ...SSLCOMMERZ }),
    ).toThrow(/ALLOW_SANDBOX_PAYMENTS=true/);
  });

  it.each([
    ['an unknown method', { PAYMENT_PROVIDERS: 'paypal' }, /PAYMENT_PROVIDERS/],
    ['a method twice', { PAYMENT_PROVIDERS: 'cod,cod' }, /PAYMENT_PROVIDERS/],
    ['both card providers', { ...STRIPE, PAYMENT_PROVIDERS: 'sandbox,stripe' }, /not both/],
    ['stripe without its keys', { PAYMENT_PROVIDERS: 'stripe' }, /STRIPE_SECRET_KEY: required when PAYMENT_PROVIDERS/],
    ['a negative COD fee', { COD_FEE: '-1' }, /COD_FEE/],
    ['a COD limit with three decimals', { COD_MAX_TOTAL: '10.001' }, /COD_MAX_TOTAL/],
  ])('refuses %s, naming the variable', (_name, env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('keeps the order of the list: the payment page offers the methods in it', () => {
    expect(loadConfig({ PAYMENT_PROVIDERS: 'cod,sandbox' }).paymentMethods).toEqual(['cod', 'sandbox']);
  });
});

describe('variables no longer read', () => {
  it.each([
    ['PAYMENT_PROVIDER', 'stripe', /PAYMENT_PROVIDER: is no longer read: .*PAYMENT_PROVIDERS=stripe/],
    ['COD_ENABLED', 'true', /COD_ENABLED: is no longer read: list cod in PAYMENT_PROVIDERS/],
    ['RATE_LIMIT_ORDERS', '120', /RATE_LIMIT_ORDERS: is no longer read: .*RATE_LIMIT_SCALE/],
    ['VAT_RATE', '15', /VAT_RATE: is no longer read: each product has its own VAT rate/],
  ])('refuses %s, naming what replaces it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
    // Set but empty, as a deployment file may leave it, is no setting at all.
    expect(loadConfig({ [name]: '' }).paymentMethods).toEqual(['sandbox']);
  });
});

describe('write limits (WRITE_LIMITS_PER_HOUR and RATE_LIMIT_SCALE)', () => {
  it('are the table by default, and RATE_LIMIT_SCALE multiplies every limit, each at least 1', () => {
    expect(loadConfig({}).writeLimits).toEqual(WRITE_LIMITS_PER_HOUR);
    const doubled = loadConfig({ RATE_LIMIT_SCALE: '2' }).writeLimits;
    expect(doubled.reviews).toBe(2 * WRITE_LIMITS_PER_HOUR.reviews);
    expect(doubled.paymentNotifications).toBe(2 * WRITE_LIMITS_PER_HOUR.paymentNotifications);
    expect(loadConfig({ RATE_LIMIT_SCALE: '0.001' }).writeLimits.accountEmails).toBe(1);
  });

  it.each([['0'], ['-1'], ['lots']])('refuses RATE_LIMIT_SCALE=%s', (value) => {
    expect(() => loadConfig({ RATE_LIMIT_SCALE: value })).toThrow(/RATE_LIMIT_SCALE: must be/);
  });
});

describe('a bad configuration', () => {
  it('lists every problem at once: bad fields, checks across fields, and variables no longer read', () => {
    let message = '';
    try {
      loadConfig({
        NODE_ENV: 'production',
        PORT: 'eighty',
        STORE_TIMEZONE: 'Dhaka',
        PAYMENT_PROVIDERS: 'sslcommerz,cod',
        GOOGLE_CLIENT_ID: 'only-the-id',
        RATE_LIMITS: 'off',
        COD_ENABLED: 'true',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const line of [
      'PORT: must be a port number',
      'STORE_TIMEZONE: must be an IANA time zone',
      'SSLCOMMERZ_STORE_ID: required when PAYMENT_PROVIDERS lists sslcommerz',
      'SSLCOMMERZ_STORE_PASSWORD: required when PAYMENT_PROVIDERS lists sslcommerz',
      'PUBLIC_URL: required when PAYMENT_PROVIDERS lists sslcommerz',
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither',
      'RATE_LIMITS: off is for load tests only',
      'COD_ENABLED: is no longer read',
    ]) {
      expect(message).toContain(line);
    }
  });

  it('does not pile a check across fields onto a field that is itself bad', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...STRIPE, PUBLIC_URL: 'not a url' })).toThrow(
      /^Invalid configuration:\n {2}PUBLIC_URL: must be a URL such as http:\/\/localhost:3000$/,
    );
  });
});
