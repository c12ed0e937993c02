// /dashboard/manageallorders (admin): the order desk. Every filter, the search, the sort and the page
// live in the URL's search params, so a view can be bookmarked. Under 48rem the rows are cards
// (.table-cards in index.css), so a phone never scrolls sideways.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ORDER_STATUSES } from '@store/shared/order-flow';
import type { OrderDeskSort } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { saveBlob } from '../../lib/download.ts';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import {
  allOrdersQueryOptions,
  exportOrders,
  type OrderDeskFilters,
  PAGE_SIZES,
  pagedParams,
  readOrderDeskFilters,
} from './api/get-all-orders.ts';
import { cashToCollectQueryOptions } from './api/get-cash-to-collect.ts';
import { OrderActions } from './components/order-actions.tsx';
import { PartialRefundAction } from './components/partial-refund-dialog.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import { useOrderName } from './order-name.ts';

const SORTS: readonly OrderDeskSort[] = ['newest', 'oldest', 'total-desc', 'total-asc'];

export const orderDetailPath = (id: string): string => `/dashboard/orders/${encodeURIComponent(id)}`;

function DeskFilters({
  filters,
  onChange,
}: {
  filters: OrderDeskFilters;
  onChange: (next: Partial<OrderDeskFilters>) => void;
}) {
  const { ORDER_DESK_UI_TEXT: T } = useTexts('order-desk-ui');
  const { ORDER_STATUS_LABEL } = useTexts('order-desk');
  const { number } = useFormat();
  const sortLabel: Record<OrderDeskSort, string> = {
    newest: T.sortNewest,
    oldest: T.sortOldest,
    'total-desc': T.sortTotalDesc,
    'total-asc': T.sortTotalAsc,
  };
  const id = useId();
  const [q, setQ] = useState(filters.q ?? '');
  const [isExporting, setExporting] = useState(false);

  function search(event: FormEvent) {
    event.preventDefault();
    onChange({ q: q.trim() || undefined });
  }

  async function exportCsv() {
    setExporting(true);
    try {
      saveBlob(await exportOrders(filters), 'orders.csv');
    } catch {
      toast.error(T.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  const field = 'flex min-w-0 flex-col gap-1';
  return (
    <div className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-200 p-3">
      <form role="search" aria-label={T.searchForm} onSubmit={search} className="flex flex-wrap items-end gap-2">
        <div className={`${field} grow basis-60`}>
          <label htmlFor={`${id}-q`} className="text-sm font-medium">
            {T.search}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className="input w-full"
            value={q}
            placeholder={T.searchHint}
            maxLength={100}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {T.searchButton}
        </button>
      </form>
      <fieldset className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 lg:grid-cols-3">
        <legend className="sr-only">{T.filters}</legend>
        <SelectField
          label={T.filterState}
          value={filters.status ?? ''}
          onChange={(e) => {
            const value = ORDER_STATUSES.find((s) => s === e.target.value);
            onChange({ status: value });
          }}
        >
          <option value="">{T.anyState}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABEL[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={T.filterPaid}
          value={filters.paid ?? ''}
          onChange={(e) => {
            const v = e.target.value;
            onChange({ paid: v === 'true' || v === 'false' ? v : undefined });
          }}
        >
          <option value="">{T.paidAny}</option>
          <option value="true">{T.paidYes}</option>
          <option value="false">{T.paidNo}</option>
        </SelectField>
        <SelectField
          label={T.filterMethod}
          value={filters.method ?? ''}
          onChange={(e) => {
            const v = e.target.value;
            onChange({ method: v === 'cod' || v === 'online' ? v : undefined });
          }}
        >
          <option value="">{T.methodAny}</option>
          <option value="cod">{T.methodCod}</option>
          <option value="online">{T.methodOnline}</option>
        </SelectField>
        <div className={field}>
          <label htmlFor={`${id}-from`} className="text-sm font-medium">
            {T.filterFrom}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="input w-full"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => onChange({ from: e.target.value || undefined })}
          />
        </div>
        <div className={field}>
          <label htmlFor={`${id}-to`} className="text-sm font-medium">
            {T.filterTo}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="input w-full"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(e) => onChange({ to: e.target.value || undefined })}
          />
        </div>
        <SelectField
          label={T.sort}
          value={filters.sort ?? 'newest'}
          onChange={(e) => onChange({ sort: SORTS.find((s) => s === e.target.value) })}
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {sortLabel[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={T.pageSize}
          value={filters.limit}
          onChange={(e) => onChange({ limit: Number(e.target.value) })}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {number(n)}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Link to="?" className="btn btn-ghost btn-sm">
          {T.clearFilters}
        </Link>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={isExporting}
          onClick={() => void exportCsv()}
        >
          {isExporting ? T.exporting : T.exportCsv}
        </button>
      </div>
    </div>
  );
}

export function ManageAllOrdersPage() {
  const { ORDER_DESK_UI_TEXT: T } = useTexts('order-desk-ui');
  const { ORDER_TEXT } = useTexts('orders');
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  const { taka, number, date } = useFormat();
  const orderName = useOrderName();
  usePageTitle(SPEC_APP_TEXT.menuManageAllOrders);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readOrderDeskFilters(searchParams);
  const orders = useQuery(allOrdersQueryOptions(filters));
  const cash = useQuery(cashToCollectQueryOptions());

  /** A new filter starts again at page 1; paging keeps the filter. */
  const update = (next: Partial<OrderDeskFilters>) => {
    const merged: OrderDeskFilters = { ...filters, page: 1, ...next };
    for (const key of Object.keys(next) as (keyof OrderDeskFilters)[]) {
      if (next[key] === undefined) delete merged[key];
    }
    setSearchParams(pagedParams(merged));
  };

  const total = orders.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / filters.limit));
  const hasFilter = Boolean(
    filters.status ?? filters.paid ?? filters.method ?? filters.q ?? filters.from ?? filters.to,
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
      {orders.isPending ? (
        <Spinner />
      ) : orders.isError ? (
        <LoadError onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <p>{hasFilter ? T.noMatches : ORDER_TEXT.noOrdersYet}</p>
      ) : (
        <div className="@container">
          <table className="table-cards table [&_:is(td,th)]:px-2 [&_thead]:whitespace-normal">
            <thead className="text-base-content">
              <tr>
                <th scope="col">{ORDER_TEXT.colProductName}</th>
                <th scope="col">{ORDER_TEXT.colEmail}</th>
                <th scope="col">{ORDER_TEXT.colPrice}</th>
                <th scope="col">{ORDER_TEXT.colQuantity}</th>
                <th scope="col">{ORDER_TEXT.colPlaced}</th>
                <th scope="col">{T.colState}</th>
                <th scope="col">{ORDER_TEXT.colTransactionId}</th>
                <th scope="col">{T.actions}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.orders.map((order) => (
                <tr key={order._id}>
                  <td data-label={ORDER_TEXT.colProductName}>
                    <Link
                      to={orderDetailPath(order._id)}
                      className="link font-medium wrap-break-word"
                      aria-label={T.openOrder({ name: orderName(order) })}
                      translate="no"
                    >
                      {orderName(order)}
                    </Link>
                  </td>
                  <td data-label={ORDER_TEXT.colEmail} className="min-w-36 wrap-anywhere" translate="no">
                    {order.email}
                  </td>
                  <td data-label={ORDER_TEXT.colPrice}>{taka(order.price)}</td>
                  <td data-label={ORDER_TEXT.colQuantity}>{number(order.orderQuanty)}</td>
                  <td data-label={ORDER_TEXT.colPlaced}>
                    <time dateTime={order.createdAt}>{date(order.createdAt, 'dateTime')}</time>
                  </td>
                  <td data-label={T.colState}>
                    <div className="flex flex-wrap gap-1">
                      <StatusBadge status={order.status} />
                      {order.paymentMethod === 'cod' ? (
                        <span className="badge badge-outline">{T.methodCod}</span>
                      ) : null}
                      {order.cashToCollect > 0 ? (
                        <span className="badge badge-warning">
                          {T.cashToCollectBadge({ amount: taka(order.cashToCollect) })}
                        </span>
                      ) : null}
                    </div>
                  </td>
                  <td
                    data-label={ORDER_TEXT.colTransactionId}
                    className="min-w-32 font-mono text-sm wrap-anywhere"
                    translate="no"
                  >
                    {order.transactionId ?? ''}
                  </td>
                  <td className="min-w-32">
                    <OrderActions order={order} size="sm" nameSuffix={orderName(order)} />
                    <PartialRefundAction
                      order={order}
                      name={orderName(order)}
                      nameSuffix={orderName(order)}
                      size="sm"
                      className="mt-2"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={filters.page}
        pages={pages}
        onPage={(page) => update({ page })}
        texts={{
          previous: ORDER_TEXT.previousPage,
          next: ORDER_TEXT.nextPage,
          pageOf: ORDER_TEXT.pageOf({ page: filters.page, pages }),
        }}
      />
    </section>
  );
}
