// The owner's quote for a request: per line a unit price in taka and a quantity (the requested one by default),
// delivery in taka, the last day it holds (the end of that day in Dhaka) and a note. Amounts go to the API in
// poisha; the shared schema checks them first.
import { type FormEvent, useState } from 'react';
import { STORE_TIME_ZONE } from '@store/shared/constants';
import { poishaToTaka, takaToPoisha } from '@store/shared/money';
import { type Quote, type QuoteVersionInput, QuoteVersionInputSchema, STANDARD_VAT_RATE } from '@store/shared/schemas';
import { TextAreaField, TextField } from '../../../components/ui/fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { BuyersPay, type PriceEntry, usePriceEntry } from '../../../lib/price-entry.tsx';

const DEFAULT_VALID_DAYS = 7;
/** Asia/Dhaka has kept UTC+6 all year since 2009. */
const DHAKA_OFFSET = '+06:00';

/** A day `days` from now in Dhaka, as YYYY-MM-DD. */
const dhakaDay = (days = 0): string =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: STORE_TIME_ZONE });

/** The end of a Dhaka day as an ISO instant; '' stays invalid for the schema. */
export const endOfDhakaDay = (day: string): string => (day ? `${day}T23:59:59${DHAKA_OFFSET}` : '');

/** Taka as typed; what is not a number stays NaN, which the schema refuses. */
const takaOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));
const toPoisha = (taka: number): number => (Number.isFinite(taka) ? takaToPoisha(taka) : Number.NaN);

interface QuoteFormProps {
  quote: Quote;
  busy: boolean;
  onSend: (version: QuoteVersionInput) => Promise<void>;
}

/** The form, filled in again once the store says how prices are typed (decision 236). */
export function QuoteForm(props: QuoteFormProps) {
  const entry = usePriceEntry();
  return <QuoteFormFields key={entry.isBeforeVat ? 'before-vat' : 'with-vat'} {...props} entry={entry} />;
}

function QuoteFormFields({ quote, busy, onSend, entry }: QuoteFormProps & { entry: PriceEntry }) {
  const { QUOTE_INBOX_TEXT: T } = useTexts('quotes-ui');
  const { VAT_FORM_TEXT: V } = useTexts('vat');
  // The area of the schema's messages.
  useTexts('quotes');
  const apiText = useApiErrorText();
  const latest = quote.versions.at(-1);
  const [lines, setLines] = useState(() =>
    quote.lines.map((l) => {
      const quoted = latest?.lines.find((v) => v.variantId === l.variantId);
      const rate = l.vatRate ?? STANDARD_VAT_RATE;
      const was = poishaToTaka(quoted?.unitPrice ?? l.listPrice);
      return {
        variantId: l.variantId,
        name: l.name,
        rate,
        was,
        unitPrice: String(entry.shown(was, rate)),
        quantity: String(quoted?.quantity ?? l.quantity),
      };
    }),
  );
  const [shipping, setShipping] = useState(String(poishaToTaka(latest?.shipping ?? 0)));
  const [validDay, setValidDay] = useState(() => dhakaDay(DEFAULT_VALID_DAYS));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input: QuoteVersionInput = {
      lines: lines.map((l) => ({
        variantId: l.variantId,
        quantity: Number(l.quantity),
        // Typed before VAT: the buyer pays it with the product's rate added (a price left as shown stays as it was).
        unitPrice: toPoisha(entry.stored(takaOf(l.unitPrice), l.rate, { price: l.was, rate: l.rate })),
      })),
      shipping: toPoisha(takaOf(shipping)),
      validUntil: endOfDhakaDay(validDay),
      note,
    };
    const parsed = QuoteVersionInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await onSend(input);
    } catch (error) {
      const fields = error instanceof ApiError ? Object.keys(error.fields) : [];
      setErrors(Object.fromEntries(fields.map((name) => [name, apiText.field(error, name)])));
      throw error;
    }
  }

  const setLine = (i: number, change: Partial<(typeof lines)[number]>) =>
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...change } : l)));

  return (
    <form
      noValidate
      aria-labelledby="quote-form-heading"
      className="mt-4 grid gap-3"
      onSubmit={(event) => void submit(event).catch(() => undefined)}
    >
      <h4 id="quote-form-heading" className="text-lg font-bold">
        {T.formHeading}
      </h4>
      {lines.map((l, i) => (
        <fieldset key={l.variantId} className="grid gap-2 sm:grid-cols-2">
          <legend className="font-semibold [overflow-wrap:anywhere]" translate="no">
            {l.name}
          </legend>
          <div>
            <TextField
              label={entry.isBeforeVat ? V.priceBeforeVatOf({ variant: l.name }) : T.unitPrice({ name: l.name })}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={l.unitPrice}
              error={errors[`lines.${i}.unitPrice`]}
              onChange={(event) => setLine(i, { unitPrice: event.currentTarget.value })}
            />
            <BuyersPay entry={entry} typed={l.unitPrice} rate={l.rate} />
          </div>
          <TextField
            label={T.quantity({ name: l.name })}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={l.quantity}
            error={errors[`lines.${i}.quantity`]}
            onChange={(event) => setLine(i, { quantity: event.currentTarget.value })}
          />
        </fieldset>
      ))}
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField
          label={T.shipping}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={shipping}
          error={errors.shipping}
          onChange={(event) => setShipping(event.currentTarget.value)}
        />
        <TextField
          label={T.validUntil}
          type="date"
          min={dhakaDay()}
          value={validDay}
          error={errors.validUntil}
          onChange={(event) => setValidDay(event.currentTarget.value)}
        />
      </div>
      <TextAreaField
        label={T.note}
        rows={3}
        maxLength={2000}
        value={note}
        error={errors.note}
        onChange={(event) => setNote(event.currentTarget.value)}
        className="border-base-content/60 border"
      />
      <button type="submit" className="btn btn-primary justify-self-start" disabled={busy}>
        {T.send}
      </button>
    </form>
  );
}
