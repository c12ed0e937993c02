// How the owner types goods' prices in the dashboard (decision 236): the store keeps what buyers pay; with
// PRICES_INCLUDE_VAT=false (`pricesIncludeVat` of GET /api/store/config) a price field shows and takes the price
// before VAT, converted with the product's rate by the shared grossFromNet and netFromGross.
import { useQuery } from '@tanstack/react-query';
import { poishaToTaka, takaToPoisha } from '@store/shared/money';
import { grossFromNet, netFromGross, type VatRate } from '@store/shared/schemas';
import { useFormat, useTexts } from './i18n.tsx';
import { storeConfigQueryOptions } from './store-config.ts';

export interface PriceEntry {
  /** The owner types prices before VAT (the setting is false); until the setting is known, with VAT as before. */
  isBeforeVat: boolean;
  /** A stored price (taka, what buyers pay) as the field shows it. */
  shown(taka: number, rate: VatRate): number;
  /**
   * A typed price (taka) as it is stored; what is not a number stays as it is, for the form's rules to refuse.
   * `was`, the price stored before and its rate: a price shown and left as it was keeps it to the poisha (not every
   * price with VAT is some price before VAT with the rate added: ৳1,000 shows as ৳869.57, which gives ৳1,000.01).
   */
  stored(taka: number, rate: VatRate, was?: { price: number; rate: VatRate }): number;
}

const convert = (taka: number, rate: VatRate, by: typeof grossFromNet): number =>
  Number.isFinite(taka) ? poishaToTaka(by(takaToPoisha(taka), rate)) : taka;

export function usePriceEntry(): PriceEntry {
  const isBeforeVat = useQuery(storeConfigQueryOptions()).data?.pricesIncludeVat === false;
  return {
    isBeforeVat,
    shown: (taka, rate) => (isBeforeVat ? convert(taka, rate, netFromGross) : taka),
    stored: (taka, rate, was) => {
      if (!isBeforeVat) return taka;
      if (was && was.rate === rate && convert(was.price, rate, netFromGross) === taka) return was.price;
      return convert(taka, rate, grossFromNet);
    },
  };
}

/** Under a price typed before VAT: what buyers pay for it ("Buyers pay ৳1,150 (15% VAT included)"); else nothing. */
export function BuyersPay({
  entry,
  typed,
  rate,
  paid,
  id,
}: {
  entry: PriceEntry;
  /** The field's value as typed (taka); nothing is shown until it is a number. */
  typed: number | string | undefined;
  rate: VatRate;
  /** What buyers pay, when it is stored already (taka): shown as it is. */
  paid?: number;
  id?: string;
}) {
  const { VAT_FORM_TEXT: V, VAT_RATE_SHORT } = useTexts('vat');
  const { taka } = useFormat();
  const value = typeof typed === 'string' ? (typed.trim() === '' ? Number.NaN : Number(typed)) : (typed ?? Number.NaN);
  if (!entry.isBeforeVat) return null;
  const price =
    paid !== undefined ? taka(paid) : Number.isFinite(value) && value >= 0 ? taka(entry.stored(value, rate)) : null;
  return (
    <p id={id} className="text-sm">
      {price === null
        ? null
        : rate === '0' || rate === 'exempt'
          ? V.buyersPayNoVat({ price })
          : V.buyersPay({ price, rate: VAT_RATE_SHORT[rate] })}
    </p>
  );
}
