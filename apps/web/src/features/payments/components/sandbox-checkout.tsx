// The sandbox provider's card form, behaving like a card element, confirmed through our API.
// NOTE: the card number lives only in this form's state and in the one confirm request.
import { type ComponentPropsWithoutRef, type ReactNode, useId, useState } from 'react';
import {
  CARD_BRAND_LABEL,
  type CardField,
  cardBrand,
  checkCardFields,
  cvcLength,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from '@store/shared/schemas';
import { COMPACT_LOOK, Field } from '../../../components/ui/fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useResolveMessage, useTexts } from '../../../lib/i18n.tsx';
import { confirmSandboxPayment } from '../api/pay-order.ts';
import type { ConfirmOutcome, PaymentFlow } from '../payment-flow.ts';
import { CardForm } from './payment-result.tsx';

const EMPTY = { number: '', expiry: '', cvc: '', postalCode: '' };
type CardValues = typeof EMPTY;
const FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc'];

function cardInput(values: CardValues) {
  const expiry = parseExpiry(values.expiry);
  return {
    number: digitsOnly(values.number),
    expMonth: expiry?.month ?? Number.NaN,
    expYear: expiry?.year ?? Number.NaN,
    cvc: values.cvc,
  };
}

interface CardFieldProps extends ComponentPropsWithoutRef<'input'> {
  label: ReactNode;
  error?: string | undefined;
  describedBy?: string;
}

function CardInputField({ label, error, describedBy, ...input }: CardFieldProps) {
  return (
    <Field label={label} error={error} describedBy={describedBy} look={COMPACT_LOOK}>
      {(aria, hasError) => (
        <input
          type="text"
          spellCheck={false}
          className={`input input-sm w-full border-base-content/30 font-mono ${hasError ? 'input-error' : ''}`}
          {...aria}
          {...input}
        />
      )}
    </Field>
  );
}

export function SandboxCheckout({ clientSecret, flow }: { clientSecret: string | undefined; flow: PaymentFlow }) {
  const { PAYMENT_TEXT, CARD_ERROR } = useTexts('payments');
  const resolve = useResolveMessage();
  const apiErrorText = useApiErrorText();
  const brandId = useId();
  const [values, setValues] = useState<CardValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<CardField, string>>>({});

  const brand = cardBrand(values.number);
  const errors = checkCardFields(cardInput(values));
  const visibleError = (field: CardField): string | undefined => {
    const shown = submitted || (touched[field] && (field === 'number' ? values.number : values[field]) !== '');
    return serverErrors[field] ?? (shown ? resolve(errors[field]) : undefined);
  };

  const change = (field: keyof CardValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors({});
    flow.clearFailure();
  };
  const blur = (field: CardField) => () => setTouched((t) => ({ ...t, [field]: true }));

  async function confirm(): Promise<ConfirmOutcome> {
    const first = FIELDS.map((f) => errors[f]).find(Boolean);
    if (first) return { error: resolve(first) ?? first };
    if (!clientSecret) return { error: PAYMENT_TEXT.preparing };
    try {
      const postalCode = values.postalCode.trim();
      const result = await confirmSandboxPayment({
        clientSecret,
        card: { ...cardInput(values), ...(postalCode ? { postalCode } : {}) },
      });
      return { transactionId: result.paymentIntent.id };
    } catch (error) {
      if (error instanceof ApiError) {
        const shown = FIELDS.map((f) => [f, apiErrorText.field(error, f)] as const).filter(([, text]) => text);
        setServerErrors(Object.fromEntries(shown));
        return { error: apiErrorText.message(error, CARD_ERROR.declined) };
      }
      throw error;
    }
  }

  const locked = flow.state.kind === 'paying' || flow.state.kind === 'succeeded';
  return (
    <CardForm flow={flow} clientSecret={clientSecret} confirm={confirm} onSubmit={() => setSubmitted(true)}>
      <fieldset disabled={locked} className="rounded-box border border-base-300 bg-base-100 p-3 shadow-sm">
        <legend className="px-1 text-sm font-semibold">{PAYMENT_TEXT.cardDetails}</legend>
        <div className="relative">
          <CardInputField
            label={PAYMENT_TEXT.cardNumber}
            value={values.number}
            error={visibleError('number')}
            onChange={(e) => change('number', formatCardNumber(e.target.value))}
            onBlur={blur('number')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            describedBy={brandId}
          />
          <span
            id={brandId}
            className={`badge badge-sm absolute right-2 top-8 ${brand === 'unknown' ? 'badge-ghost' : 'badge-neutral'}`}
          >
            <span className="sr-only">{PAYMENT_TEXT.cardBrand}: </span>
            {brand === 'unknown' ? (
              PAYMENT_TEXT.cardBrandUnknown
            ) : (
              <span translate="no">{CARD_BRAND_LABEL[brand]}</span>
            )}
          </span>
        </div>
        <div className="mt-2 grid grid-cols-3 gap-2">
          <CardInputField
            label={
              // The format is read by screen readers after the label.
              <>
                {PAYMENT_TEXT.expiry}
                <span className="sr-only"> {PAYMENT_TEXT.expiryFormat}</span>
              </>
            }
            value={values.expiry}
            error={visibleError('expiry')}
            onChange={(e) => change('expiry', formatExpiry(e.target.value, values.expiry))}
            onBlur={blur('expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            maxLength={7}
          />
          <CardInputField
            label={PAYMENT_TEXT.cvc}
            value={values.cvc}
            error={visibleError('cvc')}
            onChange={(e) => change('cvc', digitsOnly(e.target.value).slice(0, 4))}
            onBlur={blur('cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={cvcLength(brand) === 4 ? '1234' : '123'}
            maxLength={4}
          />
          <CardInputField
            label={PAYMENT_TEXT.postalCode}
            value={values.postalCode}
            onChange={(e) => change('postalCode', e.target.value.slice(0, 10))}
            inputMode="text"
            autoComplete="postal-code"
            placeholder="1207"
            maxLength={10}
          />
        </div>
      </fieldset>
    </CardForm>
  );
}
