// Checkout of an account's cart: where to (an address of the buyer's book, or a new one saved to it), the
// spec's optional order id and, folded away, the business a VAT invoice names (business name, BIN, address);
// the order is booked and the buyer goes on to pay. The shipping the cart
// shows follows the chosen address (its parent asks the server for the quote).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { messageRef } from '@store/shared/i18n/catalogue';
import { BusinessDetailsShape, OrderContactSchema } from '@store/shared/schemas';
import type { AddressFormValues, SavedAddress } from '@store/shared/schemas/addresses';
import { TextField } from '../../../components/ui/fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { AddressChooser } from '../../addresses/index.ts';
import { VerifyEmailBanner } from '../../auth/index.ts';
import { useCheckout } from '../api/cart-lines.ts';

/** The form's own fields: the address is chosen above it. A BIN needs its business name. */
const OrderIdSchema = z
  .object({ orderId: OrderContactSchema.shape.orderId, ...BusinessDetailsShape })
  .refine((v) => v.bin === '' || v.businessName !== '', {
    path: ['businessName'],
    message: messageRef('vat', 'VAT_TEXT', 'businessNameRequired'),
  });

type BusinessFields = { businessName: string; bin: string; businessAddress: string };
/** The business part of the body: left out when all three are empty (the server then takes the profile's). */
const businessOf = ({ businessName, bin, businessAddress }: BusinessFields) =>
  businessName || bin || businessAddress ? { business: { businessName, bin, businessAddress } } : {};

interface CheckoutFormProps {
  hours: number | undefined;
  addressId: string | null;
  onAddressChange: (address: SavedAddress) => void;
  /** False when no zone delivers to the chosen address: nothing can be placed. */
  deliverable: boolean;
  /** What a new address starts with: the phone buyer's name and number. */
  newAddress?: Partial<AddressFormValues> | undefined;
  /** The total the buyer sees (taka): the server refuses the order (409) when its own differs. */
  expectedTotal?: number | undefined;
  /** True while the chosen address's total is being quoted: the total on screen is not that address's yet. */
  quoting?: boolean | undefined;
}

export function CheckoutForm(props: CheckoutFormProps) {
  const { hours, addressId, onAddressChange, deliverable, newAddress, expectedTotal, quoting } = props;
  const { CART_TEXT, ORDER_PAGE_TEXT } = useTexts('cart');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  // The areas of the server's line messages (a quantity rule's, from the feedback area) and address ones.
  useTexts('feedback');
  useTexts('delivery');
  const { VAT_FORM_TEXT: V } = useTexts('vat');
  // A promotion that ended or a total that changed is refused with the promotions area's message.
  useTexts('promotions');
  const apiText = useApiErrorText();
  const navigate = useNavigate();
  // One key per checkout attempt on this page: a repeated submit after a lost answer gets the same order.
  // A refusal (409: the total changed, a promotion ended) placed nothing: the next attempt is a new one.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const placing = useCheckout(idempotencyKey);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof OrderIdSchema>, unknown, z.output<typeof OrderIdSchema>>({
    resolver: zodResolver(OrderIdSchema),
    defaultValues: { orderId: '', businessName: '', bin: '', businessAddress: '' },
  });
  const businessError = errors.businessName ?? errors.bin ?? errors.businessAddress;
  const placingError = placing.isError ? placing.error : null;

  // The chooser holds its own form (a new address), so it stands before the checkout's form, not in it.
  return (
    <section aria-labelledby="checkout-heading" className="mt-6 flex flex-col gap-1 sm:max-w-md">
      <h2 id="checkout-heading" className="text-xl font-bold">
        {CART_TEXT.checkout}
      </h2>
      <VerifyEmailBanner />
      <AddressChooser value={addressId} onChange={onAddressChange} newAddress={newAddress} />
      <form
        noValidate
        aria-label={CART_TEXT.checkout}
        className="mt-2 flex flex-col gap-1"
        onSubmit={handleSubmit(async (values) => {
          if (!addressId) return;
          const result = await placing
            .mutateAsync({
              orderId: values.orderId,
              addressId,
              ...businessOf(values),
              ...(expectedTotal === undefined ? {} : { expectedTotal }),
            })
            .catch((e: unknown) => {
              if (e instanceof ApiError && e.status === 409) setIdempotencyKey(crypto.randomUUID());
              return null;
            });
          if (result)
            void navigate(`/dashboard/payment/${encodeURIComponent(result.insertedId)}`, { state: { booked: true } });
        })}
      >
        <TextField label={SPEC_APP_TEXT.orderIdLabel} error={errors.orderId?.message} {...register('orderId')} />
        {/* NOTE: open while one of its fields is refused, so that the message is seen. */}
        <details className="mt-2" open={businessError ? true : undefined}>
          <summary className="cursor-pointer font-bold">{V.checkoutToggle}</summary>
          <p className="text-sm">{V.checkoutHint}</p>
          <TextField
            label={V.businessName}
            error={errors.businessName?.message}
            autoComplete="organization"
            {...register('businessName')}
          />
          <TextField
            label={V.bin}
            error={errors.bin?.message}
            inputMode="numeric"
            translate="no"
            {...register('bin')}
          />
          <TextField
            label={V.businessAddress}
            error={errors.businessAddress?.message}
            autoComplete="street-address"
            {...register('businessAddress')}
          />
        </details>
        {hours ? <p className="text-sm">{ORDER_PAGE_TEXT.deadlineNote({ hours })}</p> : null}
        {placingError ? (
          <div role="alert" className="text-error">
            <p>{apiText.message(placingError, CART_TEXT.checkoutFailed)}</p>
            {Object.keys(placingError instanceof ApiError ? placingError.fields : {})
              .filter((key) => key.startsWith('lines.') || key.startsWith('business.') || key === 'addressId')
              .map((key) => (
                <p key={key}>{apiText.field(placingError, key)}</p>
              ))}
          </div>
        ) : null}
        <button
          type="submit"
          className="btn btn-primary mt-2"
          disabled={placing.isPending || !addressId || !deliverable || quoting}
        >
          {placing.isPending ? CART_TEXT.placing : CART_TEXT.placeOrder}
        </button>
      </form>
    </section>
  );
}
