// /dashboard/manageallorders (admin): the order desk. Every filter, the search, the sort and the page
// live in the URL's search params, so a view can be bookmarked.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ORDER_STATUSES } from '@store/shared/order-flow';
import { hasAmounts, type ORDER_DESK_SORTS, type StaffOrder } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { SelectField, TextField } from '../../components/ui/fields.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { saveBlob } from '../../lib/api-blob.ts';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { BookingResults, BookParcelButton, canBookWithCourier, useParcelBooking } from '../courier/index.ts';
import { CodHistoryOf } from '../cod/index.ts';
import { CardTable, useRoleCan } from '../dashboard/index.ts';
import {
  allOrdersQueryOptions,
  exportOrders,
  type OrderDeskFilters,
  PAGE_SIZES,
  deskParams,
  promotionChoicesQueryOptions,
  readOrderDeskFilters,
} from './api/get-all-orders.ts';
import { cashToCollectQueryOptions } from './api/order-queries.ts';
import { DeliverySummary } from './components/delivery-address.tsx';
import { OrderActions } from './components/order-actions.tsx';
import { OrderLineNames } from './components/order-line-name.tsx';
import { PartialRefundAction } from './components/partial-refund-dialog.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import { useOrderName } from './order-name.ts';
import { orderPath } from './paths.ts';
import { accountLabel } from '../../lib/account-label.ts';
import { VatSummaryButton } from './components/vat-summary-button.tsx';

/** The promotion filter: every promotion by name and code; one in the URL the list lacks stays, by its id. */
function PromotionFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { ORDER_DESK_PROMOTION_TEXT: P, BOOKS_DISCOUNT_TEXT: D } = useTexts('promotions-books');
  const choices = useQuery(promotionChoicesQueryOptions());
  const list = choices.data ?? [];
  const options = value && !list.some((p) => p.id === value) ? [...list, { id: value, name: value, code: null }] : list;
  return (
    <SelectField label={P.filterLabel} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{P.any}</option>
      {options.map((p) => (
        // A promotion's name and code are the owner's data, never translated.
        <option key={p.id} value={p.id} translate="no">
          {p.code ? D.withCode({ name: p.name, code: p.code }) : p.name}
        </option>
      ))}
    </SelectField>
  );
}

