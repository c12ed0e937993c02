// A line's product as it was ordered: its name, the variant's title ("34T / Black") and SKU, copied at placement;
// and an order's lines with their quantities and prices.
import type { Order } from '@store/shared/schemas';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';

type Line = Pick<Order['lines'][number], 'productname' | 'variantTitle' | 'sku'>;
type ListedLine = Line & Pick<Order['lines'][number], 'productId' | 'variantId'>;

export function OrderLineName({ line }: { line: Line }) {
  const { ORDER_TEXT } = useTexts('orders');
  return (
    <span className="flex min-w-0 flex-col wrap-break-word">
      <span className="font-semibold" translate="no">
        {line.productname}
      </span>
      {line.variantTitle ? <span translate="no">{line.variantTitle}</span> : null}
      {line.sku ? (
        <span className="text-sm" translate="no">
          {ORDER_TEXT.lineSku({ sku: line.sku })}
        </span>
      ) : null}
    </span>
  );
}

/** Each variant of an order, as it was named at placement; nothing for an order of products without options. */
export function OrderLineNames({ lines }: { lines: readonly ListedLine[] }) {
  if (!lines.some((line) => line.variantTitle || line.sku)) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {lines.map((line) => (
        <li key={`${line.variantId ?? line.productId ?? ''}-${line.productname}`}>
          <OrderLineName line={line} />
        </li>
      ))}
    </ul>
  );
}

/** An order's lines as the order page and the tracking page list them: name, quantity × unit price = total. */
export function OrderLines({ lines }: { lines: readonly Order['lines'][number][] }) {
  const { taka, number } = useFormat();
  return (
    <ul className="flex flex-col">
      {lines.map((line) => (
        <li
          key={`${line.variantId ?? line.productId ?? ''}-${line.productname}`}
          className="flex flex-wrap justify-between gap-x-4 border-b border-base-300 py-2"
        >
          <OrderLineName line={line} />
          <span>
            {number(line.quantity)} × {taka(line.unitPrice)} ={' '}
            <span className="font-semibold">{taka(line.lineTotal)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The lines as staff without `amounts` (a packer) read them: name and quantity, no price. */
export function OrderLineQuantities({ lines }: { lines: readonly (ListedLine & { quantity: number })[] }) {
  const { number } = useFormat();
  return (
    <ul className="flex flex-col">
      {lines.map((line) => (
        <li
          key={`${line.variantId ?? line.productId ?? ''}-${line.productname}`}
          className="flex flex-wrap justify-between gap-x-4 border-b border-base-300 py-2"
        >
          <OrderLineName line={line} />
          <span>× {number(line.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}
