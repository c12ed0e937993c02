// Profiles (spec §3): name and email come from the account; the rest is the user's to edit.
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { messageRef } from '../i18n/catalogue.ts';

const PROFILE_URL_MAX = 500;

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

/** The field messages, by reference: the web app shows them in the page's language. */
const tooLong = (max: number) => messageRef('accounts', 'PROFILE_TEXT', 'tooLong', { max });
const LINK_INVALID = messageRef('accounts', 'PROFILE_TEXT', 'linkInvalid');
const PHONE_INVALID = messageRef('accounts', 'PROFILE_TEXT', 'phoneInvalid');

const text = (max: number) => z.string().trim().max(max, tooLong(max)).default('');

/**
 * PUT /myprofil/{email}. The spec's client also sends name and email; they are accepted and
 * ignored, like every other unknown field (role, admin, …): zod drops them.
 */
export const ProfileInputSchema = z.object({
  education: text(LIMITS.profileText),
  profil: z
    .string()
    .trim()
    .max(PROFILE_URL_MAX, tooLong(PROFILE_URL_MAX))
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), LINK_INVALID)
    .default(''),
  city: text(LIMITS.profileText),
  phone: z
    .string()
    .trim()
    .max(LIMITS.phone, tooLong(LIMITS.phone))
    .regex(/^[0-9+()\-\s]*$/, PHONE_INVALID)
    .default(''),
});
export type ProfileInput = z.infer<typeof ProfileInputSchema>;
