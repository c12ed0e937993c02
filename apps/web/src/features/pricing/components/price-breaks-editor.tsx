// The admin's quantity prices of each variant (one block for a simple product): rows of "from N pieces, this price
// each", added and removed, saved per variant. The server checks the order and the prices (400 per field).
import { type FormEvent, useState } from 'react';
import { type ProductDetail, type ProductVariant, STANDARD_VAT_RATE, type VatRate } from '@store/shared/schemas';
import { TextField } from '../../../components/ui/fields.tsx';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { BuyersPay, type PriceEntry, usePriceEntry } from '../../../lib/price-entry.tsx';
import { useSetPriceBreaks } from '../api/price-breaks.ts';

interface Row {
  key: number;
  from: string;
  price: string;
  /** The break's stored price (taka), kept when the row's price is left as shown. */
  was?: number;
}

let nextKey = 0;
/** The breaks as the table shows them: every tier after the first (its price as the owner types it, decision 236). */
const rowsOf = (variant: ProductVariant, shown: (taka: number) => number): Row[] =>
  (variant.priceTiers ?? [])
    .slice(1)
    .map((t) => ({ key: nextKey++, from: String(t.from), price: String(shown(t.price)), was: t.price }));

interface VariantBreaksProps {
  productId: string;
  variant: ProductVariant;
  title: string;
  rate: VatRate;
  entry: PriceEntry;
}

function VariantBreaks({ productId, variant, title, rate, entry }: VariantBreaksProps) {
  const { BREAKS_FORM_TEXT, PRICING_TEXT } = useTexts('pricing');
  const { VAT_FORM_TEXT: V } = useTexts('vat');
  const errorText = useApiErrorText();
  const save = useSetPriceBreaks();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(variant, (taka) => entry.shown(taka, rate)));
  const [error, setError] = useState<unknown>();
  const [isSaved, setSaved] = useState(false);
  const set = (key: number, field: 'from' | 'price', value: string) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    try {
      const breaks = rows.map((r) => ({
        from: Number(r.from),
        price: entry.stored(Number(r.price), rate, r.was === undefined ? undefined : { price: r.was, rate }),
      }));
      await save.mutateAsync({ productId, variantId: variant._id, breaks });
      setError(undefined);
      setSaved(true);
    } catch (e) {
      setError(e);
    }
  }
  const fieldError = (i: number, field: 'from' | 'price') => errorText.field(error, `breaks.${i}.${field}`);
  const general = error && !rows.some((_, i) => fieldError(i, 'from') ?? fieldError(i, 'price'));
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={title} className="mb-4">
      {title !== BREAKS_FORM_TEXT.heading ? <h4 className="font-semibold">{title}</h4> : null}
      {rows.map((row, i) => (
        <div key={row.key} className="flex flex-wrap items-end gap-2">
          <div className="w-32">
            <TextField
              label={BREAKS_FORM_TEXT.from}
              inputMode="numeric"
              value={row.from}
              onChange={(e) => set(row.key, 'from', e.currentTarget.value)}
              error={fieldError(i, 'from')}
            />
          </div>
          <div className="w-36">
            <TextField
              label={entry.isBeforeVat ? V.priceBeforeVat : BREAKS_FORM_TEXT.price}
              inputMode="decimal"
              value={row.price}
              onChange={(e) => set(row.key, 'price', e.currentTarget.value)}
              error={fieldError(i, 'price')}
            />
            <BuyersPay entry={entry} typed={row.price} rate={rate} />
          </div>
          <button
            type="button"
            className="btn btn-ghost btn-sm mb-2"
            aria-label={BREAKS_FORM_TEXT.remove({ from: Number(row.from) || 0 })}
            onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
          >
            ✕
          </button>
        </div>
      ))}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => setRows((all) => [...all, { key: nextKey++, from: '', price: '' }])}
        >
          {BREAKS_FORM_TEXT.add}
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
          {BREAKS_FORM_TEXT.save}
        </button>
      </div>
      {general ? (
        <p role="alert" className="text-sm text-error">
          {errorText.refusal(error, PRICING_TEXT.priceRequired)}
        </p>
      ) : null}
      <p role="status" className="text-sm text-success">
        {isSaved ? BREAKS_FORM_TEXT.saved : ''}
      </p>
    </form>
  );
}

export function PriceBreaksEditor({ product }: { product: ProductDetail }) {
  const { BREAKS_FORM_TEXT } = useTexts('pricing');
  const several = product.variants.length > 1;
  const entry = usePriceEntry();
  const rate = product.vatRate ?? STANDARD_VAT_RATE;
  return (
    <section aria-labelledby="price-breaks-heading" className="mt-8">
      <h3 id="price-breaks-heading" className="text-xl font-bold">
        {BREAKS_FORM_TEXT.heading}
      </h3>
      <p className="mb-2 text-sm">{BREAKS_FORM_TEXT.hint}</p>
      {product.variants.map((variant) => (
        <VariantBreaks
          // Filled in again once the store says how prices are typed.
          key={`${variant._id}:${entry.isBeforeVat}`}
          rate={rate}
          entry={entry}
          productId={product._id}
          variant={variant}
          title={several ? BREAKS_FORM_TEXT.forVariant({ title: variant.title }) : BREAKS_FORM_TEXT.heading}
        />
      ))}
    </section>
  );
}
