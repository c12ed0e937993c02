// What counts as a real deployment, and what such a store refuses to start with: the sandbox
// payment provider (unless ALLOW_SANDBOX_PAYMENTS=true), RATE_LIMITS=off, and no PUBLIC_URL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHOP = 'https://shop.example.com';
const STRIPE = {
  PAYMENT_PROVIDER: 'stripe',
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
    expect(() => loadConfig(env)).toThrow(/PAYMENT_PROVIDER=stripe.*ALLOW_SANDBOX_PAYMENTS=true/s);
    expect(() => loadConfig({ ...env, PAYMENT_PROVIDER: 'sandbox' })).toThrow(ConfigError);
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
    const result = runServer({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
    expect(result.error).toBeUndefined();
    expect(result.status).not.toBe(0);
    expect(result.status).not.toBeNull();
    expect(result.stderr).toContain('PAYMENT_PROVIDER');
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
    ['both card providers', { PAYMENT_PROVIDERS: 'sandbox,stripe', ...STRIPE }, /not both/],
    ['COD_ENABLED=false with cod listed', { PAYMENT_PROVIDERS: 'sandbox,cod', COD_ENABLED: 'false' }, /COD_ENABLED/],
    [
      'a PAYMENT_PROVIDER the list leaves out',
      { PAYMENT_PROVIDERS: 'cod', PAYMENT_PROVIDER: 'stripe' },
      /PAYMENT_PROVIDER/,
    ],
    ['a negative COD fee', { COD_FEE: '-1' }, /COD_FEE/],
    ['a COD limit with three decimals', { COD_MAX_TOTAL: '10.001' }, /COD_MAX_TOTAL/],
  ])('refuses %s, naming the variable', (_name, env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('COD_ENABLED=true adds cash on delivery after the listed methods', () => {
    expect(loadConfig({ COD_ENABLED: 'true' }).paymentMethods).toEqual(['sandbox', 'cod']);
    expect(loadConfig({ PAYMENT_PROVIDERS: 'cod,sandbox', COD_ENABLED: 'true' }).paymentMethods).toEqual([
      'cod',
      'sandbox',
    ]);
  });
});
