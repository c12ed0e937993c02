// One courier's unpaid cash: its delivered orders (a mismatch flagged) and the form that records a payout
// for the orders ticked (all at first), on a day, under the courier's reference.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { CourierCash } from '@store/shared/schemas';
import { TextField } from '../../../components/ui/fields.tsx';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';
import { CardTable } from '../../dashboard/index.ts';
import { orderPath } from '../../orders/index.ts';
import { useRecordPayout } from '../api/courier-cash.ts';

type CourierCashEntry = CourierCash['couriers'][number];

/** Today on the store's clock (Dhaka), as the date field writes it. */
const todayInDhaka = (): string => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Dhaka' });

export function CourierCashCard({ entry }: { entry: CourierCashEntry }) {
  const { COURIER_UI_TEXT: T } = useTexts('courier-ui');
  const { taka, date } = useFormat();
  const apiText = useApiErrorText();
  const record = useRecordPayout();
  const headingId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(entry.orders.map((o) => o.orderId)));
  const [paidOn, setPaidOn] = useState(todayInDhaka);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ paidOn?: string; reference?: string; orders?: string }>({});
  const chosenTotal = entry.orders.filter((o) => chosen.has(o.orderId)).reduce((sum, o) => sum + o.collectedAmount, 0);

  const toggle = (orderId: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(orderId)) next.add(orderId);
      return next;
    });

  function submit() {
    const found = {
      ...(paidOn ? {} : { paidOn: T.dateRequired }),
      ...(reference.trim() ? {} : { reference: T.referenceRequired }),
      ...(chosen.size > 0 ? {} : { orders: T.chooseOrders }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    record.mutate(
      { courier: entry.courier, paidOn, reference: reference.trim(), orderIds: [...chosen] },
      {
        onSuccess: (payout) => {
          toast.success(T.payoutRecorded({ amount: taka(payout.amount) }));
          setReference('');
        },
        onError: (error) => toast.error(apiText.refusal(error, T.payoutFailed)),
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-box border border-base-300 p-4">
      <h2 id={headingId} className="text-xl font-bold" translate="no">
        {entry.courierName}
      </h2>
      <p className="font-semibold">{T.unpaidTotal({ amount: taka(entry.unpaidTotal) })}</p>
      <form
        noValidate
        aria-label={T.payoutHeading({ courier: entry.courierName })}
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="flex flex-col gap-2" aria-describedby={errors.orders ? `${headingId}-orders` : undefined}>
          <legend className="font-semibold">{T.payoutOrders}</legend>
          <CardTable
            rows={entry.orders}
            rowKey={(o) => o.orderId}
            columns={[
              {
                label: T.colInclude,
                isLabelHidden: true,
                isUnlabelled: true,
                cell: (o) => (
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    checked={chosen.has(o.orderId)}
                    onChange={() => toggle(o.orderId)}
                    aria-label={T.includeOrder({ ref: o.ref })}
                  />
                ),
              },
              {
                label: T.colOrder,
                isRowHeader: true,
                isData: true,
                cell: (o) => (
                  <Link to={orderPath(o.orderId)} className="link font-mono wrap-anywhere">
                    {o.ref}
                  </Link>
                ),
              },
              {
                label: T.colDelivered,
                cell: (o) => (o.deliveredAt ? <time dateTime={o.deliveredAt}>{date(o.deliveredAt)}</time> : null),
              },
              { label: T.colTotal, cell: (o) => taka(o.total) },
              {
                label: T.colCollected,
                cell: (o) => (
                  <span className="flex flex-wrap items-center gap-1">
                    {taka(o.collectedAmount)}
                    {o.amountMismatch ? <span className="badge badge-warning">{T.mismatchBadge}</span> : null}
                  </span>
                ),
              },
            ]}
          />
          {errors.orders ? (
            <p id={`${headingId}-orders`} className="text-sm text-error">
              {errors.orders}
            </p>
          ) : null}
        </fieldset>
        <p>{T.payoutTotal({ amount: taka(chosenTotal) })}</p>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <TextField
            label={T.paidOn}
            type="date"
            required
            value={paidOn}
            max={todayInDhaka()}
            error={errors.paidOn}
            onChange={(e) => setPaidOn(e.currentTarget.value)}
          />
          <TextField
            label={T.reference}
            required
            maxLength={100}
            autoComplete="off"
            placeholder={T.referenceHint}
            value={reference}
            error={errors.reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary w-full sm:w-fit" disabled={record.isPending}>
          {record.isPending ? T.recording : T.recordPayout}
        </button>
      </form>
    </section>
  );
}
