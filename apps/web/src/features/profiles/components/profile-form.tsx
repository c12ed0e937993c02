// The profile form (spec §2 Profile): name and email read-only (a phone account's number in the email's
// place), education, profile link, city and phone editable, then ours: the business details a VAT invoice
// names (business name, BIN, business address), Send Now. Used on the page and in the Edit Profil modal.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Profile, type ProfileInput, ProfileInputSchema } from '@store/shared/schemas';
import { isPhoneAccountEmail } from '@store/shared/schemas/phone';
import { TextField } from '../../../components/ui/fields.tsx';
import { accountLabel } from '../../../lib/account-label.ts';
import { useTexts } from '../../../lib/i18n.tsx';

interface ProfileFormProps {
  name: string;
  email: string;
  phoneNumber: string | null;
  profile: Profile | null;
  isSaving: boolean;
  onSave: (input: ProfileInput) => Promise<unknown>;
}

export function ProfileForm({ name, email, phoneNumber, profile, isSaving, onSave }: ProfileFormProps) {
  const { PHONE_UI_TEXT } = useTexts('phone-ui');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  // Also the area of the form's rules (schemas/profiles.ts names its messages).
  const { ACCOUNT_TEXT } = useTexts('accounts');
  // The phone's message is the shared Bangladeshi-mobile rule's.
  useTexts('delivery');
  // The business fields' labels and the BIN's message.
  const { VAT_FORM_TEXT: V } = useTexts('vat');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof ProfileInputSchema>, unknown, ProfileInput>({
    resolver: zodResolver(ProfileInputSchema),
    defaultValues: {
      education: profile?.education ?? '',
      profil: profile?.profil ?? '',
      city: profile?.city ?? '',
      phone: profile?.phone ?? '',
      businessName: profile?.businessName ?? '',
      bin: profile?.bin ?? '',
      businessAddress: profile?.businessAddress ?? '',
    },
  });

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSave)(e)} className="grid gap-x-4 sm:grid-cols-2">
      <TextField label={ACCOUNT_TEXT.nameLabel} value={name} readOnly />
      {isPhoneAccountEmail(email) ? (
        <TextField label={PHONE_UI_TEXT.phoneLabel} type="tel" value={accountLabel(email, phoneNumber)} readOnly />
      ) : (
        <TextField label={ACCOUNT_TEXT.emailLabel} type="email" value={email} readOnly />
      )}
      {(
        [
          ['education', ACCOUNT_TEXT.educationLabel, {}],
          // The placeholder is an address's fixed beginning, the same in every language.
          [
            'profil',
            ACCOUNT_TEXT.profileLinkLabel,
            { type: 'url', inputMode: 'url', placeholder: 'https://', translate: 'no' },
          ],
          ['city', ACCOUNT_TEXT.cityLabel, { autoComplete: 'address-level2' }],
          ['phone', ACCOUNT_TEXT.phoneLabel, { type: 'tel', autoComplete: 'tel' }],
        ] as const
      ).map(([name, label, input]) => (
        <TextField key={name} label={label} error={errors[name]?.message} {...input} {...register(name)} />
      ))}
      <fieldset className="mt-4 grid gap-x-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="font-bold">{V.businessHeading}</legend>
        <p className="text-sm sm:col-span-2">
          {V.businessHint} {V.binHint}
        </p>
        <TextField
          label={V.businessName}
          error={errors.businessName?.message}
          autoComplete="organization"
          {...register('businessName')}
        />
        <TextField label={V.bin} error={errors.bin?.message} inputMode="numeric" translate="no" {...register('bin')} />
        <TextField
          label={V.businessAddress}
          error={errors.businessAddress?.message}
          autoComplete="street-address"
          {...register('businessAddress')}
        />
      </fieldset>
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary mt-4" disabled={isSaving}>
          {isSaving ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
          {SPEC_APP_TEXT.sendNow}
        </button>
      </div>
    </form>
  );
}
