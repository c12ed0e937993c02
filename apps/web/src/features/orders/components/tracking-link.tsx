// A shipped order's tracking number: a link to the carrier's page when the API knows one
// (a new tab, rel=noopener), plain text otherwise.
import { ORDER_DESK_UI_TEXT } from '@store/shared/messages';
import type { Order } from '@store/shared/schemas';

export function TrackingLink({ order }: { order: Pick<Order, 'carrier' | 'trackingNumber' | 'trackingUrl'> }) {
  if (!order.trackingNumber) return null;
  const text = order.carrier ? `${order.carrier} ${order.trackingNumber}` : order.trackingNumber;
  if (!order.trackingUrl) return <span className="wrap-anywhere">{text}</span>;
  return (
    <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" className="link wrap-anywhere">
      {text}
      <span className="sr-only"> {ORDER_DESK_UI_TEXT.opensInNewTab}</span>
    </a>
  );
}
