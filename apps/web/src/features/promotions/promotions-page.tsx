// /dashboard/promotions (admin): every promotion with its state now, what it gives, its code, its dates in Dhaka
// time, its uses and the discount it has given; filter by state, pause or resume, delete one never used. The table
// becomes cards on a phone.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { type Promotion, PROMOTION_STATES, type PromotionState } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { CardTable } from '../dashboard/index.ts';
import { promotionsQueryOptions, useDeletePromotion, useSetPromotionStatus } from './api/promotions.ts';

const isState = (value: string | null): value is PromotionState => PROMOTION_STATES.some((state) => state === value);

const STATE_BADGE: Record<PromotionState, string> = {
  scheduled: 'badge-info',
  running: 'badge-success',
  paused: 'badge-warning',
  ended: 'badge-ghost',
  used_up: 'badge-ghost',
};

function PromotionActions({ promotion }: { promotion: Promotion }) {
  const { PROMOTIONS_ADMIN_TEXT: T } = useTexts('promotions-ui');
  // The server's refusals name the promotions area's texts.
  useTexts('promotions');
  const errorText = useApiErrorText();
  const setStatus = useSetPromotionStatus();
  const remove = useDeletePromotion();
  const name = promotion.name;
  const isPaused = promotion.status === 'paused';

  function toggle() {
    setStatus.mutate(
      { id: promotion._id, status: isPaused ? 'active' : 'paused' },
      {
        onSuccess: () => toast.success(isPaused ? T.resumed : T.paused),
        onError: (e) => toast.error(errorText.message(e, T.actionFailed)),
      },
    );
  }

  async function handleDelete() {
    const { default: Swal } = await import('sweetalert2');
    const answer = await Swal.fire({
      icon: 'warning',
      title: T.deleteConfirm({ name }),
      showCancelButton: true,
      confirmButtonText: T.deleteOf({ name }),
      cancelButtonText: T.cancel,
    });
    if (!answer.isConfirmed) return;
    remove.mutate(promotion._id, {
      onSuccess: () => toast.success(T.deleted),
      onError: (e) => toast.error(errorText.message(e, T.actionFailed)),
    });
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={`/dashboard/promotions/${encodeURIComponent(promotion._id)}`}
        className="btn btn-sm btn-outline"
        aria-label={T.editOf({ name })}
      >
        {T.edit}
      </Link>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        aria-label={(isPaused ? T.resumeOf : T.pauseOf)({ name })}
        disabled={setStatus.isPending}
        onClick={toggle}
      >
        {isPaused ? T.resume : T.pause}
      </button>
      {promotion.uses === 0 ? (
        <button
          type="button"
          className="btn btn-sm btn-outline btn-error"
          aria-label={T.deleteOf({ name })}
          disabled={remove.isPending}
          onClick={() => void handleDelete()}
        >
          {T.delete}
        </button>
      ) : null}
    </div>
  );
}

export function PromotionsPage() {
  const { PROMOTIONS_ADMIN_TEXT: T, PROMOTION_STATE, PROMOTION_KIND } = useTexts('promotions-ui');
  const { date, taka, number } = useFormat();
  usePageTitle(T.title);
  const [params, setParams] = useSearchParams();
  const requested = params.get('state');
  const state = isState(requested) ? requested : null;
  const query = useQuery(promotionsQueryOptions(state));

  const dates = (p: Promotion) => {
    const start = date(p.startsAt, 'dateTime');
    return p.endsAt ? T.fromTo({ start, end: date(p.endsAt, 'dateTime') }) : T.from({ start });
  };

  let content;
  if (query.isPending) content = <Spinner />;
  else if (query.isError) content = <LoadError onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0) content = <p>{state ? T.emptyState : T.empty}</p>;
  else {
    content = (
      <CardTable
        rows={query.data}
        rowKey={(p) => p._id}
        columns={[
          {
            label: T.colName,
            isRowHeader: true,
            isData: true,
            className: 'font-semibold [overflow-wrap:anywhere]',
            cell: (p) => p.name,
          },
          {
            label: T.colState,
            cell: (p) => <span className={`badge ${STATE_BADGE[p.state]}`}>{PROMOTION_STATE[p.state]}</span>,
          },
          { label: T.colKind, cell: (p) => PROMOTION_KIND[p.kind] },
          {
            label: T.colCode,
            cell: (p) =>
              p.code ? (
                <span className="font-mono" translate="no">
                  {p.code}
                </span>
              ) : (
                T.automatic
              ),
          },
          { label: T.colDates, className: 'min-w-40', cell: dates },
          {
            label: T.colUses,
            cell: (p) => (p.maxUses === null ? number(p.uses) : T.usesOf({ uses: p.uses, max: p.maxUses })),
          },
          { label: T.colDiscount, cell: (p) => taka(p.discountGiven) },
          {
            label: T.colActions,
            isLabelHidden: true,
            isUnlabelled: true,
            cell: (p) => <PromotionActions promotion={p} />,
          },
        ]}
      />
    );
  }

  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-2xl font-bold">{T.title}</h2>
        <Link to="/dashboard/promotions/new" className="btn btn-primary btn-sm">
          {T.newPromotion}
        </Link>
      </div>
      <p className="mb-4 text-sm">{T.intro}</p>
      <fieldset className="mb-4 flex flex-wrap items-center gap-2">
        <legend className="sr-only">{T.filterLabel}</legend>
        <span aria-hidden="true" className="text-sm font-semibold">
          {T.filterLabel}
        </span>
        {[null, ...PROMOTION_STATES].map((s) => (
          <button
            key={s ?? 'all'}
            type="button"
            aria-pressed={s === state}
            className={`btn btn-sm ${s === state ? 'btn-primary' : 'btn-outline'}`}
            onClick={() => setParams(s ? { state: s } : {})}
          >
            {s ? PROMOTION_STATE[s] : T.filterAll}
          </button>
        ))}
      </fieldset>
      {content}
    </div>
  );
}
