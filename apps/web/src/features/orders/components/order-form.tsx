// The Order Now form: read-only product name, email, quantity and price (the total for that quantity),
// the customer's address and phone, and the optional order id "any number you remember".
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ORDER_TEXT, SPEC_APP_TEXT } from '@store/shared/messages';
import { formatTaka, poishaToTaka, takaToPoisha } from '@store/shared/money';
import {
  type OrderContact,
  OrderContactSchema,
  type OrderContactFormValues,
  type Product,
} from '@store/shared/schemas';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { showOrderBooked } from './dialogs.ts';

interface OrderFormProps {
  product: Product;
  quantity: number;
  email: string;
  /** Called after the order was booked. */
  onBooked: () => void;
}

/** The order's total in taka, computed in poisha so that 3 × ৳0.10 is ৳0.30 and not 0.30000000000000004. */
export const orderTotal = (unitPriceTaka: number, quantity: number): number =>
  poishaToTaka(takaToPoisha(unitPriceTaka) * quantity);

const CONTACT_FIELDS = ['address', 'phone', 'orderId'] as const;

export function OrderForm({ product, quantity, email, onBooked }: OrderFormProps) {
  const placeOrder = usePlaceOrder();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<OrderContactFormValues, unknown, OrderContact>({
    resolver: zodResolver(OrderContactSchema),
    defaultValues: { address: '', phone: '', orderId: '' },
  });
  const total = orderTotal(product.price, quantity);

  const submit = async (contact: OrderContact) => {
    setFailure(null);
    try {
      await placeOrder.mutateAsync({
        productId: product._id,
        productname: product.name,
        email,
        orderQuanty: quantity,
        price: total,
        ...contact,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      let shownAtField = false;
      for (const field of CONTACT_FIELDS) {
        const message = error.fields[field];
        if (message) {
          setError(field, { message });
          shownAtField = true;
        }
      }
      // Stock taken by someone else meanwhile: the server's own words ('We Have No 6 Piece . We Have Only 2').
      setFailure(error.fields.orderQuanty ?? (shownAtField ? null : error.message || ORDER_TEXT.orderFailed));
      return;
    }
    reset();
    void showOrderBooked();
    onBooked();
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="flex flex-col gap-4"
      aria-labelledby="order-now-heading"
    >
      <h2 id="order-now-heading" className="text-2xl font-bold">
        {SPEC_APP_TEXT.orderNow}
      </h2>
      <TextField label={ORDER_TEXT.labelProductName} value={product.name} readOnly className="bg-base-200" />
      <TextField label={ORDER_TEXT.labelEmail} value={email} readOnly className="bg-base-200" />
      <TextField label={ORDER_TEXT.labelOrderQuantity} value={String(quantity)} readOnly className="bg-base-200" />
      <TextField label={ORDER_TEXT.labelPrice} value={formatTaka(total)} readOnly className="bg-base-200" />
      <TextField
        label={ORDER_TEXT.labelAddress}
        error={errors.address?.message}
        autoComplete="street-address"
        aria-required
        {...register('address')}
      />
      <TextField
        label={ORDER_TEXT.labelPhone}
        error={errors.phone?.message}
        type="tel"
        autoComplete="tel"
        aria-required
        {...register('phone')}
      />
      <TextField label={SPEC_APP_TEXT.orderIdLabel} error={errors.orderId?.message} {...register('orderId')} />
      {failure ? (
        <p role="alert" className="text-error">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={placeOrder.isPending}>
        {placeOrder.isPending ? ORDER_TEXT.placing : SPEC_APP_TEXT.orderNow}
      </button>
    </form>
  );
}
