// The Order Now form for one product; once booked, the buyer goes on to pay (decision 215). The address
// comes from the buyer's address book (or a new one saved to it), and the charges are the server's quote
// for that address.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SUCCESS_DIALOG_MS } from '@store/shared/constants';
import { API_PATHS } from '@store/shared/api-paths';
import { poishaToTaka, takaToPoisha } from '@store/shared/money';
import { type LineQuote, OrderContactSchema, type Product } from '@store/shared/schemas';
import type { SavedAddress } from '@store/shared/schemas/addresses';
import { Charges } from '../../../components/ui/charges.tsx';
import { TextField } from '../../../components/ui/fields.tsx';
import { api, ApiError } from '../../../lib/api-client.ts';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { AddressChooser } from '../../addresses/index.ts';
import { VerifyEmailBanner } from '../../auth/index.ts';
import { DeliveryQuote } from '../../cart/index.ts';
import { usePlaceOrder } from '../api/order-writes.ts';
import { paymentPath } from '../paths.ts';
import { accountLabel } from '../../../lib/account-label.ts';

interface OrderFormProps {
  /** As its chosen variant sells it. */
  product: Product;
  /** Named when the product has several. */
  variantId?: string | undefined;
  quantity: number;
  /** The price of one piece at this quantity (its quantity tier or the buyer's group); without: the product's price. */
  unitPrice?: number | undefined;
  email: string;
  onBooked: () => void;
}

/** The form's own field: the address is chosen above it. */
const OrderIdSchema = z.object({ orderId: OrderContactSchema.shape.orderId });
type OrderIdValues = z.output<typeof OrderIdSchema>;

export function OrderForm({
  product,
  variantId,
  quantity,
  unitPrice = product.price,
  email,
  onBooked,
}: OrderFormProps) {
  const { ORDER_TEXT } = useTexts('orders');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { SUCCESS_TEXT } = useTexts('feedback');
  const { taka, number } = useFormat();
  const apiText = useApiErrorText();
  const placeOrder = usePlaceOrder();
  const submissionKey = useSubmissionKey();
  const navigate = useNavigate();
  const [addressId, setAddressId] = useState<string | null>(null);
  const onAddressChange = useCallback((address: SavedAddress) => setAddressId(address.id), []);
  const quote = useQuery({
    queryKey: ['delivery-quote', addressId, product._id, variantId, quantity],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        addressId: addressId ?? '',
        productId: product._id,
        quantity: `${quantity}`,
      });
      if (variantId) query.set('variantId', variantId);
      return api<LineQuote>(`${API_PATHS.deliveryQuote}?${query}`, { auth: true, signal });
    },
    enabled: addressId !== null,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof OrderIdSchema>, unknown, OrderIdValues>({
    resolver: zodResolver(OrderIdSchema),
    defaultValues: { orderId: '' },
  });
  // In poisha, so that 3 × ৳0.10 is ৳0.30 and not 0.30000000000000004.
  const total = poishaToTaka(takaToPoisha(unitPrice) * quantity);
  const served = quote.data?.delivery.served ?? false;

  const submit = async ({ orderId }: OrderIdValues) => {
    if (!addressId) return;
    setFailure(null);
    const input = {
      productId: product._id,
      productname: product.name,
      email,
      orderQuanty: quantity,
      price: total,
      ...(variantId ? { variantId } : {}),
      orderId,
      addressId,
    };
    let booked;
    try {
      booked = await placeOrder.mutateAsync({ input, idempotencyKey: submissionKey.keyFor(input) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      let shownAtField = false;
      const orderIdMessage = apiText.field(error, 'orderId');
      if (orderIdMessage) {
        setError('orderId', { message: orderIdMessage });
        shownAtField = true;
      }
      // Stock taken by someone else meanwhile: the server's own words ('We Have No 6 Piece . We Have Only 2').
      setFailure(
        apiText.field(error, 'orderQuanty') ??
          apiText.field(error, 'addressId') ??
          (shownAtField ? null : apiText.message(error, ORDER_TEXT.orderFailed)),
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

  // The chooser holds its own form (a new address), so it stands before the order's form, not in it.
  return (
    <section className="flex flex-col gap-4" aria-labelledby="order-now-heading">
      <h2 id="order-now-heading" className="text-2xl font-bold">
        {SPEC_APP_TEXT.orderNow}
      </h2>
      <VerifyEmailBanner />
      <TextField label={ORDER_TEXT.labelProductName} value={product.name} readOnly className="bg-base-200" />
      <TextField label={ORDER_TEXT.labelEmail} value={accountLabel(email)} readOnly className="bg-base-200" />
      <TextField label={ORDER_TEXT.labelOrderQuantity} value={number(quantity)} readOnly className="bg-base-200" />
      <TextField label={ORDER_TEXT.labelPrice} value={taka(total)} readOnly className="bg-base-200" />
      <AddressChooser value={addressId} onChange={onAddressChange} />
      {quote.data ? (
        <div>
          <Charges {...quote.data} freeShippingFrom={quote.data.delivery.freeFrom ?? undefined} />
          <DeliveryQuote delivery={quote.data.delivery} />
        </div>
      ) : null}
      <form
        noValidate
        onSubmit={handleSubmit(submit)}
        className="flex flex-col gap-4"
        aria-label={SPEC_APP_TEXT.orderNow}
      >
        <TextField label={SPEC_APP_TEXT.orderIdLabel} error={errors.orderId?.message} {...register('orderId')} />
        {failure ? (
          <p role="alert" className="text-error">
            {failure}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn-primary"
          disabled={isSubmitting || placeOrder.isPending || !addressId || !served}
        >
          {isSubmitting || placeOrder.isPending ? ORDER_TEXT.placing : SPEC_APP_TEXT.orderNow}
        </button>
      </form>
    </section>
  );
}
