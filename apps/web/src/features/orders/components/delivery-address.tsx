// Where an order goes and what its shipping was priced on, as the order page, the invoice and the desk
// show it: the structured address (place names in the page's language), else the spec's free text.
import type { ReactNode } from 'react';
import { areaById, districtById } from '@store/shared/geo';
import type { Locale } from '@store/shared/i18n/locales';
import type { Order } from '@store/shared/schemas';
import { displayBdMobile } from '@store/shared/schemas/phone';
import { useLocale, useTexts } from '../../../lib/i18n.tsx';

export type OrderDeliveryAddress = NonNullable<Order['deliveryAddress']>;
type PricedOn = Pick<Order, 'shippingZone' | 'weightGrams'>;

/** The name the API gives the default zone (apps/api/src/features/shipping/load-zones.ts); shown in the page's language. */
const DEFAULT_ZONE_NAME = 'Bangladesh';

/** `Dhanmondi, Dhaka 1205` / `ধানমন্ডি, ঢাকা 1205`; a district's own sadar area reads once. */
export function placeLine(address: Pick<OrderDeliveryAddress, 'areaId' | 'districtId' | 'postcode'>, locale: Locale) {
  const names = [areaById(address.areaId), districtById(address.districtId)]
    .filter((p) => p !== undefined)
    .map((p) => (locale === 'bn' ? p.bn : p.en));
  const place = [...new Set(names)].join(', ');
  return address.postcode ? `${place} ${address.postcode}` : place;
}

/** A phone as it is read out (01711-000000), calling it when clicked. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="link" translate="no">
      {displayBdMobile(phone)}
    </a>
  );
}

interface DeliveryAddressProps {
  address: OrderDeliveryAddress;
  /** Leave the phone out where the page shows it beside the address already. */
  hasPhone?: boolean;
}

/** Recipient, phone, street, landmark, then the area, district and postcode: one line each. */
export function DeliveryAddressLines({ address, hasPhone = true }: DeliveryAddressProps) {
  const { ORDER_DELIVERY_TEXT: T } = useTexts('delivery');
  const locale = useLocale();
  return (
    <div className="flex flex-col wrap-break-word">
      {/* The buyer's own words stay as written; the place is in the page's language. */}
      <span className="font-semibold" translate="no">
        {address.recipientName}
      </span>
      {hasPhone ? (
        <span>
          <PhoneLink phone={address.phone} />
        </span>
      ) : null}
      <span translate="no">{address.street}</span>
      {address.landmark ? <span>{T.nearLandmark({ landmark: address.landmark })}</span> : null}
      <span>{placeLine(address, locale)}</span>
    </div>
  );
}

/** The order's address: the structured one when it has one, else its free text as typed. */
export function OrderAddress({
  order,
  hasPhone,
}: {
  order: { address: string; deliveryAddress?: OrderDeliveryAddress | null | undefined };
  hasPhone?: boolean;
}) {
  if (order.deliveryAddress) {
    return <DeliveryAddressLines address={order.deliveryAddress} {...(hasPhone === undefined ? {} : { hasPhone })} />;
  }
  return (
    <span className="whitespace-pre-line wrap-break-word" translate="no">
      {order.address}
    </span>
  );
}

/**
 * What the shipping was priced on: `Dhaka city, 1.2 kg` (the zone alone when nothing was weighed); null
 * for an order placed before zones.
 */
export function usePricedOn(): (order: PricedOn) => ReactNode {
  const { ORDER_DELIVERY_TEXT: T } = useTexts('delivery');
  const { DEFAULT_ZONE } = useTexts('shipping');
  return ({ shippingZone, weightGrams }) => {
    if (!shippingZone) return null;
    // The owner's zone name is their own words, not the page's language.
    const zone = shippingZone === DEFAULT_ZONE_NAME ? DEFAULT_ZONE.name : <span translate="no">{shippingZone}</span>;
    return weightGrams ? inText(T.zoneAndWeight({ zone: PLACE, kg: weightGrams / 1000 }), zone) : zone;
  };
}

/** A message's text with `node` where PLACE stood (a placeholder for what is not a string). */
const PLACE = '\u0001';
function inText(text: string, node: ReactNode): ReactNode {
  const [before = '', after = ''] = text.split(PLACE);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}

/** The shipping line's label: `Shipping (Dhaka city, 1.2 kg)`, or `shipping` alone. */
export function useShippingLabel(): (shipping: string, order: PricedOn) => ReactNode {
  const { ORDER_DELIVERY_TEXT: T } = useTexts('delivery');
  const pricedOn = usePricedOn();
  return (shipping, order) => {
    const basis = pricedOn(order);
    return basis ? inText(T.shippingPricedOn({ shipping, basis: PLACE }), basis) : shipping;
  };
}

/** The desk's cell: who and where (area and district, or the free text), and what the shipping was priced on. */
export function DeliverySummary({ order }: { order: Pick<Order, 'address' | 'deliveryAddress'> & PricedOn }) {
  const locale = useLocale();
  const pricedOn = usePricedOn()(order);
  const a = order.deliveryAddress;
  return (
    <div className="flex flex-col wrap-break-word">
      {a ? (
        <>
          <span translate="no">{a.recipientName}</span>
          <span>{placeLine(a, locale)}</span>
        </>
      ) : (
        <span className="whitespace-pre-line" translate="no">
          {order.address}
        </span>
      )}
      {pricedOn ? <span className="text-sm text-base-content/80">{pricedOn}</span> : null}
    </div>
  );
}
