// /dashboard/addresses: the buyer's saved delivery addresses as cards that read the same at 360 px;
// add, edit, delete (asked first) and choose the default one, which checkout starts from.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { AddressInput, SavedAddress } from '@store/shared/schemas/addresses';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useLocale, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { Modal } from '../orders/index.ts';
import {
  addressesQueryOptions,
  fieldErrorsOf,
  useDeleteAddress,
  useMakeDefaultAddress,
  useSaveAddress,
} from './api/addresses.ts';
import { AddressForm } from './components/address-form.tsx';
import { AddressSummary, placeOf } from './components/address-chooser-summary.tsx';

/** The form's fields of a saved address (without its id, default flag and one-line form). */
export const formValuesOf = ({
  recipientName,
  phone,
  districtId,
  areaId,
  street,
  landmark,
  postcode,
}: SavedAddress) => ({
  recipientName,
  phone,
  districtId,
  areaId,
  street,
  landmark,
  postcode,
});

/** What the form shows: nothing (null), a new address (id null), or the address of that id. */
type Editing = null | { id: string | null };

interface AddressCardProps {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
}

function AddressCard({ address, onEdit, onDelete }: AddressCardProps) {
  const { ADDRESS_BOOK_TEXT: T } = useTexts('address-book');
  const locale = useLocale();
  const errorText = useApiErrorText();
  const makeDefault = useMakeDefaultAddress();
  // Two addresses of one recipient are told apart by their place.
  const name = `${address.recipientName}, ${placeOf(address, locale)}`;

  function handleMakeDefault() {
    makeDefault.mutate(address.id, {
      onSuccess: () => toast.success(T.defaultChanged),
      onError: (e) => toast.error(errorText.message(e, T.saveFailed)),
    });
  }

  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-3" aria-labelledby={`address-${address.id}-name`}>
      <AddressSummary address={address} idPrefix={`address-${address.id}`} isHeading />
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm btn-outline" aria-label={T.editAddress({ name })} onClick={onEdit}>
          {T.edit}
        </button>
        {address.isDefault ? null : (
          <button
            type="button"
            className="btn btn-sm btn-outline"
            aria-label={T.makeDefaultAddress({ name })}
            disabled={makeDefault.isPending}
            onClick={handleMakeDefault}
          >
            {T.makeDefault}
          </button>
        )}
        <button
          type="button"
          className="btn btn-sm btn-error btn-outline"
          aria-label={T.deleteAddress({ name })}
          onClick={onDelete}
        >
          {T.delete}
        </button>
      </div>
    </li>
  );
}

export function AddressBookPage() {
  const { ADDRESS_BOOK_TEXT: T } = useTexts('address-book');
  const locale = useLocale();
  const errorText = useApiErrorText();
  usePageTitle(T.pageHeading);
  const addresses = useQuery(addressesQueryOptions());
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  const [toDelete, setToDelete] = useState<SavedAddress | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const pageHeading = useRef<HTMLHeadingElement>(null);
  // The deleted card's button had the focus: the page's heading takes it, not the document's body.
  const [deletions, setDeletions] = useState(0);
  useEffect(() => {
    if (deletions > 0) pageHeading.current?.focus();
  }, [deletions]);

  // The form's heading takes the focus, so that a keyboard or screen reader lands where the form is.
  useEffect(() => {
    if (editing !== null) formHeading.current?.focus();
  }, [editing]);

  function open(next: Editing) {
    setFieldErrors(undefined);
    setEditing(next);
  }

  async function handleSave(address: AddressInput) {
    const id = editing?.id ?? null;
    try {
      await save.mutateAsync({ id, address });
    } catch (error) {
      setFieldErrors(fieldErrorsOf(error, (e, name) => errorText.field(e, name)));
      toast.error(errorText.refusal(error, T.saveFailed));
      return;
    }
    toast.success(id === null ? T.added : T.changed);
    setEditing(null);
  }

  function confirmDelete(address: SavedAddress) {
    remove.mutate(address.id, {
      onSuccess: () => {
        toast.success(T.deleted);
        setDeletions((n) => n + 1);
      },
      onError: (e) => toast.error(errorText.message(e, T.deleteFailed)),
      onSettled: () => setToDelete(null),
    });
    if (editing?.id === address.id) setEditing(null);
  }

  const list = addresses.data ?? [];
  const edited = list.find((a) => a.id === editing?.id);
  return (
    <section aria-labelledby="address-book-heading">
      <h2 id="address-book-heading" ref={pageHeading} tabIndex={-1} className="mb-2 text-2xl font-bold">
        {T.pageHeading}
      </h2>
      <p className="mb-4 max-w-prose">{T.pageIntro}</p>
      {addresses.isPending ? (
        <Spinner />
      ) : addresses.isError ? (
        <LoadError onRetry={() => void addresses.refetch()} />
      ) : (
        <>
          {editing === null ? (
            <button type="button" className="btn btn-primary mb-4" onClick={() => open({ id: null })}>
              {T.add}
            </button>
          ) : (
            <div className="mb-4 rounded-box border border-base-300 bg-base-100 p-3">
              <h3 ref={formHeading} tabIndex={-1} className="mb-2 text-lg font-semibold">
                {edited ? T.editHeading : T.newHeading}
              </h3>
              <AddressForm
                key={editing.id ?? 'new'}
                {...(edited ? { initial: formValuesOf(edited) } : {})}
                submitLabel={T.save}
                onSubmit={handleSave}
                onCancel={() => setEditing(null)}
                {...(fieldErrors ? { serverFieldErrors: fieldErrors } : {})}
              />
            </div>
          )}
          {list.length === 0 ? (
            <p>{T.empty}</p>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2">
              {list.map((address) => (
                <AddressCard
                  key={address.id}
                  address={address}
                  onEdit={() => open({ id: address.id })}
                  onDelete={() => setToDelete(address)}
                />
              ))}
            </ul>
          )}
        </>
      )}
      {toDelete && (
        <Modal
          role="alertdialog"
          title={T.deleteConfirmTitle}
          text={T.deleteConfirmText({ name: toDelete.recipientName, place: placeOf(toDelete, locale) })}
          onClose={() => setToDelete(null)}
        >
          <div className="modal-action">
            <button
              type="button"
              className="btn btn-error"
              onClick={() => confirmDelete(toDelete)}
              disabled={remove.isPending}
            >
              {T.delete}
            </button>
            {/* The safe choice, focused first. */}
            <button type="button" className="btn" data-autofocus onClick={() => setToDelete(null)}>
              {T.cancel}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
