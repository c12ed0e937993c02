// Rules of My Profil: one's own profile (an admin may read any); only one's own may be written.
import type { Profile, ProfileInput } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { forbidden } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/ids.ts';
import { assertSelfOrAdmin, type AuthUser, normalizeEmail, sameEmail } from '../accounts/index.ts';
import { findProfileByEmail, type ProfileRow, upsertProfile } from './profiles.repository.ts';

/** The row in the API's shape (the spec's `profil` is the profile_url column). */
function toProfileDto({ profileUrl, ...row }: ProfileRow): Profile {
  return { ...row, profil: profileUrl };
}

/** `[profile]`, or `[]` when none was saved (the spec's client reads the first element). */
export async function readProfile(db: DB, caller: AuthUser, email: string): Promise<Profile[]> {
  assertSelfOrAdmin(caller, email);
  const profile = await findProfileByEmail(db, normalizeEmail(email));
  return profile ? [toProfileDto(profile)] : [];
}

export async function saveProfile(db: DB, caller: AuthUser, email: string, input: ProfileInput): Promise<Profile> {
  if (!sameEmail(caller.email, email)) throw forbidden();
  const fields = { education: input.education, profileUrl: input.profil, city: input.city, phone: input.phone };
  await upsertProfile(db, caller.id, fields, nowIso());
  return toProfileDto({ name: caller.name, email: caller.email, ...fields });
}
