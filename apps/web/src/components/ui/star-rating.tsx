// A rating shown as five stars, filled to the nearest half, with the figures as text for everyone
// (screen readers read the label; the stars are decoration). Used by product cards and product reviews.
import { RATING_MAX } from '@store/shared/constants';
import { INTL_LOCALE } from '@store/shared/i18n/locales';
import { useFormat } from '../../lib/i18n.tsx';
import { StarIcon } from './icons.tsx';

export function Stars({ value, className = 'size-4' }: { value: number; className?: string }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className="inline-flex text-secondary" aria-hidden="true">
      {Array.from({ length: RATING_MAX }, (_, i) => {
        const fill = rounded >= i + 1 ? 1 : rounded >= i + 0.5 ? 0.5 : 0;
        return (
          <span key={i} className="relative inline-block">
            <StarIcon className={`${className} text-base-content/25`} />
            {fill > 0 ? (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <StarIcon className={className} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}

/** An average with one decimal, in the page's digits: `4.5`, `৪.৫`. */
export function useOneDecimal(): (n: number) => string {
  const { locale } = useFormat();
  const format = new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (n) => format.format(n);
}

/** Stars, the average and the count on one line; `label` is what a screen reader hears instead. */
export function RatingLine({ average, count, label }: { average: number; count: number; label: string }) {
  const { number } = useFormat();
  const oneDecimal = useOneDecimal();
  return (
    <p className="flex items-center gap-2 text-sm">
      <Stars value={average} />
      <span aria-hidden="true">
        {oneDecimal(average)} ({number(count)})
      </span>
      <span className="sr-only">{label}</span>
    </p>
  );
}
