// Identity: better-auth at /api/auth (email + password, a mobile number and a code by SMS, Google through
// OpenID Connect), its tables in the store's database, the app's bearer tokens, and the first admin.
import { randomBytes, randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { getAuthTables } from 'better-auth/db';
import { fromNodeHeaders } from 'better-auth/node';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@store/shared/constants';
import { type Locale, localeFromCookie, splitLocalePath } from '@store/shared/i18n/locales';
import { isPhoneAccountEmail, PHONE_ACCOUNT_EMAIL_DOMAIN } from '@store/shared/schemas/phone';
import type { Config } from '../../config.ts';
import type { StoreDatabase } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { AUTH_BASE_PATH } from '../../plugins/auth-paths.ts';
import { withoutSessionTokens } from '../../plugins/security-headers.ts';
import { createCallLimiter } from '../../plugins/write-rate-limit.ts';
import { queueAccountMail, storePublicUrl, storeTrustedOrigins } from '../mail/index.ts';
import { createAccessTokens, type AccessTokens } from './access-tokens.service.ts';
import { releasingAuthContext } from './auth-context.ts';
import { ensureFirstAdmin } from './accounts.service.ts';
import {
  createPhoneLimiter,
  DISABLED_PHONE_PATHS,
  normalisePhoneBody,
  SEND_CODE_PATH,
  storePhoneNumberPlugin,
  VERIFY_CODE_PATH,
} from './phone-sign-in.ts';
import { AUTH_RATE_WINDOW_MS, RATE_LIMITED_AUTH_PATHS } from './rate-limit.service.ts';
import { loadAuthSecrets } from './secrets.ts';

/** The language a sign-up came from: the `store_lang` cookie, else the Referer's /bn prefix, else English. */
export function signUpLanguage(headers: Headers | undefined): Locale {
  const referer = URL.parse(headers?.get('referer') ?? '');
  return localeFromCookie(headers?.get('cookie')) ?? (referer ? splitLocalePath(referer.pathname).locale : 'en');
}

export const GOOGLE_PROVIDER_ID = 'google';
/** better-auth calls that send an email to an address given in the body (the accountEmails limit). */
const ACCOUNT_EMAIL_PATHS = new Set(['/request-password-reset', '/send-verification-email']);
/** A sign-up emails its address too: it counts per address in that limit (per IP: AUTH_RATE_LIMIT). */
const SIGN_UP_PATH = '/sign-up/email';
/** A change of email sends a link to `newEmail`: per IP and per address in the same limit. */
const CHANGE_EMAIL_PATH = '/change-email';
/** We set this header ourselves from Fastify's request.ip; it replaces a client's value. */
const CLIENT_IP_HEADER = 'x-store-client-ip';

export function isGoogleEnabled(config: Config): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

const AUTH_TABLES = getAuthTables({});
/** better-auth's camelCase field names of a model mapped to our snake_case columns. */
const snakeCaseFields = (model: 'user' | 'session' | 'account' | 'verification') =>
  Object.fromEntries(
    Object.keys(AUTH_TABLES[model]!.fields).map((f) => [f, f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]),
  );

function createAuth(config: Config, store: StoreDatabase, secret: string, log: FastifyBaseLogger) {
  const google = isGoogleEnabled(config);
  const issuer = config.GOOGLE_ISSUER.replace(/\/+$/, '');
  return betterAuth({
    appName: 'Bicycle Manufacturer',
    // Every link better-auth makes starts with the configured origin, never with the request's Host.
    baseURL: storePublicUrl(config),
    trustedOrigins: storeTrustedOrigins(config),
    basePath: AUTH_BASE_PATH,
    disabledPaths: DISABLED_PHONE_PATHS,
    secret,
    telemetry: { enabled: false },
    logger: {
      level: 'debug',
      log: (level, message, ...args: unknown[]) => log[level]({ args }, `better-auth: ${message}`),
    },
    // NOTE: the same connection pool as the store, without the CamelCasePlugin: better-auth maps its
    // camelCase fields to our snake_case columns through the `fields` maps below.
    database: { db: store.db.withoutPlugins(), type: store.dialect },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      // NOTE: off so that sign-up answers a new and an existing email alike (no token, no cookie);
      // the web app signs in right after a sign-up.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) =>
        queueAccountMail(store.db, { template: 'existing-sign-up', to: user.email, data: { name: user.name } }),
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, token }) =>
        queueAccountMail(store.db, { template: 'reset-password', to: user.email, data: { name: user.name, token } }),
      // A reset ends every session of the account, and so every bearer token made from one.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) =>
        queueAccountMail(store.db, { template: 'password-changed', to: user.email, data: { name: user.name } }),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 3600,
      // NOTE: no request means the server's own sign-up of the first admin from ADMIN_EMAIL, which
      // ensureFirstAdmin marks verified: that address needs no link.
      sendVerificationEmail: async ({ user, url }, request) => {
        if (!request) return;
        await queueAccountMail(store.db, { template: 'verify-email', to: user.email, data: { name: user.name, url } });
      },
    },
    user: {
      modelName: 'users',
      fields: snakeCaseFields('user'),
      // A phone account adds its email here: the link sent to the new address replaces the placeholder
      // only when opened; an address another account has is answered alike, and nothing is sent.
      changeEmail: { enabled: true },
      additionalFields: {
        // NOTE: input: false — a sign-up or update body can never set the role.
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        language: { type: 'string', required: false, defaultValue: 'en', input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, context) => ({
            data: {
              ...user,
              email: await freePlaceholderEmail(store, user.email),
              language: signUpLanguage(context?.headers),
            },
          }),
        },
        update: {
          // Opening the link of a change of email proves the new address (better-auth keeps the old flag,
          // false for a phone account's placeholder): a reset password can then be asked for it.
          before: async (data, context) =>
            context?.path === '/verify-email' && typeof data.email === 'string' && !isPhoneAccountEmail(data.email)
              ? { data: { ...data, emailVerified: true } }
              : undefined,
        },
      },
    },
    session: {
      modelName: 'sessions',
      fields: snakeCaseFields('session'),
    },
    account: {
      modelName: 'accounts',
      fields: snakeCaseFields('account'),
      // Google verifies the email it returns, so its sign-in joins an existing account of that email.
      accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] },
    },
    verification: {
      modelName: 'verifications',
      fields: snakeCaseFields('verification'),
    },
    // Our own limiter (rate-limit.service.ts) counts per IP and per account in the database.
    rateLimit: { enabled: false },
    hooks: {
      // A password change always ends every other session (and their bearer tokens); a body cannot opt out.
      before: createAuthMiddleware(async (ctx) => {
        if (!ctx.body || typeof ctx.body !== 'object') return;
        // A number is added or changed only with its code (phone-number/verify), never removed: a phone
        // account without it could no longer sign in (its placeholder email receives nothing).
        if (ctx.path === '/update-user' && 'phoneNumber' in ctx.body)
          throw APIError.from('BAD_REQUEST', {
            code: 'PHONE_NUMBER_CANNOT_BE_UPDATED',
            message: 'Phone number cannot be updated',
          });
        if (ctx.path !== '/change-password') return;
        return { context: { body: { ...(ctx.body as Record<string, unknown>), revokeOtherSessions: true } } };
      }),
      // A changed password is told to the account's address (a reset says so in onPasswordReset).
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password') return;
        const user = ChangedPasswordSchema.safeParse(ctx.context.returned).data?.user;
        if (user)
          await queueAccountMail(store.db, { template: 'password-changed', to: user.email, data: { name: user.name } });
      }),
    },
    advanced: {
      cookiePrefix: 'store',
      useSecureCookies: config.PUBLIC_URL?.startsWith('https:') ?? false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      storePhoneNumberPlugin({ db: store.db, log, languageOf: signUpLanguage }),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  name: 'Google',
                  clientId: config.GOOGLE_CLIENT_ID ?? '',
                  clientSecret: config.GOOGLE_CLIENT_SECRET ?? '',
                  discoveryUrl: `${issuer}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  requireIdTokenVerification: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

/**
 * A new phone account's placeholder, or, when an account that has since changed its number still has that
 * placeholder, another one for the same number (the placeholder is a key, never an address).
 */
async function freePlaceholderEmail(store: StoreDatabase, email: string): Promise<string> {
  if (!isPhoneAccountEmail(email)) return email;
  const taken = await store.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!taken) return email;
  const local = email.slice(0, email.indexOf('@'));
  return `${local}.${randomBytes(4).toString('hex')}@${PHONE_ACCOUNT_EMAIL_DOMAIN}`;
}

/** A successful change-password answer (`{ token, user }`). */
const ChangedPasswordSchema = z.object({ user: z.object({ email: z.string(), name: z.string().catch('') }) });

export type Auth = ReturnType<typeof createAuth>;

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    accessTokens: AccessTokens;
  }
}

export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

function emailFromBody(body: Buffer | undefined, field: 'email' | 'newEmail' = 'email'): string | undefined {
  if (!body || body.length === 0) return undefined;
  try {
    return z.object({ [field]: z.string() }).safeParse(JSON.parse(body.toString('utf8'))).data?.[field];
  } catch {
    return undefined; // Not JSON: better-auth answers it.
  }
}

export async function registerAuth(app: FastifyInstance): Promise<void> {
  const secrets = loadAuthSecrets(app.config);
  const auth = releasingAuthContext(createAuth(app.config, app.store, secrets.betterAuthSecret, app.log));
  app.decorate('auth', auth);
  app.decorate('accessTokens', createAccessTokens(secrets.jwtSecret, app.config.JWT_TTL_SECONDS, app.store));
  const limitPasswordChange = createCallLimiter(app, 'passwordChanges');
  const limitAccountEmails = createCallLimiter(app, 'accountEmails');
  const limitsOn = app.config.RATE_LIMITS === 'on';
  const limitPhoneCodes = limitsOn ? createPhoneLimiter(app.db, app.config.RATE_LIMIT_SCALE) : null;
  const origin = storePublicUrl(app.config);

  await app.register(async (scope) => {
    // better-auth reads the raw request itself: hand it the bytes untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.route<{ Body: Buffer | undefined }>({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      schema: { hide: true },
      handler: async (request, reply) => {
        const url = new URL(request.url, origin);
        let body = request.method === 'POST' ? request.body : undefined;
        const authPath = url.pathname.slice(AUTH_BASE_PATH.length);
        const phoneCodeCall = authPath === SEND_CODE_PATH || authPath === VERIFY_CODE_PATH;
        const phoneBody = request.method === 'POST' && phoneCodeCall ? normalisePhoneBody(body) : undefined;
        if (phoneBody) {
          // The plugin sees the number as +8801XXXXXXXXX however it was typed.
          body = phoneBody.body;
          await limitPhoneCodes?.(
            authPath === SEND_CODE_PATH ? 'send' : 'verify',
            { phone: phoneBody.phone, ip: request.ip },
            reply,
          );
        }
        if (limitsOn && request.method === 'POST' && RATE_LIMITED_AUTH_PATHS.has(authPath)) {
          try {
            await app.state.authAttempts.count({
              ip: request.ip,
              email: emailFromBody(body),
              limit: app.config.AUTH_RATE_LIMIT,
            });
          } catch (error) {
            // A fixed window of one minute: a retry after it is never refused for these attempts.
            if (error instanceof AppError && error.statusCode === 429)
              reply.header('retry-after', String(AUTH_RATE_WINDOW_MS / 1000));
            throw error;
          }
        }
        if (limitPasswordChange && request.method === 'POST' && authPath === '/change-password') {
          const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
          await limitPasswordChange(request, reply, session ? `account:${session.user.id}` : `ip:${request.ip}`);
        }
        const emailsAddress =
          ACCOUNT_EMAIL_PATHS.has(authPath) || authPath === SIGN_UP_PATH || authPath === CHANGE_EMAIL_PATH;
        if (limitAccountEmails && request.method === 'POST' && emailsAddress) {
          // Reset and verification emails: per IP, and per address so that no one floods one inbox.
          if (authPath !== SIGN_UP_PATH) await limitAccountEmails(request, reply, `ip:${request.ip}`);
          const email = emailFromBody(body, authPath === CHANGE_EMAIL_PATH ? 'newEmail' : 'email');
          if (email) await limitAccountEmails(request, reply, `email:${email.trim().toLowerCase()}`);
        }
        const response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers: toFetchHeaders(request),
            ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
          }),
        );
        // Fastify sends a fetch Response as it is: its status, headers (every cookie) and body.
        if (!response.headers.get('content-type')?.startsWith('application/json')) return reply.send(response);
        const text = await response.text();
        // The session token stays in its HttpOnly cookie; no answer hands it to page scripts.
        const json = text === '' ? null : JSON.stringify(withoutSessionTokens(JSON.parse(text)));
        const headers = new Headers(response.headers);
        headers.delete('content-length');
        return reply.send(new Response(json, { status: response.status, headers }));
      },
    });
  });

  app.addHook('onReady', async () => {
    await ensureFirstAdmin(
      app.db,
      { email: app.config.ADMIN_EMAIL, password: app.config.ADMIN_PASSWORD },
      (account) => auth.api.signUpEmail({ body: account }),
      app.log,
    );
  });
}
