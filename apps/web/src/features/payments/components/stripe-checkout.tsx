// The Stripe provider's card input: Stripe Elements' CardElement, confirmed with Stripe.js; loaded
// only when the store's provider is Stripe.
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type StripeError } from '@stripe/stripe-js';
import { useState } from 'react';
import { useLocale, useTexts } from '../../../lib/i18n.tsx';
import type { ConfirmOutcome, PaymentFlow } from '../payment-flow.ts';
import { CardForm } from './payment-result.tsx';

interface StripeCheckoutProps {
  publishableKey: string;
  clientSecret: string | undefined;
  flow: PaymentFlow;
  billing: { name: string; email: string };
}

const CARD_OPTIONS = {
  style: {
    base: { fontSize: '16px', color: '#1f2937', '::placeholder': { color: '#6b7280' } },
    invalid: { color: '#dc2626' },
  },
} as const;

/** Stripe's error codes that have a CARD_ERROR text of ours (worded as Stripe words them in English). */
const STRIPE_CODE_TEXT = {
  card_declined: 'declined',
  insufficient_funds: 'insufficientFunds',
  expired_card: 'expired',
  incorrect_cvc: 'incorrectCvc',
  incorrect_number: 'invalidNumber',
  invalid_number: 'invalidNumber',
  incomplete_number: 'incompleteNumber',
  incomplete_expiry: 'incompleteExpiry',
  invalid_expiry_year_past: 'pastExpiry',
  incomplete_cvc: 'incompleteCvc',
  invalid_cvc: 'invalidCvc',
  invalid_expiry_month: 'invalidExpiryMonth',
  invalid_expiry_year: 'invalidExpiryYear',
} as const;

const isKnownCode = (code: string | undefined): code is keyof typeof STRIPE_CODE_TEXT =>
  code !== undefined && Object.hasOwn(STRIPE_CODE_TEXT, code);

function StripeCardForm({
  clientSecret,
  flow,
  billing,
  loadFailed,
}: Omit<StripeCheckoutProps, 'publishableKey'> & { loadFailed: boolean }) {
  const { PAYMENT_TEXT, CARD_ERROR } = useTexts('payments');
  const locale = useLocale();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  // NOTE: Stripe.js writes its messages in English (it has no Bangla): an English page shows Stripe's
  // own words; another language shows ours for the codes we know, Stripe's words for the rest.
  const cardErrorText = (error: StripeError): string => {
    if (locale !== 'en') {
      const code = [error.decline_code, error.code].find(isKnownCode);
      if (code) return CARD_ERROR[STRIPE_CODE_TEXT[code]];
    }
    return error.message ?? CARD_ERROR.declined;
  };

  async function confirm(): Promise<ConfirmOutcome> {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return { error: PAYMENT_TEXT.cardFormFailed };
    const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
      payment_method: { card, billing_details: billing },
    });
    if (error) return { error: cardErrorText(error) };
    if (paymentIntent.status !== 'succeeded') return { error: CARD_ERROR.declined };
    return { transactionId: paymentIntent.id };
  }

  return (
    <CardForm flow={flow} clientSecret={clientSecret} isReady={Boolean(stripe && elements && ready)} confirm={confirm}>
      <div className="rounded-box border border-base-300 bg-base-100 p-3 shadow-sm">
        {loadFailed ? (
          <p role="alert" className="text-error text-sm">
            {PAYMENT_TEXT.cardFormFailed}
          </p>
        ) : (
          <>
            {ready ? null : <p className="text-sm text-base-content/70">{PAYMENT_TEXT.loadingCardForm}</p>}
            <CardElement options={CARD_OPTIONS} onReady={() => setReady(true)} onChange={() => flow.clearFailure()} />
          </>
        )}
      </div>
    </CardForm>
  );
}

export function StripeCheckout({ publishableKey, ...props }: StripeCheckoutProps) {
  // Stripe.js comes from Stripe's servers; when it cannot load, say so instead of waiting forever.
  const [loadFailed, setLoadFailed] = useState(false);
  const [stripePromise] = useState(() =>
    loadStripe(publishableKey)
      .catch(() => null)
      .then((stripe) => {
        if (!stripe) setLoadFailed(true);
        return stripe;
      }),
  );

  return (
    <Elements stripe={stripePromise}>
      <StripeCardForm {...props} loadFailed={loadFailed} />
    </Elements>
  );
}
