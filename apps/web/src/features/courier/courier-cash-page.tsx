// /dashboard/courier-cash (admin): per courier, the cash it collected on delivery and has not paid out
// (its orders, mismatches flagged, and the form that records a payout), then the payouts received.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { CardTable } from '../dashboard/index.ts';
import { courierCashQueryOptions, courierPayoutsQueryOptions } from './api/courier-cash.ts';
import { CourierCashCard } from './components/payout-form.tsx';

/** `nameOf`: a courier's name (its key when the page knows no name for it). */
function Payouts({ nameOf }: { nameOf: (courier: string) => string }) {
  const { COURIER_UI_TEXT: T } = useTexts('courier-ui');
  const { taka, date } = useFormat();
  const headingId = useId();
  const payouts = useQuery(courierPayoutsQueryOptions());
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-xl font-bold">
        {T.payoutsHeading}
      </h2>
      {payouts.isPending ? (
        <Spinner />
      ) : payouts.isError ? (
        <LoadError onRetry={() => void payouts.refetch()} />
      ) : payouts.data.payouts.length === 0 ? (
        <p>{T.noPayouts}</p>
      ) : (
        <CardTable
          rows={payouts.data.payouts}
          rowKey={(p) => p.id}
          columns={[
            { label: T.colPaidOn, cell: (p) => <time dateTime={p.paidOn}>{date(p.paidOn)}</time> },
            { label: T.courier, isData: true, cell: (p) => nameOf(p.courier) },
            {
              label: T.reference,
              isRowHeader: true,
              isData: true,
              className: 'wrap-anywhere',
              cell: (p) => p.reference,
            },
            { label: T.colAmount, cell: (p) => taka(p.amount) },
            { label: T.colOrders, cell: (p) => T.orderCount({ n: p.orderIds.length }) },
          ]}
        />
      )}
    </section>
  );
}

export function CourierCashPage() {
  const { COURIER_UI_TEXT: T } = useTexts('courier-ui');
  usePageTitle(T.cashTitle);
  const cash = useQuery(courierCashQueryOptions());
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{T.cashTitle}</h1>
      <p>{T.cashIntro}</p>
      {cash.isPending ? (
        <Spinner />
      ) : cash.isError ? (
        <LoadError onRetry={() => void cash.refetch()} />
      ) : cash.data.couriers.every((c) => c.orders.length === 0) ? (
        <p>{T.noCash}</p>
      ) : (
        cash.data.couriers
          .filter((c) => c.orders.length > 0)
          // key: a payout changes the orders; the form starts again with every remaining order ticked.
          .map((entry) => (
            <CourierCashCard key={`${entry.courier}-${entry.orders.map((o) => o.orderId).join()}`} entry={entry} />
          ))
      )}
      <Payouts nameOf={(courier) => cash.data?.couriers.find((c) => c.courier === courier)?.courierName ?? courier} />
    </section>
  );
}
