// Checkout's "deliver to": the saved addresses as a radio group of cards, the default chosen on load,
// and a new address saved to the book and chosen at once. A buyer with no address sees the form.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { AddressFormValues, AddressInput, SavedAddress } from '@store/shared/schemas/addresses';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { addressesQueryOptions, fieldErrorsOf, useSaveAddress } from '../api/addresses.ts';
import { AddressForm } from './address-form.tsx';
import { AddressSummary } from './address-chooser-summary.tsx';

export interface AddressChooserProps {
  /** The chosen address's id; null until one is chosen (the default is, on load). */
  value: string | null;
  onChange: (address: SavedAddress) => void;
  /** What a new address starts with (a phone buyer's name and number). */
  newAddress?: Partial<AddressFormValues> | undefined;
}

export function AddressChooser({ value, onChange, newAddress }: AddressChooserProps) {
  const { ADDRESS_CHOOSER_TEXT: C, ADDRESS_BOOK_TEXT: T } = useTexts('address-book');
  const errorText = useApiErrorText();
  const addresses = useQuery(addressesQueryOptions());
  const save = useSaveAddress();
  const [isAdding, setAdding] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const groupName = useId();
  const formHeading = useRef<HTMLHeadingElement>(null);
  const list = addresses.data;

  useEffect(() => {
    if (value !== null || !list?.length) return;
    const chosen = list.find((a) => a.isDefault) ?? list[0];
    if (chosen) onChange(chosen);
  }, [value, list, onChange]);

  useEffect(() => {
    if (isAdding) formHeading.current?.focus();
  }, [isAdding]);

  async function handleAdd(address: AddressInput) {
    setRefusal(null);
    let saved: SavedAddress;
    try {
      saved = await save.mutateAsync({ id: null, address });
    } catch (error) {
      setFieldErrors(fieldErrorsOf(error, (e, name) => errorText.field(e, name)));
      setRefusal(errorText.refusal(error, T.saveFailed));
      return;
    }
    setAdding(false);
    setFieldErrors(undefined);
    onChange(saved);
  }

  if (addresses.isPending) return <Spinner />;
  if (addresses.isError) return <LoadError onRetry={() => void addresses.refetch()} />;
  const isEmpty = addresses.data.length === 0;
  const showForm = isAdding || isEmpty;

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-lg font-semibold">{C.legend}</legend>
      {isEmpty ? null : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {addresses.data.map((address) => {
            const prefix = `${groupName}-${address.id}`;
            return (
              <li key={address.id}>
                <label className="flex cursor-pointer gap-3 rounded-box border border-base-300 bg-base-100 p-3 has-checked:border-primary">
                  <input
                    type="radio"
                    className="radio radio-primary mt-1 shrink-0"
                    name={groupName}
                    value={address.id}
                    checked={value === address.id}
                    onChange={() => onChange(address)}
                    aria-labelledby={`${prefix}-name ${prefix}-place`}
                  />
                  <AddressSummary address={address} idPrefix={prefix} />
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {showForm ? (
        <div className="rounded-box border border-base-300 bg-base-100 p-3">
          <h3 ref={formHeading} tabIndex={-1} className="mb-2 text-lg font-semibold">
            {C.newHeading}
          </h3>
          {refusal ? (
            <p role="alert" className="alert alert-error alert-soft mb-3">
              {refusal}
            </p>
          ) : null}
          <AddressForm
            {...(newAddress ? { initial: newAddress } : {})}
            submitLabel={C.saveAndUse}
            onSubmit={handleAdd}
            {...(isEmpty ? {} : { onCancel: () => setAdding(false) })}
            {...(fieldErrors ? { serverFieldErrors: fieldErrors } : {})}
          />
        </div>
      ) : (
        <div>
          <button type="button" className="btn btn-outline" onClick={() => setAdding(true)}>
            {C.addNew}
          </button>
        </div>
      )}
    </fieldset>
  );
}
