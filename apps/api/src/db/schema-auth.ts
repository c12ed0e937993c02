// better-auth's tables as the store reads them (it writes them itself).
import type { ColumnType, Generated } from 'kysely';
import type { Locale } from '@store/shared/i18n/locales';
import type { Role } from '@store/shared/staff-roles';

/** better-auth's dates: ISO text on SQLite, timestamptz (a Date) on PostgreSQL. */
export type AuthDate = ColumnType<Date | string, Date | string, Date | string>;

/** The columns better-auth writes on each of its tables. */
interface AuthTimestamps {
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface UserTable extends AuthTimestamps {
  id: string;
  name: string;
  email: string;
  /** boolean on PostgreSQL, 0/1 on SQLite. */
  emailVerified: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  image: string | null;
  /** 'user' (a buyer) or a staff role (staff-roles.ts); migration 242 made the admins owners. */
  role: Generated<Role>;
  /** The language of the account's emails and invoices: 'en' or 'bn'. */
  language: Generated<Locale>;
  /** +8801XXXXXXXXX, proved by a code (better-auth's phone-number plugin); null for an email-only account. */
  phoneNumber: ColumnType<string | null, string | null | undefined, string | null>;
  /** boolean on PostgreSQL, 0/1 on SQLite. */
  phoneNumberVerified: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
}

export interface SessionTable extends AuthTimestamps {
  id: string;
  expiresAt: AuthDate;
  token: string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable extends AuthTimestamps {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthDate | null;
  refreshTokenExpiresAt: AuthDate | null;
  scope: string | null;
  password: string | null;
}

export interface VerificationTable extends AuthTimestamps {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthDate;
}
