// Accepting a quote: where to deliver (the checkout's address chooser: the address book, or a new address
// with its phone), then POST accept with the version the buyer saw and an Idempotency-Key; the order is
// placed at the quoted prices and the buyer goes on to pay, as after checkout.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SavedAddress } from '@store/shared/schemas/addresses';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useSession } from '../../../lib/auth.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { AddressChooser } from '../../addresses/index.ts';
import { useAcceptQuote } from '../api/quotes.ts';

interface AcceptQuoteProps {
  quoteId: string;
  version: number;
  /** The link's key, for a request made as a guest. */
  linkKey: string | null;
}

export function AcceptQuote({ quoteId, version, linkKey }: AcceptQuoteProps) {
  const { QUOTE_PAGE_TEXT: T } = useTexts('quotes-ui');
  // The areas of the server's refusals (the quote's, an address's).
  useTexts('quotes');
  useTexts('delivery');
  const apiText = useApiErrorText();
  const navigate = useNavigate();
  const { user } = useSession();
  // One key per acceptance attempt on this page: a repeated submit after a lost answer gets the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const accepting = useAcceptQuote(quoteId, idempotencyKey);
  const [addressId, setAddressId] = useState<string | null>(null);
  const onAddressChange = useCallback((address: SavedAddress) => setAddressId(address.id), []);

  async function place() {
    if (!addressId) return;
    const result = await accepting
      .mutateAsync({ addressId, version, ...(linkKey ? { key: linkKey } : {}) })
      .catch(() => null);
    if (result)
      void navigate(`/dashboard/payment/${encodeURIComponent(result.insertedId)}`, { state: { booked: true } });
  }

  return (
    <section aria-labelledby="accept-heading" className="mt-4 flex flex-col gap-2 sm:max-w-md">
      <h3 id="accept-heading" className="text-lg font-bold">
        {T.acceptHeading}
      </h3>
      <AddressChooser
        value={addressId}
        onChange={onAddressChange}
        newAddress={user?.phoneNumber ? { phone: user.phoneNumber } : undefined}
      />
      <div role="alert">
        {accepting.isError ? <p className="text-error">{apiText.message(accepting.error, T.acceptFailed)}</p> : null}
      </div>
      <button
        type="button"
        className="btn btn-primary"
        disabled={accepting.isPending || !addressId}
        onClick={() => void place()}
      >
        {accepting.isPending ? T.placing : T.placeOrder}
      </button>
    </section>
  );
}
