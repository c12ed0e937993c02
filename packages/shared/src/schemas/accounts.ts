// Accounts: the login and sign-up forms (spec §5 messages), the token exchange, roles and users.
import { z } from 'zod';
import { LIMITS, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { messageRef } from '../i18n/catalogue.ts';

/** The spec's validation messages (spec §5), by reference: the web app shows them in the page's language. */
const VALIDATION = {
  emailRequired: messageRef('feedback', 'VALIDATION', 'emailRequired'),
  emailInvalid: messageRef('feedback', 'VALIDATION', 'emailInvalid'),
  passwordRequired: messageRef('feedback', 'VALIDATION', 'passwordRequired'),
  passwordTooShort: messageRef('feedback', 'VALIDATION', 'passwordTooShort'),
  nameRequired: messageRef('feedback', 'VALIDATION', 'nameRequired'),
};
const PASSWORD_MAX_LENGTH = 128;

/** The spec's "simple pattern": something@something.something, no spaces. */
const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const emailField = z
  .string()
  .trim()
  .min(1, VALIDATION.emailRequired)
  .max(LIMITS.email, VALIDATION.emailInvalid)
  .regex(SIMPLE_EMAIL_PATTERN, VALIDATION.emailInvalid);

const passwordField = z
  .string()
  .min(1, VALIDATION.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, messageRef('accounts', 'ACCOUNT_TEXT', 'passwordTooLong', { max: PASSWORD_MAX_LENGTH }));

/** The login form (spec §2, §5). */
export const LoginFormSchema = z.object({ email: emailField, password: passwordField });
export type LoginForm = z.infer<typeof LoginFormSchema>;

/** Forgot password: the account's email (the login form's rules). */
export const ForgotPasswordFormSchema = z.object({ email: emailField });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordFormSchema>;

/** Reset password: the new password (the spec's password rules). */
export const ResetPasswordFormSchema = z.object({ password: passwordField });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** The sign-up form (spec §2, §5). */
export const SignupFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, VALIDATION.nameRequired)
    .max(LIMITS.name, messageRef('accounts', 'ACCOUNT_TEXT', 'nameTooLong', { max: LIMITS.name })),
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

/** GET /user (admin): never a hash, a token or a provider secret. */
export const UserSummarySchema = z.object({ _id: z.string(), email: z.string(), role: RoleSchema });
export type UserSummary = z.infer<typeof UserSummarySchema>;
export const UserListSchema = z.array(UserSummarySchema);

/** GET /auth-config: what the login page may offer. */
export const AuthConfigSchema = z.object({ google: z.boolean() });
export type AuthConfig = z.infer<typeof AuthConfigSchema>;

/**
 * GET /auth/get-session (better-auth): the part of the answer the web app reads — the signed-in
 * user — or null when signed out.
 */
export const AuthSessionSchema = z
  .object({
    user: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      emailVerified: z.boolean().optional(),
      /** The account's language ('en' or 'bn'): its emails' language, and the store's on a new device. */
      language: z.string().optional(),
    }),
  })
  .nullable();
export type AuthSession = z.infer<typeof AuthSessionSchema>;

/** A refused call under /auth (better-auth's own error shape, not ErrorBody): the message is shown as is. */
export const AuthErrorBodySchema = z.object({ code: z.string().optional(), message: z.string() });

/** POST /admin/users/{email}/sessions/revoke: how many sessions (and so bearer tokens) were ended. */
export const SessionsRevokedSchema = z.object({ revokedCount: z.number().int() });
