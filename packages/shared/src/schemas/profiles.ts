// Profiles (spec §3): name and email come from the account; the rest is the user's to edit.
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { PROFILE_TEXT } from '../messages/accounts.ts';

export const PROFILE_URL_MAX = 500;

/** A profile as GET /myprofil/{email} returns it (inside a list; the first element is read). */
export const ProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  education: z.string(),
  profil: z.string(),
  city: z.string(),
  phone: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;
export const ProfileListSchema = z.array(ProfileSchema);

const text = (max: number) => z.string().trim().max(max, PROFILE_TEXT.tooLong(max)).default('');

/**
 * PUT /myprofil/{email}. The spec's client also sends name and email; they are accepted and
 * ignored, like every other unknown field (role, admin, …): zod drops them.
 */
export const ProfileInputSchema = z.object({
  education: text(LIMITS.profileText),
  profil: z
    .string()
    .trim()
    .max(PROFILE_URL_MAX, PROFILE_TEXT.tooLong(PROFILE_URL_MAX))
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), PROFILE_TEXT.linkInvalid)
    .default(''),
  city: text(LIMITS.profileText),
  phone: z
    .string()
    .trim()
    .max(LIMITS.phone, PROFILE_TEXT.tooLong(LIMITS.phone))
    .regex(/^[0-9+()\-\s]*$/, PROFILE_TEXT.phoneInvalid)
    .default(''),
});
export type ProfileInput = z.infer<typeof ProfileInputSchema>;
