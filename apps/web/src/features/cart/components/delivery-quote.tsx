// What the cart's shipping was quoted on: the zone and weight of the chosen address, a refusal where no
// zone delivers, or, before any address, that the figure is the highest rate.
import type { DeliveryQuote as Quote } from '@store/shared/schemas';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';

const GRAMS_PER_KG = 1000;
/** Where the zone's name goes in the message. */
const PLACE = '\u0001';

export function DeliveryQuote({ delivery }: { delivery: Quote | null }) {
  const { CART_DELIVERY_TEXT: T } = useTexts('cart');
  const { number } = useFormat();
  if (!delivery) return <p className="mt-2 text-sm">{T.highestRate}</p>;
  if (!delivery.served)
    return (
      <p role="alert" className="mt-2 text-error">
        {T.notServed}
      </p>
    );
  return (
    <div role="status" className="mt-2 text-sm">
      <p>
        {/* The owner's zone name is their own words, not the page's language. */}
        {T.quotedFor({ zone: PLACE, weight: number(delivery.weightGrams / GRAMS_PER_KG) })
          .split(PLACE)
          .flatMap((part, i) =>
            i === 0
              ? [part]
              : [
                  <span key="zone" translate="no">
                    {delivery.zone}
                  </span>,
                  part,
                ],
          )}
      </p>
      {delivery.cod ? null : <p>{T.noCod}</p>}
    </div>
  );
}
