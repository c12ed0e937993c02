// Accounts: the login and sign-up forms (spec §5 messages), the token exchange, roles and users.
import { z } from 'zod';
import { LIMITS, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { refsTo } from '../i18n/catalogue.ts';
import { textUpTo } from './common.ts';

const validation = refsTo('feedback', 'VALIDATION');
const accountText = refsTo('accounts', 'ACCOUNT_TEXT');
const PASSWORD_MAX_LENGTH = 128;

/** The spec's "simple pattern": something@something.something, no spaces. */
const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const emailField = textUpTo(LIMITS.email, () => validation('emailInvalid'))
  .min(1, validation('emailRequired'))
  .regex(SIMPLE_EMAIL_PATTERN, validation('emailInvalid'));

const passwordField = z
  .string()
  .min(1, validation('passwordRequired'))
  .min(PASSWORD_MIN_LENGTH, validation('passwordTooShort'))
  .max(PASSWORD_MAX_LENGTH, accountText('passwordTooLong', { max: PASSWORD_MAX_LENGTH }));

export const LoginFormSchema = z.object({ email: emailField, password: passwordField });
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const ForgotPasswordFormSchema = z.object({ email: emailField });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordFormSchema>;

export const ResetPasswordFormSchema = z.object({ password: passwordField });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

export const SignupFormSchema = z.object({
  name: textUpTo(LIMITS.name, (max) => accountText('nameTooLong', { max })).min(1, validation('nameRequired')),
  email: emailField,
  password: passwordField,
});
export type SignupForm = z.infer<typeof SignupFormSchema>;

/** PUT /user/{email}: the body the spec sends; it must name the signed-in user when present. */
export const TokenRequestSchema = z.object({ email: z.string().max(LIMITS.email).optional() });
export const TokenResponseSchema = z.object({ token: z.string() });

export const RoleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

/** GET /admin/{email} */
export const AdminFlagSchema = z.object({ admin: z.boolean() });

/** PUT and DELETE /user/admin/{email} */
export const ModifiedCountSchema = z.object({ modifiedCount: z.number().int() });
export type ModifiedCount = z.infer<typeof ModifiedCountSchema>;

/** GET /user (admin): never a hash, a token or a provider secret. Ours: the account's mobile number, if any. */
export const UserSummarySchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: RoleSchema,
  /** +8801XXXXXXXXX, or null without one. */
  phoneNumber: z.string().nullable().optional(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;
export const UserListSchema = z.array(UserSummarySchema);

/** GET /auth-config: what the login page may offer. */
export const AuthConfigSchema = z.object({ google: z.boolean() });
export type AuthConfig = z.infer<typeof AuthConfigSchema>;

/** GET /auth/get-session (better-auth): the part the web app reads; null when signed out. */
export const AuthSessionSchema = z
  .object({
    user: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      emailVerified: z.boolean().optional(),
      /** Its emails' language, and the store's on a new device. */
      language: z.string().optional(),
      /** +8801XXXXXXXXX, proved by a code (better-auth's phone-number plugin); null without one. */
      phoneNumber: z.string().nullable().optional(),
    }),
  })
  .nullable();
export type AuthSession = z.infer<typeof AuthSessionSchema>;

/** better-auth's own error shape, not ErrorBody: the message is shown as is. */
export const AuthErrorBodySchema = z.object({ code: z.string().optional(), message: z.string() });

/** POST /admin/users/{email}/sessions/revoke: sessions (and so bearer tokens) ended. */
export const SessionsRevokedSchema = z.object({ revokedCount: z.number().int() });
