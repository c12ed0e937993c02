// A shipped order's tracking number: a link to the carrier's page (a new tab) when the API knows one.
import type { Order } from '@store/shared/schemas';
import { useTexts } from '../../../lib/i18n.tsx';

export function TrackingLink({ order }: { order: Pick<Order, 'carrier' | 'trackingNumber' | 'trackingUrl'> }) {
  const { ORDER_DESK_UI_TEXT } = useTexts('order-desk-ui');
  if (!order.trackingNumber) return null;
  const text = order.carrier ? `${order.carrier} ${order.trackingNumber}` : order.trackingNumber;
  if (!order.trackingUrl) {
    return (
      <span className="wrap-anywhere" translate="no">
        {text}
      </span>
    );
  }
  return (
    <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" className="link wrap-anywhere">
      <span translate="no">{text}</span>
      <span className="sr-only"> {ORDER_DESK_UI_TEXT.opensInNewTab}</span>
    </a>
  );
}
