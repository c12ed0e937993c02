// A quantity checked by the Purchase rules (minimum order, stock, whole pieces; the spec's messages
// from purchaseQuantitySchema) before any of the form's buttons acts on it: Purchase and Add to cart.
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { purchaseQuantitySchema } from '@store/shared/schemas';
import { useResolveMessage, useTexts } from '../../lib/i18n.tsx';

interface QuantityFormProps {
  label: string;
  min: number;
  max: number;
  defaultQuantity: number;
  disabled?: boolean;
  width: string;
  /** The submit button's action, with a quantity that passed the check. */
  onAccept: (quantity: number) => void;
  /** The buttons beside the input; `checked(fn)` runs `fn` with a quantity that passed the same check. */
  buttons: (checked: (fn: (quantity: number) => void) => () => void) => ReactNode;
  /** What the buttons said (a status line), under the input. */
  children?: ReactNode;
}

export function QuantityForm({
  label,
  min,
  max,
  defaultQuantity,
  disabled,
  width,
  onAccept,
  buttons,
  children,
}: QuantityFormProps) {
  // The area of the spec's quantity messages (the schema names them by reference).
  useTexts('feedback');
  const resolve = useResolveMessage();
  const inputId = useId();
  const errorId = useId();
  const schema = useMemo(() => purchaseQuantitySchema(min, max), [min, max]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ quantity: number }>({ resolver: zodResolver(schema), defaultValues: { quantity: defaultQuantity } });
  const error = resolve(errors.quantity?.message);
  const checked = (fn: (quantity: number) => void) => () => void handleSubmit((values) => fn(values.quantity))();

  return (
    <form noValidate onSubmit={handleSubmit((values) => onAccept(values.quantity))} className="flex flex-col gap-2">
      <label htmlFor={inputId} className="font-semibold">
        {label}
      </label>
      <div className="flex flex-wrap gap-3">
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          disabled={disabled}
          className={`input input-bordered ${width} ${error ? 'input-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...register('quantity', { valueAsNumber: true })}
        />
        {buttons(checked)}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-error">
          {error}
        </p>
      ) : null}
      {children}
    </form>
  );
}
