// The delivery rates on /policies#shipping: one row per zone (cards on a phone), from the store's
// configuration, so that the page always says what checkout charges.
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SHIPPING_ZONE_ID, type ShippingZone } from '@store/shared/schemas/shipping-zones';
import { type CardColumn, CardTable } from '../dashboard/index.ts';
import { useFormat, useLocale, useTexts } from '../../lib/i18n.tsx';
import { geoQueryOptions, summarizePlaces } from '../shipping-admin/index.ts';

export function ShippingRates({ zones }: { zones: readonly ShippingZone[] }) {
  const { SHIPPING_RATES: R, DEFAULT_ZONE } = useTexts('shipping');
  const { taka } = useFormat();
  const locale = useLocale();
  const geo = useQuery(geoQueryOptions()).data;
  if (zones.length === 0 || !geo) return null;
  const isDefault = (zone: ShippingZone) => zone.id === DEFAULT_SHIPPING_ZONE_ID;
  const columns: CardColumn<ShippingZone>[] = [
    {
      label: R.zone,
      isRowHeader: true,
      cell: (zone) => (isDefault(zone) ? DEFAULT_ZONE.name : <span translate="no">{zone.name}</span>),
    },
    { label: R.places, cell: (zone) => summarizePlaces(zone, zones, geo, locale, R) },
    { label: R.firstKg, cell: (zone) => taka(zone.baseFee) },
    { label: R.furtherKg, cell: (zone) => taka(zone.perKgFee) },
    { label: R.freeFrom, cell: (zone) => (zone.freeFrom === null ? R.never : taka(zone.freeFrom)) },
    { label: R.cod, cell: (zone) => (zone.cod ? R.yes : R.no) },
  ];
  return (
    <div className="mt-6">
      <h3 id="shipping-rates-heading" className="text-xl font-bold">
        {R.heading}
      </h3>
      <p className="mt-1">{R.intro}</p>
      <div className="mt-3 overflow-x-auto">
        <CardTable rows={zones} rowKey={(zone) => zone.id} columns={columns} className="table-sm" />
      </div>
    </div>
  );
}
