// Checkout of an account's cart: address, phone and order id checked by the shared CheckoutInputSchema;
// the order is booked and the buyer goes on to pay.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type CheckoutInput, CheckoutInputSchema } from '@store/shared/schemas';
import { TextField } from '../../../components/ui/fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { VerifyEmailBanner } from '../../auth/index.ts';
import { useCheckout } from '../api/cart-lines.ts';

export function CheckoutForm({ hours }: { hours: number | undefined }) {
  const { CART_TEXT, ORDER_PAGE_TEXT } = useTexts('cart');
  const { ORDER_TEXT } = useTexts('orders');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  // The areas of the server's line messages (a quantity rule's, from the feedback area).
  useTexts('feedback');
  const apiText = useApiErrorText();
  const navigate = useNavigate();
  // One key per checkout attempt on this page: a repeated submit after a lost answer gets the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const placing = useCheckout(idempotencyKey);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CheckoutInput>({
    resolver: zodResolver(CheckoutInputSchema),
    defaultValues: { address: '', phone: '', orderId: '' },
  });

  return (
    <form
      noValidate
      aria-label={CART_TEXT.checkout}
      className="mt-6 flex flex-col gap-1 sm:max-w-md"
      onSubmit={handleSubmit(async (values) => {
        const result = await placing.mutateAsync(values).catch(() => null);
        if (result)
          void navigate(`/dashboard/payment/${encodeURIComponent(result.insertedId)}`, { state: { booked: true } });
      })}
    >
      <h2 className="text-xl font-bold">{CART_TEXT.checkout}</h2>
      <VerifyEmailBanner />
      <TextField
        label={ORDER_TEXT.labelAddress}
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label={ORDER_TEXT.labelPhone}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField label={SPEC_APP_TEXT.orderIdLabel} error={errors.orderId?.message} {...register('orderId')} />
      {hours ? <p className="text-sm">{ORDER_PAGE_TEXT.deadlineNote({ hours })}</p> : null}
      {placing.isError ? (
        <div role="alert" className="text-error">
          <p>{apiText.message(placing.error, CART_TEXT.checkoutFailed)}</p>
          {Object.keys(placing.error instanceof ApiError ? placing.error.fields : {})
            .filter((key) => key.startsWith('lines.'))
            .map((key) => (
              <p key={key}>{apiText.field(placing.error, key)}</p>
            ))}
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary mt-2" disabled={placing.isPending}>
        {placing.isPending ? CART_TEXT.placing : CART_TEXT.placeOrder}
      </button>
    </form>
  );
}
