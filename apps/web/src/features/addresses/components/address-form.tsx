// A delivery address as a courier needs it (decision 221): who, which mobile, where by district and area,
// then the street. Checked with the shared AddressInputSchema, the server's own rules, before it is sent.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { type Path, useController, useForm } from 'react-hook-form';
import { type AddressFormValues, type AddressInput, AddressInputSchema } from '@store/shared/schemas/addresses';
import { displayBdMobile } from '@store/shared/schemas/phone';
import { Field, TextField } from '../../../components/ui/fields.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { AreaPicker } from './area-picker.tsx';

export interface AddressFormProps {
  initial?: Partial<AddressFormValues>;
  submitLabel: string;
  onSubmit: (values: AddressInput) => Promise<void>;
  onCancel?: () => void;
  /** The server's field messages (texts or message references), by field name; shown until the field changes. */
  serverFieldErrors?: Record<string, string>;
}

const FIELDS: readonly Path<AddressFormValues>[] = [
  'recipientName',
  'phone',
  'districtId',
  'areaId',
  'street',
  'landmark',
  'postcode',
];
const isField = (name: string): name is Path<AddressFormValues> => (FIELDS as readonly string[]).includes(name);

export function AddressForm({ initial, submitLabel, onSubmit, onCancel, serverFieldErrors }: AddressFormProps) {
  const { ADDRESS_FORM_TEXT } = useTexts('addresses');
  // The area of the schema's messages (schemas/addresses.ts and phone.ts name them), loaded to resolve them.
  useTexts('delivery');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues, unknown, AddressInput>({
    resolver: zodResolver(AddressInputSchema),
    defaultValues: {
      recipientName: '',
      districtId: '',
      areaId: '',
      street: '',
      landmark: '',
      postcode: '',
      ...initial,
      // A stored number shows the way people write it.
      phone: initial?.phone ? displayBdMobile(initial.phone) : '',
    },
  });
  const district = useController({ control, name: 'districtId' });
  const area = useController({ control, name: 'areaId' });

  useEffect(() => {
    for (const [name, message] of Object.entries(serverFieldErrors ?? {})) {
      if (isField(name)) setError(name, { type: 'server', message }, { shouldFocus: false });
    }
  }, [serverFieldErrors, setError]);

  const formId = useId();
  const hintId = (name: string) => `${formId}-${name}-hint`;

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="grid gap-x-4 sm:grid-cols-2">
      <TextField
        label={ADDRESS_FORM_TEXT.recipientNameLabel}
        autoComplete="name"
        error={errors.recipientName?.message}
        {...register('recipientName')}
      />
      <Field label={ADDRESS_FORM_TEXT.phoneLabel} error={errors.phone?.message} describedBy={hintId('phone')}>
        {(aria, hasError) => (
          <>
            <input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              className={`input w-full border ${hasError ? 'border-error' : 'border-base-content/60'}`}
              {...aria}
              {...register('phone')}
            />
            <p id={hintId('phone')} className="text-sm opacity-80">
              {ADDRESS_FORM_TEXT.phoneHint}
            </p>
          </>
        )}
      </Field>
      <div className="sm:col-span-2">
        <AreaPicker
          idPrefix={formId}
          value={{ districtId: district.field.value, areaId: area.field.value }}
          onChange={(next) => {
            district.field.onChange(next.districtId);
            area.field.onChange(next.areaId);
          }}
          errors={{ districtId: errors.districtId?.message, areaId: errors.areaId?.message }}
          districtRef={district.field.ref}
          areaRef={area.field.ref}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label={ADDRESS_FORM_TEXT.streetLabel}
          autoComplete="address-line1"
          error={errors.street?.message}
          {...register('street')}
        />
      </div>
      <TextField
        label={ADDRESS_FORM_TEXT.landmarkLabel}
        autoComplete="address-line2"
        error={errors.landmark?.message}
        {...register('landmark')}
      />
      <Field label={ADDRESS_FORM_TEXT.postcodeLabel} error={errors.postcode?.message} describedBy={hintId('postcode')}>
        {(aria, hasError) => (
          <>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              className={`input w-full border ${hasError ? 'border-error' : 'border-base-content/60'}`}
              {...aria}
              {...register('postcode')}
            />
            <p id={hintId('postcode')} className="text-sm opacity-80">
              {ADDRESS_FORM_TEXT.postcodeHint}
            </p>
          </>
        )}
      </Field>
      <div className="mt-4 flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
          {isSubmitting ? ADDRESS_FORM_TEXT.saving : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {ADDRESS_FORM_TEXT.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
