// Rules of My Profil: one's own profile (an admin may read any); only one's own may be written.
import type { Profile, ProfileInput } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { forbidden } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/ids.ts';
import { assertSelfOrAdmin, type AuthUser, normalizeEmail, sameEmail } from '../accounts/index.ts';
import { findProfileByEmail, type ProfileRow, upsertProfile } from './profiles.repository.ts';

/**
 * The row in the API's shape (the spec's `profil` is the profile_url column); the business details only
 * when there are some, so a profile without them answers exactly the spec's fields.
 */
function toProfileDto({ profileUrl, businessName, bin, businessAddress, ...row }: ProfileRow): Profile {
  const business = businessName || bin || businessAddress ? { businessName, bin, businessAddress } : {};
  return { ...row, profil: profileUrl, ...business };
}

/** `[profile]`, or `[]` when none was saved (the spec's client reads the first element). */
export async function readProfile(db: DB, caller: AuthUser, email: string): Promise<Profile[]> {
  assertSelfOrAdmin(caller, email);
  const profile = await findProfileByEmail(db, normalizeEmail(email));
  return profile ? [toProfileDto(profile)] : [];
}

/** The business details sent; those left out keep their stored value (the spec's client sends none). */
const businessSent = (input: ProfileInput) => ({
  ...(input.businessName !== undefined && { businessName: input.businessName }),
  ...(input.bin !== undefined && { bin: input.bin }),
  ...(input.businessAddress !== undefined && { businessAddress: input.businessAddress }),
});

export async function saveProfile(db: DB, caller: AuthUser, email: string, input: ProfileInput): Promise<Profile> {
  if (!sameEmail(caller.email, email)) throw forbidden();
  const fields = { education: input.education, profileUrl: input.profil, city: input.city, phone: input.phone };
  await upsertProfile(db, caller.id, { ...fields, ...businessSent(input) }, nowIso());
  const saved = await findProfileByEmail(db, normalizeEmail(caller.email));
  return toProfileDto(
    saved ?? { name: caller.name, email: caller.email, ...fields, businessName: '', bin: '', businessAddress: '' },
  );
}
