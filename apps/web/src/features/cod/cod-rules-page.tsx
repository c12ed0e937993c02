// /dashboard/cod-rules (admin only): the owner's cash-on-delivery rules, each off until its box is
// ticked. The server applies them (POST /payments/cod, GET /orders/{id}/cod); this page only saves them.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { type CodRules, CodRulesInputSchema } from '@store/shared/schemas';
import type { ShippingZone } from '@store/shared/schemas/shipping-zones';
import { TextField } from '../../components/ui/fields.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useFormat, useResolveMessage, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { codRulesQueryOptions, useSaveCodRules, zonesForRulesQueryOptions } from './api/cod-trust.ts';

const FIELDS = ['onlyZoneIds', 'newNumberMaxTotal', 'refuseAfter'] as const;
/** Rule (b)'s conditions, each its own box under the rule. */
const ADVANCE_CONDITIONS = ['advanceOutsideDhaka', 'advanceFirstTime', 'advancePastRefusal'] as const;
type FieldErrors = Partial<Record<(typeof FIELDS)[number], string>>;

/** '' is missing (NaN, which the schema refuses). */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

function RuleBox({
  label,
  hint,
  checked,
  onChange,
  children,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className="mb-4 rounded-box border border-base-300 p-3">
      <label className="flex cursor-pointer items-start gap-2">
        <input
          type="checkbox"
          className="checkbox mt-0.5"
          checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        <span className="font-medium">{label}</span>
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-base-content/80">
        {hint}
      </p>
      {checked ? <div className="mt-2">{children}</div> : null}
    </fieldset>
  );
}

function RulesForm({ rules, zones }: { rules: CodRules; zones: readonly ShippingZone[] }) {
  const { COD_RULES_TEXT: T } = useTexts('cod-trust');
  const resolve = useResolveMessage();
  const errorText = useApiErrorText();
  const save = useSaveCodRules();
  const [zonesOn, setZonesOn] = useState(rules.onlyZoneIds !== null);
  const [zoneIds, setZoneIds] = useState(new Set(rules.onlyZoneIds ?? []));
  const [limitOn, setLimitOn] = useState(rules.newNumberMaxTotal !== null);
  const [limit, setLimit] = useState(rules.newNumberMaxTotal === null ? '' : String(rules.newNumberMaxTotal));
  const [refusalsOn, setRefusalsOn] = useState(rules.refuseAfter !== null);
  const [refusals, setRefusals] = useState(rules.refuseAfter === null ? '2' : String(rules.refuseAfter));
  const [advance, setAdvance] = useState({
    advanceOutsideDhaka: rules.advanceOutsideDhaka,
    advanceFirstTime: rules.advanceFirstTime,
    advancePastRefusal: rules.advancePastRefusal,
  });
  const [advanceOn, setAdvanceOn] = useState(Object.values(advance).some(Boolean));
  const [errors, setErrors] = useState<FieldErrors>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = CodRulesInputSchema.safeParse({
      onlyZoneIds: zonesOn ? [...zoneIds] : null,
      newNumberMaxTotal: limitOn ? numberOf(limit) : null,
      refuseAfter: refusalsOn ? numberOf(refusals) : null,
      // Unticking the rule turns every condition off.
      advanceOutsideDhaka: advanceOn && advance.advanceOutsideDhaka,
      advanceFirstTime: advanceOn && advance.advanceFirstTime,
      advancePastRefusal: advanceOn && advance.advancePastRefusal,
    });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof FieldErrors] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      toast.success(T.saved);
    } catch (e) {
      const fromServer: FieldErrors = {};
      for (const field of FIELDS) {
        const text = errorText.field(e, field);
        if (text) fromServer[field] = text;
      }
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0) toast.error(errorText.message(e, T.title));
    }
  }

  const zonesError = resolve(errors.onlyZoneIds);
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(e)} className="max-w-2xl">
      <RuleBox label={T.zonesRule} hint={T.zonesHint} checked={zonesOn} onChange={setZonesOn}>
        {zones.length === 0 ? (
          <p className="text-sm">{T.noZones}</p>
        ) : (
          <ul className="flex flex-col gap-1" aria-label={T.zonesRule}>
            {zones.map((zone) => (
              <li key={zone.id}>
                <label className="flex cursor-pointer items-center gap-2">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    checked={zoneIds.has(zone.id)}
                    onChange={(e) => {
                      const next = new Set(zoneIds);
                      if (e.currentTarget.checked) next.add(zone.id);
                      else next.delete(zone.id);
                      setZoneIds(next);
                    }}
                  />
                  <span translate="no">{zone.name}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {zonesError ? (
          <p role="alert" className="mt-1 text-sm text-error">
            {zonesError}
          </p>
        ) : null}
      </RuleBox>
      <RuleBox label={T.limitRule} hint={T.limitHint} checked={limitOn} onChange={setLimitOn}>
        <TextField
          label={T.limitAmount}
          inputMode="decimal"
          value={limit}
          onChange={(e) => setLimit(e.currentTarget.value)}
          error={errors.newNumberMaxTotal}
        />
      </RuleBox>
      <RuleBox label={T.refusalsRule} hint={T.refusalsHint} checked={refusalsOn} onChange={setRefusalsOn}>
        <TextField
          label={T.refusalsAmount}
          inputMode="numeric"
          value={refusals}
          onChange={(e) => setRefusals(e.currentTarget.value)}
          error={errors.refuseAfter}
        />
      </RuleBox>
      <RuleBox label={T.advanceRule} hint={T.advanceHint} checked={advanceOn} onChange={setAdvanceOn}>
        <ul className="flex flex-col gap-1" aria-label={T.advanceRule}>
          {ADVANCE_CONDITIONS.map((key) => (
            <li key={key}>
              <label className="flex cursor-pointer items-start gap-2">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm mt-0.5"
                  checked={advance[key]}
                  onChange={(e) => setAdvance({ ...advance, [key]: e.currentTarget.checked })}
                />
                <span>{T[key]}</span>
              </label>
            </li>
          ))}
        </ul>
      </RuleBox>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {T.save}
      </button>
    </form>
  );
}

export function CodRulesPage() {
  const { COD_RULES_TEXT: T } = useTexts('cod-trust');
  const { date } = useFormat();
  usePageTitle(T.title);
  const rules = useQuery(codRulesQueryOptions());
  const zones = useQuery(zonesForRulesQueryOptions());

  if (rules.isPending || zones.isPending) return <Spinner />;
  if (rules.isError) return <LoadError onRetry={() => void rules.refetch()} />;
  if (zones.isError) return <LoadError onRetry={() => void zones.refetch()} />;
  return (
    <div>
      <h2 className="mb-2 text-2xl font-bold">{T.title}</h2>
      <p className="mb-2 text-sm">{T.intro}</p>
      {rules.data.updatedAt ? (
        <p className="mb-4 text-xs text-base-content/80">
          {T.lastSaved({ at: date(rules.data.updatedAt, 'dateTime') })}
        </p>
      ) : null}
      {/* A fresh form after each save: its fields start from what the server kept. */}
      <RulesForm key={rules.data.updatedAt ?? 'never'} rules={rules.data} zones={zones.data} />
    </div>
  );
}
