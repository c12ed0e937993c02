// The Order Now form for one product; once booked, the buyer goes on to pay (decision 215).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SUCCESS_DIALOG_MS } from '@store/shared/constants';
import { poishaToTaka, takaToPoisha } from '@store/shared/money';
import {
  type OrderContact,
  OrderContactSchema,
  type OrderContactFormValues,
  type Product,
  shippingFor,
  type StoreConfig,
} from '@store/shared/schemas';
import { Charges } from '../../../components/ui/charges.tsx';
import { TextField } from '../../../components/ui/fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';
import { storeConfigQueryOptions } from '../../../lib/store-config.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { VerifyEmailBanner } from '../../auth/index.ts';
import { usePlaceOrder } from '../api/order-writes.ts';
import { paymentPath } from '../paths.ts';

interface OrderFormProps {
  /** As its chosen variant sells it. */
  product: Product;
  /** Named when the product has several. */
  variantId?: string | undefined;
  quantity: number;
  email: string;
  onBooked: () => void;
}

/** What the order will charge, in taka: the lines, shipping by the store's rule (the server's own), and both. */
function orderCharges(subtotalTaka: number, config: Pick<StoreConfig, 'shippingFee' | 'freeShippingFrom'>) {
  const subtotal = takaToPoisha(subtotalTaka);
  const shipping = shippingFor(subtotal, {
    fee: takaToPoisha(config.shippingFee),
    freeFrom: takaToPoisha(config.freeShippingFrom),
  });
  return {
    subtotal: poishaToTaka(subtotal),
    shipping: poishaToTaka(shipping),
    total: poishaToTaka(subtotal + shipping),
  };
}

export function OrderForm({ product, variantId, quantity, email, onBooked }: OrderFormProps) {
  const { ORDER_TEXT } = useTexts('orders');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { SUCCESS_TEXT } = useTexts('feedback');
  const { taka, number } = useFormat();
  const apiText = useApiErrorText();
  const placeOrder = usePlaceOrder();
  const submissionKey = useSubmissionKey();
  const navigate = useNavigate();
  const config = useQuery(storeConfigQueryOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrderContactFormValues, unknown, OrderContact>({
    resolver: zodResolver(OrderContactSchema),
    defaultValues: { address: '', phone: '', orderId: '' },
  });
  // In poisha, so that 3 × ৳0.10 is ৳0.30 and not 0.30000000000000004.
  const total = poishaToTaka(takaToPoisha(product.price) * quantity);

  const submit = async (contact: OrderContact) => {
    setFailure(null);
    const input = {
      productId: product._id,
      productname: product.name,
      email,
      orderQuanty: quantity,
      price: total,
      ...(variantId ? { variantId } : {}),
      ...contact,
    };
    let booked;
    try {
      booked = await placeOrder.mutateAsync({ input, idempotencyKey: submissionKey.keyFor(input) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      let shownAtField = false;
      for (const field of ['address', 'phone', 'orderId'] as const) {
        const message = apiText.field(error, field);
        if (message) {
          setError(field, { message });
          shownAtField = true;
        }
      }
      // Stock taken by someone else meanwhile: the server's own words ('We Have No 6 Piece . We Have Only 2').
      setFailure(
        apiText.field(error, 'orderQuanty') ?? (shownAtField ? null : apiText.message(error, ORDER_TEXT.orderFailed)),
      );
      return;
    }
    submissionKey.booked();
    reset();
    // The spec's dialog (§8, §9) at the top, closing itself, over the payment page; SweetAlert loads only now.
    void import('sweetalert2').then(({ default: Swal }) =>
      Swal.fire({
        position: 'top',
        icon: 'success',
        title: SUCCESS_TEXT.orderBooked,
        showConfirmButton: false,
        timer: SUCCESS_DIALOG_MS,
      }),
    );
    onBooked();
    void navigate(paymentPath(booked.insertedId), { state: { booked: true } });
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
      <VerifyEmailBanner />
      <TextField label={ORDER_TEXT.labelProductName} value={product.name} readOnly className="bg-base-200" />
      <TextField label={ORDER_TEXT.labelEmail} value={email} readOnly className="bg-base-200" />
      <TextField label={ORDER_TEXT.labelOrderQuantity} value={number(quantity)} readOnly className="bg-base-200" />
      <TextField label={ORDER_TEXT.labelPrice} value={taka(total)} readOnly className="bg-base-200" />
      {config.data ? (
        <Charges {...orderCharges(total, config.data)} freeShippingFrom={config.data.freeShippingFrom} />
      ) : null}
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
      <button type="submit" className="btn btn-primary" disabled={isSubmitting || placeOrder.isPending}>
        {isSubmitting || placeOrder.isPending ? ORDER_TEXT.placing : SPEC_APP_TEXT.orderNow}
      </button>
    </form>
  );
}
