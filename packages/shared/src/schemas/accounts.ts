// Accounts: the login and sign-up forms (spec §5 messages), the token exchange, roles and users.
import { z } from 'zod';
import { LIMITS, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { refsTo } from '../i18n/catalogue.ts';
import { ROLES } from '../staff-roles.ts';
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

/** users.role: 'user' (a buyer) or one of the staff roles (staff-roles.ts). */
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** GET /admin/{email}: `admin` is true for every staff role (each may open the admin dashboard). */
export const AdminFlagSchema = z.object({ admin: z.boolean() });

/** PUT /admin/users/{id}/role (the owner only): the person's new role. */
export const RoleChangeInputSchema = z.object({
  role: z.enum(ROLES, { error: () => accountText('roleUnknown') }),
});
export type RoleChangeInput = z.infer<typeof RoleChangeInputSchema>;
export const RoleChangeResultSchema = z.object({
  role: RoleSchema,
  /** The person's sessions (and so their bearer tokens) that ended with the change. */
  revokedCount: z.number().int(),
});
export type RoleChangeResult = z.infer<typeof RoleChangeResultSchema>;

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
      /**
       * Ours (users.role, read from the database on every call): 'user' or a staff role; the dashboard's
       * menu shows what its permissions allow (staff-roles.ts).
       */
      role: z.string().optional(),
    }),
  })
  .nullable();
export type AuthSession = z.infer<typeof AuthSessionSchema>;

/** better-auth's own error shape, not ErrorBody: the message is shown as is. */
export const AuthErrorBodySchema = z.object({ code: z.string().optional(), message: z.string() });

/** POST /admin/users/{email}/sessions/revoke: sessions (and so bearer tokens) ended. */
export const SessionsRevokedSchema = z.object({ revokedCount: z.number().int() });
