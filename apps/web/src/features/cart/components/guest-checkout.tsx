// "Check out with your phone" for a visitor: name, number and the code sent to it. The code signs in to the
// number's account (made on the spot when new: no password, no sign-up form) and it takes the name typed;
// the cart page then merges this browser's cart into it and opens the delivery form.
import { useState } from 'react';
import { useTexts } from '../../../lib/i18n.tsx';
import { PhoneCodeForm, updateUserName } from '../../auth/index.ts';

/** The buyer as they typed themselves: the order's recipient and number (+8801…). */
export interface GuestBuyer {
  name: string;
  phoneNumber: string;
}

export function GuestCheckout({ onVerified }: { onVerified: (buyer: GuestBuyer) => Promise<void> }) {
  const { PHONE_UI_TEXT } = useTexts('phone-ui');
  const [isOpen, setOpen] = useState(false);
  if (!isOpen) {
    return (
      <button type="button" className="btn btn-outline mt-4 w-full sm:w-auto" onClick={() => setOpen(true)}>
        {PHONE_UI_TEXT.guestCheckout}
      </button>
    );
  }
  return (
    <section
      aria-labelledby="guest-checkout-heading"
      className="mt-6 flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-4 sm:max-w-md"
    >
      <h2 id="guest-checkout-heading" className="text-xl font-bold">
        {PHONE_UI_TEXT.guestCheckout}
      </h2>
      <p className="text-sm">{PHONE_UI_TEXT.guestIntro}</p>
      <PhoneCodeForm
        withName
        submitLabel={PHONE_UI_TEXT.continueToDelivery}
        onVerified={async (buyer) => {
          // The code opened the session already: the checkout goes on (its address carries the name) even if
          // the account's name was not saved.
          try {
            await updateUserName(buyer.name);
          } finally {
            await onVerified(buyer);
          }
        }}
      />
      <button type="button" className="btn btn-ghost btn-sm self-start" onClick={() => setOpen(false)}>
        {PHONE_UI_TEXT.cancel}
      </button>
    </section>
  );
}