/** `onChange` takes values as the URL writes them (an empty one clears the filter). */
function DeskFilters({
  filters,
  onChange,
}: {
  filters: OrderDeskFilters;
  onChange: (next: Record<string, string>) => void;
}) {
  const { ORDER_DESK_UI_TEXT: T } = useTexts('order-desk-ui');
  const { ORDER_STATUS_LABEL } = useTexts('order-desk');
  const { number } = useFormat();
  // A role without `amounts` (a packer) neither sorts by total nor reads the VAT summary (decision 240).
  const can = useRoleCan();
  const exportCsv = useMutation({
    mutationFn: async () => saveBlob(await exportOrders(filters), 'orders.csv'),
    onError: () => toast.error(T.exportFailed),
  });
  /** A select of the URL's `key`; with no value in the URL, its first option shows. */
  const select = (
    key: 'status' | 'paid' | 'method' | 'sort' | 'limit',
    label: string,
    options: Record<string, string>,
  ) => (
    <SelectField
      label={label}
      value={String(filters[key] ?? Object.keys(options)[0])}
      onChange={(e) => onChange({ [key]: e.target.value })}
    >
      {Object.entries(options).map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </SelectField>
  );
  /** A date of the URL's `key`; `from` is never after `to`. */
  const day = (key: 'from' | 'to', label: string) => (
    <TextField
      label={label}
      type="date"
      value={filters[key] ?? ''}
      {...(key === 'from' ? { max: filters.to } : { min: filters.from })}
      onChange={(e) => onChange({ [key]: e.target.value })}
    />
  );

  return (
    <div className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-200 p-3">
      <form
        role="search"
        aria-label={T.searchForm}
        onSubmit={(event) => {
          event.preventDefault();
          const q = new FormData(event.currentTarget).get('q');
          onChange({ q: typeof q === 'string' ? q.trim() : '' });
        }}
        className="flex flex-wrap items-end gap-2"
      >
        <div className="min-w-0 grow basis-60">
          <TextField
            label={T.search}
            type="search"
            name="q"
            // NOTE: uncontrolled, read at submit: a re-render never writes over what is being typed.
            defaultValue={filters.q ?? ''}
            placeholder={T.searchHint}
            maxLength={100}
          />
        </div>
        <button type="submit" className="btn btn-primary mb-1">
          {T.searchButton}
        </button>
      </form>
      <fieldset className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 lg:grid-cols-3">
        <legend className="sr-only">{T.filters}</legend>
        {select('status', T.filterState, {
          '': T.anyState,
          ...Object.fromEntries(ORDER_STATUSES.map((s) => [s, ORDER_STATUS_LABEL[s]])),
        })}
        {select('paid', T.payment, { '': T.paidAny, true: T.paidYes, false: T.paidNo })}
        {select('method', T.paymentMethodLabel, { '': T.methodAny, cod: T.methodCod, online: T.methodOnline })}
        <PromotionFilter value={filters.promotion ?? ''} onChange={(promotion) => onChange({ promotion })} />
        {day('from', T.filterFrom)}
        {day('to', T.filterTo)}
        {select(
          'sort',
          T.sort,
          can('amounts')
            ? ({
                newest: T.sortNewest,
                oldest: T.sortOldest,
                'total-desc': T.sortTotalDesc,
                'total-asc': T.sortTotalAsc,
              } satisfies Record<(typeof ORDER_DESK_SORTS)[number], string>)
            : { newest: T.sortNewest, oldest: T.sortOldest },
        )}
        {select('limit', T.pageSize, Object.fromEntries(PAGE_SIZES.map((n) => [n, number(n)])))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Link to="?" className="btn btn-ghost btn-sm">
          {T.clearFilters}
        </Link>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={exportCsv.isPending}
          onClick={() => exportCsv.mutate()}
        >
          {exportCsv.isPending ? T.exporting : T.exportCsv}
        </button>
        {can('vat') ? <VatSummaryButton from={filters.from} to={filters.to} /> : null}
      </div>
    </div>
  );
}

export function ManageAllOrdersPage() {
  const { ORDER_DESK_UI_TEXT: T } = useTexts('order-desk-ui');
  const { ORDER_TEXT } = useTexts('orders');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { ORDER_DELIVERY_TEXT } = useTexts('delivery');
  // NOTE: the rows' actions read the API errors' texts. Loaded with the page, so that the page does not
  // suspend when the rows arrive, putting the search box away while it is being typed in.
  useTexts('errors');
  const { taka, number, date } = useFormat();
  const orderName = useOrderName();
  // NOTE: without `amounts` the API leaves every price, total and payment out of the orders (decision 240): the
  // desk then shows no price nor transaction column, and no refund button.
  const can = useRoleCan();
  const seesAmounts = can('amounts');
  usePageTitle(SPEC_APP_TEXT.menuManageAllOrders);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readOrderDeskFilters(searchParams);
  const orders = useQuery(allOrdersQueryOptions(filters));
  const cash = useQuery(cashToCollectQueryOptions());
  const { COURIER_UI_TEXT } = useTexts('courier-ui');
  // The orders ticked for "Book selected"; a booking clears them (each row then shows its new state).
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const booking = useParcelBooking(() => setSelected(new Set()));
  const shown = orders.data?.orders ?? [];
  const bookable = shown.filter(canBookWithCourier);
  const chosen = bookable.filter((order) => selected.has(order._id)).map((order) => order._id);
  const nameOf = (orderId: string) => {
    const order = shown.find((o) => o._id === orderId);
    return order ? orderName(order) : orderId;
  };
  const toggle = (orderId: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(orderId)) next.add(orderId);
      return next;
    });

  /** A new filter starts again at page 1; paging keeps the filter. The URL is read back through the API's schema. */
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams({ ...Object.fromEntries(searchParams), page: '1', ...changes });
    setSearchParams(deskParams(readOrderDeskFilters(next)));
  };

  // Every COD order shows its number's history, read in one call for the page.
  const codPhones = (orders.data?.orders ?? []).filter((o) => o.paymentMethod === 'cod').map((o) => o.phone);
  const total = orders.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / filters.limit));
  const hasFilter = Boolean(
    filters.status ?? filters.paid ?? filters.method ?? filters.promotion ?? filters.q ?? filters.from ?? filters.to,
  );

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{ORDER_TEXT.allOrdersHeading({ n: total })}</h1>
      {/* key: "Clear filters" and the back button reset the search box with the URL. */}
      <DeskFilters key={filters.q ?? ''} filters={filters} onChange={update} />
      {cash.data && cash.data.orders > 0 ? (
        <p role="status" className="alert alert-info alert-soft">
          {T.cashToCollectSummary({ orders: cash.data.orders, amount: taka(cash.data.amount) })}
        </p>
      ) : null}
      <BookingResults booking={booking} nameOf={nameOf} />
      {bookable.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={chosen.length === bookable.length}
              onChange={(event) =>
                setSelected(new Set(event.currentTarget.checked ? bookable.map((order) => order._id) : []))
              }
            />
            {COURIER_UI_TEXT.selectAllBookable}
          </label>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={chosen.length === 0 || booking.isPending}
            onClick={() => booking.book(chosen)}
          >
            {booking.isPending ? COURIER_UI_TEXT.booking : COURIER_UI_TEXT.bookSelected({ n: chosen.length })}
          </button>
        </div>
      ) : null}
      {orders.isPending ? (
        <Spinner />
      ) : orders.isError ? (
        <LoadError onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <p>{hasFilter ? T.noMatches : ORDER_TEXT.noOrdersYet}</p>
      ) : (
        <CardTable
          className="[&_:is(td,th)]:px-2 [&_thead]:whitespace-normal"
          rows={orders.data.orders}
          rowKey={(order) => order._id}
          columns={[
            {
              label: ORDER_TEXT.colProductName,
              cell: (order) => (
                <div className="flex flex-col items-start gap-1">
                  {/* NOTE: the booking checkbox sits in this cell, not a column of its own: the desk's table
                  has no width to spare beside the menu at 1280 px. */}
                  {canBookWithCourier(order) ? (
                    <input
                      type="checkbox"
                      className="checkbox checkbox-sm"
                      checked={selected.has(order._id)}
                      onChange={() => toggle(order._id)}
                      aria-label={COURIER_UI_TEXT.selectOrder({ name: orderName(order) })}
                    />
                  ) : null}
                  <Link
                    to={orderPath(order._id)}
                    className="link font-medium wrap-break-word"
                    aria-label={T.openOrder({ name: orderName(order) })}
                    translate="no"
                  >
                    {orderName(order)}
                  </Link>
                  {/* Each variant ordered, with its SKU for picking. */}
                  <OrderLineNames lines={order.lines} />
                </div>
              ),
            },
            {
              label: ORDER_TEXT.colEmail,
              className: 'min-w-32 wrap-anywhere',
              isData: true,
              cell: (o) => accountLabel(o.email),
            },
            // The packer reads where each parcel goes and the zone and weight its shipping was priced on.
            {
              label: ORDER_DELIVERY_TEXT.deliverTo,
              className: 'min-w-40',
              cell: (order) => <DeliverySummary order={order} />,
            },
            ...(seesAmounts
              ? [
                  {
                    label: ORDER_TEXT.colPrice,
                    cell: (order: StaffOrder) => (hasAmounts(order) ? taka(order.price) : ''),
                  },
                ]
              : []),
            { label: ORDER_TEXT.colQuantity, cell: (order) => number(order.orderQuanty) },
            {
              label: ORDER_TEXT.colPlaced,
              cell: (order) => <time dateTime={order.createdAt}>{date(order.createdAt, 'dateTime')}</time>,
            },
            {
              label: T.filterState,
              // NOTE: the badges may wrap: their Bangla words would otherwise widen the desk past 1280 px.
              cell: (order) => (
                <div className="flex flex-wrap gap-1">
                  <StatusBadge status={order.status} />
                  {order.paymentMethod === 'cod' ? (
                    <span className="badge badge-outline h-auto whitespace-normal">{T.methodCod}</span>
                  ) : null}
                  {order.paymentMethod === 'cod' ? <CodHistoryOf phone={order.phone} phones={codPhones} /> : null}
                  {order.cashToCollect > 0 ? (
                    <span className="badge badge-warning h-auto whitespace-normal">
                      {T.cashToCollectBadge({ amount: taka(order.cashToCollect) })}
                    </span>
                  ) : null}
                </div>
              ),
            },
            ...(seesAmounts
              ? [
                  {
                    label: ORDER_TEXT.colTransactionId,
                    className: 'min-w-32 font-mono text-sm wrap-anywhere',
                    isData: true,
                    cell: (order: StaffOrder) => (hasAmounts(order) ? (order.transactionId ?? '') : ''),
                  },
                ]
              : []),
            {
              label: T.actions,
              className: 'min-w-32',
              isUnlabelled: true,
              cell: (order) => (
                <>
                  {canBookWithCourier(order) ? (
                    <BookParcelButton orderId={order._id} name={orderName(order)} booking={booking} isInList />
                  ) : null}
                  <OrderActions order={order} name={orderName(order)} isInList />
                  {can('refunds') && hasAmounts(order) ? (
                    <PartialRefundAction order={order} name={orderName(order)} isInList />
                  ) : null}
                </>
              ),
            },
          ]}
        />
      )}
      <Pager
        page={filters.page}
        pages={pages}
        onPage={(page) => update({ page: String(page) })}
        texts={{
          previous: ORDER_TEXT.previousPage,
          next: ORDER_TEXT.nextPage,
          pageOf: ORDER_TEXT.pageOf({ page: filters.page, pages }),
        }}
      />
    </section>
  );
}
