// One line of a cart, the account's or this browser's.
import { type FormEvent, useId, useState } from 'react';
import { type CartLine, checkOrderQuantity } from '@store/shared/schemas';
import { useFormat, useResolveMessage, useTexts } from '../../../lib/i18n.tsx';
import { NextBreakHint } from '../../pricing/index.ts';

export interface LineView extends CartLine {
  onSetQuantity: (quantity: number) => void;
  onRemove: () => void;
  error: string | null;
  busy: boolean;
}

export function CartLineItem({ line }: { line: LineView }) {
  const { CART_TEXT } = useTexts('cart');
  // The areas of the quantity rule's messages (checkOrderQuantity names them by reference).
  useTexts('orders');
  const { MESSAGES } = useTexts('feedback');
  const resolve = useResolveMessage();
  const { taka } = useFormat();
  const inputId = useId();
  const problemId = useId();
  const [value, setValue] = useState(String(line.quantity));
  const [localError, setLocalError] = useState<string | null>(null);
  const problem =
    line.problem &&
    {
      gone: CART_TEXT.problemGone,
      price_changed: CART_TEXT.problemPriceChanged({ price: taka(line.currentPrice ?? line.unitPrice) }),
      below_minimum: MESSAGES.quantityBelowMinimum({ min: line.minQuantity }),
      above_stock: MESSAGES.quantityAboveStock({ n: line.quantity, max: line.stock }),
    }[line.problem];
  const message = resolve(localError ?? undefined) ?? line.error ?? problem;
  // Two sizes of one product are two lines: their labels name the size.
  const name = line.variantTitle ? `${line.productname} (${line.variantTitle})` : line.productname;

  function submit(event: FormEvent) {
    event.preventDefault();
    const quantity = Number(value);
    const error = line.problem === 'gone' ? null : checkOrderQuantity(quantity, line.minQuantity, line.stock);
    setLocalError(error);
    if (!error) line.onSetQuantity(quantity);
  }

  return (
    <li className="flex flex-wrap gap-4 border-b border-base-300 py-4">
      <img
        src={line.img}
        alt=""
        width={80}
        height={60}
        className="h-16 w-20 shrink-0 rounded-box bg-base-200 object-contain"
      />
      <div className="min-w-0 flex-1 basis-48">
        <h2 className="font-semibold break-words" translate="no">
          {line.productname}
        </h2>
        {line.variantTitle ? (
          <p className="font-semibold break-words" translate="no">
            {line.variantTitle}
          </p>
        ) : null}
        {line.sku ? (
          <p className="text-sm" translate="no">
            {CART_TEXT.lineSku({ sku: line.sku })}
          </p>
        ) : null}
        <p className="text-sm">
          {CART_TEXT.colUnitPrice}: {taka(line.unitPrice)}
        </p>
        <p className="font-semibold">
          {CART_TEXT.colLineTotal}: {taka(line.lineTotal)}
        </p>
        <NextBreakHint priceBreak={line.priceBreak} />
        {message ? (
          <p id={problemId} className="mt-1 text-sm text-error" role={localError || line.error ? 'alert' : undefined}>
            {message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {line.problem !== 'gone' ? (
          <form noValidate className="flex items-end gap-2" onSubmit={submit}>
            <div className="flex flex-col">
              <label htmlFor={inputId} className="text-sm">
                {CART_TEXT.colQuantity}
              </label>
              <input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={line.minQuantity}
                step={1}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                className="input input-bordered w-24"
                aria-label={CART_TEXT.quantityOf({ name })}
                aria-describedby={message ? problemId : undefined}
                aria-invalid={message ? true : undefined}
              />
            </div>
            <button type="submit" className="btn btn-outline" disabled={line.busy}>
              {line.problem === 'price_changed' && String(line.quantity) === value
                ? CART_TEXT.acceptPrice
                : CART_TEXT.update}
            </button>
          </form>
        ) : null}
        <button
          type="button"
          className="btn btn-ghost text-error"
          onClick={line.onRemove}
          disabled={line.busy}
          aria-label={CART_TEXT.removeLabel({ name })}
        >
          {CART_TEXT.remove}
        </button>
      </div>
    </li>
  );
}
