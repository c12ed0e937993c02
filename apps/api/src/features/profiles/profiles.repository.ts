import type { DB } from '../../db/database.ts';
import type { ProfileTable } from '../../db/schema.ts';

type ProfileFields = Pick<ProfileTable, 'education' | 'profileUrl' | 'city' | 'phone'>;
/** The business details for VAT invoices; one left out is not written. */
type BusinessFields = { businessName?: string; bin?: string; businessAddress?: string };
export type ProfileRow = ProfileFields & { name: string; email: string } & Required<BusinessFields>;

/** The user's profile joined with their name and email; undefined when none was saved. */
export async function findProfileByEmail(db: DB, email: string): Promise<ProfileRow | undefined> {
  return db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.userId')
    .select([
      'users.name',
      'users.email',
      'profiles.education',
      'profiles.profileUrl',
      'profiles.city',
      'profiles.phone',
      'profiles.businessName',
      'profiles.bin',
      'profiles.businessAddress',
    ])
    .where('users.email', '=', email)
    .executeTakeFirst();
}

export async function upsertProfile(
  db: DB,
  userId: string,
  fields: ProfileFields & BusinessFields,
  now: string,
): Promise<void> {
  await db
    .insertInto('profiles')
    .values({ userId, ...fields, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...fields, updatedAt: now }))
    .execute();
}
