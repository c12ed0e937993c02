// Adds or edits one zone: name, the fees in taka, free-from (optional), cash on delivery and the
// places. The shared schema checks it before it is sent; the server's refusal (a place another zone
// has: 409 naming it) shows above the Save button.
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { type ShippingZone, ShippingZoneInputSchema } from '@store/shared/schemas/shipping-zones';
import { Field, TextField } from '../../../components/ui/fields.tsx';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { useSaveShippingZone } from '../api/shipping-zones.ts';
import type { Geo } from '../place-summary.ts';
import { PlacePicker, type PlaceSelection } from './place-picker.tsx';

interface ZoneFormProps {
  /** The zone being edited; null adds one. */
  zone: ShippingZone | null;
  zones: readonly ShippingZone[];
  geo: Geo;
  onDone: () => void;
}

const FIELDS = ['name', 'baseFee', 'perKgFee', 'freeFrom', 'cod', 'districtIds', 'areaIds'] as const;
type FieldErrors = Partial<Record<(typeof FIELDS)[number], string>>;

/** A form field's amount: '' is missing (NaN, which the schema refuses) or, for free-from, none. */
const amount = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

export function ZoneForm({ zone, zones, geo, onDone }: ZoneFormProps) {
  const { SHIPPING_ZONES_ADMIN: T } = useTexts('shipping');
  const errorText = useApiErrorText();
  const save = useSaveShippingZone();
  const id = useId();
  const [name, setName] = useState(zone?.name ?? '');
  const [baseFee, setBaseFee] = useState(zone ? String(zone.baseFee) : '');
  const [perKgFee, setPerKgFee] = useState(zone ? String(zone.perKgFee) : '');
  const [freeFrom, setFreeFrom] = useState(zone?.freeFrom == null ? '' : String(zone.freeFrom));
  const [cod, setCod] = useState(zone?.cod ?? true);
  const [places, setPlaces] = useState<PlaceSelection>({
    districtIds: new Set(zone?.districtIds ?? []),
    areaIds: new Set(zone?.areaIds ?? []),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ShippingZoneInputSchema.safeParse({
      name,
      baseFee: amount(baseFee),
      perKgFee: amount(perKgFee),
      freeFrom: freeFrom.trim() === '' ? null : amount(freeFrom),
      cod,
      districtIds: [...places.districtIds],
      areaIds: [...places.areaIds],
    });
    setRefusal(undefined);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: zone?.id ?? null, zone: parsed.data });
      toast.success(T.saved);
      onDone();
    } catch (e) {
      const fromServer: FieldErrors = {};
      for (const field of FIELDS) {
        const text = errorText.field(e, field);
        if (text) fromServer[field] = text;
      }
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0) setRefusal(errorText.message(e, T.saveFailed));
    }
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(e) => void handleSubmit(e)}
      className="mb-6 rounded-box border border-base-300 bg-base-100 p-3"
    >
      <h3 id={`${id}-heading`} tabIndex={-1} className="text-xl font-bold">
        {zone ? T.editZone({ name: zone.name }) : T.newZone}
      </h3>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label={T.name}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          autoComplete="off"
          error={errors.name}
        />
        <TextField
          label={T.baseFee}
          inputMode="decimal"
          value={baseFee}
          onChange={(e) => setBaseFee(e.currentTarget.value)}
          error={errors.baseFee}
        />
        <TextField
          label={T.perKgFee}
          inputMode="decimal"
          value={perKgFee}
          onChange={(e) => setPerKgFee(e.currentTarget.value)}
          error={errors.perKgFee}
        />
        <Field label={T.freeFrom} error={errors.freeFrom} describedBy={`${id}-free-hint`}>
          {(aria, hasError) => (
            <>
              <input
                className={`input w-full border ${hasError ? 'border-error' : 'border-base-content/60'}`}
                inputMode="decimal"
                value={freeFrom}
                onChange={(e) => setFreeFrom(e.currentTarget.value)}
                {...aria}
              />
              <span id={`${id}-free-hint`} className="text-xs text-base-content/80">
                {T.freeFromHint}
              </span>
            </>
          )}
        </Field>
      </div>
      <label className="my-3 flex cursor-pointer items-center gap-2">
        <input type="checkbox" className="checkbox" checked={cod} onChange={(e) => setCod(e.currentTarget.checked)} />
        <span>{T.cod}</span>
      </label>
      <PlacePicker
        value={places}
        onChange={setPlaces}
        otherZones={zones.filter((z) => z.id !== zone?.id)}
        geo={geo}
        error={errors.districtIds ?? errors.areaIds}
      />
      {refusal ? (
        <p role="alert" className="mt-3 text-error">
          {refusal}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {T.save}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}
