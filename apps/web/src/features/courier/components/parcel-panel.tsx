// An order's courier parcel on its page: the courier, the tracking code (a link to the courier's page, in
// a new tab) and the latest state in words for everyone; the consignment, the cash and a mismatch for admins.
import type { CourierParcel } from '@store/shared/schemas';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';
import { Detail } from '../../dashboard/index.ts';

const detailsClass = 'grid grid-cols-[minmax(6rem,auto)_minmax(0,1fr)] gap-x-4 gap-y-1';

/** The parcel's tracking code, linked when the courier has a tracking page. */
export function ParcelTrackingLink({ parcel }: { parcel: Pick<CourierParcel, 'trackingCode' | 'trackingUrl'> }) {
  const { ORDER_DESK_UI_TEXT } = useTexts('order-desk-ui');
  if (!parcel.trackingUrl) {
    return (
      <span className="font-mono wrap-anywhere" translate="no">
        {parcel.trackingCode}
      </span>
    );
  }
  return (
    <a href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer" className="link font-mono wrap-anywhere">
      <span translate="no">{parcel.trackingCode}</span>
      <span className="sr-only"> {ORDER_DESK_UI_TEXT.opensInNewTab}</span>
    </a>
  );
}

/** The parcel's state as the buyer reads it. */
export function ParcelStatusText({ status }: { status: CourierParcel['status'] }) {
  const { PARCEL_STATUS_LABEL } = useTexts('courier-ui');
  return <span className="badge badge-info h-auto min-h-5">{PARCEL_STATUS_LABEL[status]}</span>;
}

interface ParcelPanelProps {
  parcel: CourierParcel;
  isAdmin: boolean;
}

export function ParcelPanel({ parcel, isAdmin }: ParcelPanelProps) {
  const { COURIER_UI_TEXT: T } = useTexts('courier-ui');
  const { taka, date } = useFormat();
  return (
    <section aria-label={T.parcelHeading} className="flex flex-col gap-2 rounded-box border border-base-300 p-4">
      <h2 className="text-xl font-bold">{T.parcelHeading}</h2>
      <dl className={detailsClass}>
        <Detail term={T.courier} data={parcel.courierName} />
        <Detail term={T.trackingCode}>
          <ParcelTrackingLink parcel={parcel} />
        </Detail>
        <Detail term={T.latestStatus}>
          <ParcelStatusText status={parcel.status} />
        </Detail>
        <Detail term={T.updated}>
          <time dateTime={parcel.updatedAt}>{date(parcel.updatedAt, 'dateTime')}</time>
        </Detail>
        {isAdmin ? (
          <>
            <Detail term={T.consignmentId} data={parcel.consignmentId} className="font-mono wrap-anywhere" />
            <Detail term={T.courierWord} data={parcel.courierStatus} className="wrap-anywhere" />
            <Detail term={T.codAmount}>{taka(parcel.codAmount)}</Detail>
            <Detail term={T.collectedAmount}>
              {parcel.collectedAmount === null ? null : taka(parcel.collectedAmount)}
            </Detail>
          </>
        ) : null}
      </dl>
      {isAdmin && parcel.amountMismatch ? (
        <p role="alert" className="alert alert-warning alert-soft">
          {T.mismatch({ collected: taka(parcel.collectedAmount ?? 0), expected: taka(parcel.codAmount) })}
        </p>
      ) : null}
    </section>
  );
}
