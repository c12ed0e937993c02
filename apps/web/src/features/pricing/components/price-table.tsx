// A variant's price by quantity ("1–9: ৳450, 10–49: ৳420, 50+: ৳390"), as the server priced it for the reader.
import type { PriceTier } from '@store/shared/schemas';
import { WasPrice } from '../../../components/ui/sale-price.tsx';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';

/** "10–49" or "50+". */
export function useTierRange() {
  const { PRICE_TABLE_TEXT } = useTexts('pricing');
  return (tier: Pick<PriceTier, 'from' | 'to'>) =>
    tier.to === null
      ? PRICE_TABLE_TEXT.andMore({ from: tier.from })
      : PRICE_TABLE_TEXT.range({ from: tier.from, to: tier.to });
}

/** The price of one piece when `quantity` are bought: the tier it falls in, as the server will charge it; else `price`. */
export function unitPriceAt(tiers: readonly PriceTier[] | undefined, price: number, quantity: number): number {
  return tiers?.findLast((t) => t.from <= quantity)?.price ?? price;
}

export function PriceTable({ tiers }: { tiers: readonly PriceTier[] | undefined }) {
  const { PRICE_TABLE_TEXT } = useTexts('pricing');
  const { taka } = useFormat();
  const range = useTierRange();
  if (!tiers || tiers.length < 2) return null;
  return (
    <table className="table-sm table w-auto">
      <caption className="text-start font-semibold">{PRICE_TABLE_TEXT.heading}</caption>
      <thead className="text-base-content">
        <tr>
          <th scope="col">{PRICE_TABLE_TEXT.pieces}</th>
          <th scope="col">{PRICE_TABLE_TEXT.unitPrice}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.from}>
            <th scope="row" className="font-normal">
              {range(tier)}
            </th>
            <td>
              {taka(tier.price)}
              {tier.compareAtPrice === undefined ? null : (
                <>
                  {' '}
                  <WasPrice price={tier.compareAtPrice} />
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
