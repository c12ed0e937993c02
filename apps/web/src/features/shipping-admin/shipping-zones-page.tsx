// /dashboard/shipping (admin): the delivery rates by zone, as cards that read the same at 360 px; add,
// edit and delete a zone. Checkout quotes new orders from these; placed orders keep their fee.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { ShippingZone } from '@store/shared/schemas/shipping-zones';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useFormat, useLocale, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { shippingZonesQueryOptions, useDeleteShippingZone } from './api/shipping-zones.ts';
import { ZoneForm } from './components/zone-form.tsx';
import { type Geo, geoQueryOptions, summarizePlaces } from './place-summary.ts';

interface ZoneCardProps {
  zone: ShippingZone;
  zones: readonly ShippingZone[];
  geo: Geo;
  onEdit: () => void;
}

function ZoneCard({ zone, zones, geo, onEdit }: ZoneCardProps) {
  const { SHIPPING_ZONES_ADMIN: T, SHIPPING_RATES: R } = useTexts('shipping');
  const { taka } = useFormat();
  const locale = useLocale();
  const errorText = useApiErrorText();
  const remove = useDeleteShippingZone();

  async function handleDelete() {
    const { default: Swal } = await import('sweetalert2');
    const answer = await Swal.fire({
      icon: 'warning',
      title: T.deleteConfirm({ name: zone.name }),
      showCancelButton: true,
      confirmButtonText: T.deleteZone({ name: zone.name }),
      cancelButtonText: T.cancel,
    });
    if (!answer.isConfirmed) return;
    remove.mutate(zone.id, {
      onSuccess: () => toast.success(T.deleted),
      onError: (e) => toast.error(errorText.refusal(e, T.saveFailed)),
    });
  }

  const rows: [string, string][] = [
    [R.firstKg, taka(zone.baseFee)],
    [R.furtherKg, taka(zone.perKgFee)],
    [R.freeFrom, zone.freeFrom === null ? R.never : taka(zone.freeFrom)],
    [R.cod, zone.cod ? R.yes : R.no],
    [
      `${R.places} (${T.placeCount({ count: zone.districtIds.length + zone.areaIds.length })})`,
      summarizePlaces(zone, zones, geo, locale, R),
    ],
  ];
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-3" aria-labelledby={`zone-${zone.id}`}>
      <h3 id={`zone-${zone.id}`} className="text-lg font-semibold" translate="no">
        {zone.name}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="text-base-content/80">{term}</dt>
            <dd className="min-w-0 break-words">{detail}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          aria-label={T.editZone({ name: zone.name })}
          onClick={onEdit}
        >
          {T.edit}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-error btn-outline"
          aria-label={T.deleteZone({ name: zone.name })}
          disabled={remove.isPending}
          onClick={() => void handleDelete()}
        >
          {T.deleteButton}
        </button>
      </div>
    </li>
  );
}

/** What the form shows: nothing, a new zone, or the zone of that id. */
type Editing = null | { isNew: true } | { id: string };

export function ShippingZonesPage() {
  const { SHIPPING_ZONES_ADMIN: T } = useTexts('shipping');
  usePageTitle(T.pageHeading);
  const zones = useQuery(shippingZonesQueryOptions());
  const geo = useQuery(geoQueryOptions());
  const [editing, setEditing] = useState<Editing>(null);

  // The focus follows the form: to its heading when it opens, back to Add zone when it closes, so that
  // a keyboard or screen reader lands where the page changed.
  function open(next: Editing) {
    setEditing(next);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('#shipping-zone-form h3')?.focus());
  }
  function close() {
    setEditing(null);
    requestAnimationFrame(() => document.getElementById('shipping-zone-add')?.focus());
  }

  const list = zones.data ?? [];
  const edited = editing && 'id' in editing ? (list.find((z) => z.id === editing.id) ?? null) : null;
  return (
    <section aria-labelledby="shipping-zones-heading">
      <h2 id="shipping-zones-heading" className="mb-2 text-2xl font-bold">
        {T.pageHeading}
      </h2>
      <p className="mb-4 max-w-prose">{T.pageIntro}</p>
      {zones.isPending || geo.isPending ? (
        <Spinner />
      ) : zones.isError || geo.isError ? (
        <LoadError onRetry={() => void Promise.all([zones.refetch(), geo.refetch()])} />
      ) : (
        <>
          {editing === null ? (
            <button
              id="shipping-zone-add"
              type="button"
              className="btn btn-primary mb-4"
              onClick={() => open({ isNew: true })}
            >
              {T.add}
            </button>
          ) : (
            <div id="shipping-zone-form">
              <ZoneForm key={edited?.id ?? 'new'} zone={edited} zones={list} geo={geo.data} onDone={close} />
            </div>
          )}
          {list.length === 0 ? (
            <p>{T.empty}</p>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2">
              {list.map((zone) => (
                <ZoneCard key={zone.id} zone={zone} zones={list} geo={geo.data} onEdit={() => open({ id: zone.id })} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
