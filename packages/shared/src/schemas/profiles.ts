// Profiles (spec §3): name and email come from the account; the rest is the user's to edit.
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { refsTo } from '../i18n/catalogue.ts';
import { textUpTo } from './common.ts';
import { OptionalBdMobileSchema } from './phone.ts';
import { BusinessDetailsShape } from './vat.ts';

const PROFILE_URL_MAX = 500;

/** A profile as GET /myprofil/{email} returns it (inside a list; the first element is read). */
export const ProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  education: z.string(),
  profil: z.string(),
  city: z.string(),
  phone: z.string(),
  /** Ours, for VAT invoices ('' when none); the spec's client ignores them. */
  businessName: z.string().optional(),
  bin: z.string().optional(),
  businessAddress: z.string().optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;
export const ProfileListSchema = z.array(ProfileSchema);

const profileText = refsTo('accounts', 'PROFILE_TEXT');
const tooLong = (max: number) => profileText('tooLong', { max });

/**
 * PUT /myprofil/{email}. The spec's client also sends name and email; they are accepted and
 * ignored, like every other unknown field (role, admin, …): zod drops them.
 */
export const ProfileInputSchema = z.object({
  education: textUpTo(LIMITS.profileText, tooLong).default(''),
  profil: textUpTo(PROFILE_URL_MAX, tooLong)
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), profileText('linkInvalid'))
    .default(''),
  city: textUpTo(LIMITS.profileText, tooLong).default(''),
  /** Empty, or a Bangladeshi mobile number stored normalised. */
  phone: OptionalBdMobileSchema.default(''),
  /** Ours, optional: left out, the stored business details stay (the spec's client never sends them). */
  businessName: BusinessDetailsShape.businessName.optional(),
  bin: BusinessDetailsShape.bin.optional(),
  businessAddress: BusinessDetailsShape.businessAddress.optional(),
});
export type ProfileInput = z.infer<typeof ProfileInputSchema>;
