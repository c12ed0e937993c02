// A sale beside a price (promotions' rule 8): the price before it struck through, read as "Was ৳450", and the
// day the sale ends in Dhaka ("Sale ends 10 April"). Shown wherever the API gives `compareAtPrice`.
import { INTL_LOCALE, type Locale } from '@store/shared/i18n/locales';
import { STORE_TIME_ZONE } from '@store/shared/constants';
import { useFormat, useTexts } from '../../lib/i18n.tsx';

/** "10 April" / "১০ এপ্রিল", the store's day (Dhaka) of an instant. */
export function saleEndDay(locale: Locale, iso: string): string {
  // NOTE: en-BD writes "April 10"; the store writes the day first, as en-GB does.
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'long',
    timeZone: STORE_TIME_ZONE,
  }).format(new Date(iso));
}

/** The price before the sale, struck through; a screen reader reads "Was ৳450". */
export function WasPrice({ price, className = '' }: { price: number; className?: string }) {
  const { SALE_TEXT } = useTexts('sales-ui');
  const { taka } = useFormat();
  return (
    <s className={`font-normal text-base-content/70 ${className}`}>
      <span aria-hidden="true">{taka(price)}</span>
      <span className="sr-only">{SALE_TEXT.was({ price: taka(price) })}</span>
    </s>
  );
}

/** "Sale ends 10 April"; nothing for a sale without an end. */
export function SaleEnds({ endsAt, className = '' }: { endsAt: string | null | undefined; className?: string }) {
  const { SALE_TEXT } = useTexts('sales-ui');
  const { locale } = useFormat();
  if (!endsAt) return null;
  return (
    <p className={`text-sm font-semibold ${className}`}>{SALE_TEXT.endsOn({ date: saleEndDay(locale, endsAt) })}</p>
  );
}
