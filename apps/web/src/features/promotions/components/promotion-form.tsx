// The promotion form: its name, what it gives with the fields that kind needs, its dates as Dhaka date-times
// (sent as instants with +06:00), a coupon code or automatic, its conditions and limits, and whether it combines.
// The shared schema checks the fields before they are sent; the server's field messages show by each field.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import {
  type Promotion,
  PromotionInputSchema,
  PROMOTION_KINDS,
  type PromotionKind,
  type PromotionPaymentMethod,
} from '@store/shared/schemas';
import { SelectField, TextField } from '../../../components/ui/fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useResolveMessage, useTexts } from '../../../lib/i18n.tsx';
import { customerGroupsQueryOptions } from '../../pricing/index.ts';
import { shippingZonesQueryOptions } from '../../shipping-admin/index.ts';
import { useSavePromotion } from '../api/promotions.ts';
import { TargetPicker } from './target-picker.tsx';
import { inputOf, needsAmount, needsPercent, needsTargets, type Values, valuesOf } from './promotion-values.ts';

/** A field's message: the form's own check first, else the server's for that field or one under it. */
type Errors = Record<string, string>;
const errorUnder = (errors: Errors, key: string): string | undefined =>
  errors[key] ?? Object.entries(errors).find(([k]) => k.startsWith(`${key}.`))?.[1];

function Check(props: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 py-1">
      <input
        type="checkbox"
        className="checkbox checkbox-sm"
        checked={props.checked}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      {props.label}
    </label>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="fieldset rounded-box border border-base-300 p-3">
      <legend className="fieldset-legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

const Hint = ({ children }: { children: ReactNode }) => <p className="text-sm text-base-content/80">{children}</p>;

export function PromotionForm({ promotion }: { promotion: Promotion | null }) {
  const { PROMOTION_FORM_TEXT: T, PROMOTION_KIND, PROMOTIONS_ADMIN_TEXT: A } = useTexts('promotions-ui');
  // The schema's and the server's messages are the promotions area's.
  useTexts('promotions');
  const resolve = useResolveMessage();
  const apiText = useApiErrorText();
  const navigate = useNavigate();
  const save = useSavePromotion();
  const zones = useQuery(shippingZonesQueryOptions());
  const groups = useQuery(customerGroupsQueryOptions());
  const [v, setValues] = useState<Values>(() => valuesOf(promotion));
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string>();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((old) => ({ ...old, [key]: value }));
  const err = (key: string) => errorUnder(errors, key);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(undefined);
    const input = inputOf(v);
    const parsed = PromotionInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= resolve(issue.message) ?? '';
      setErrors(found);
      setRefusal(T.fixFields);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: promotion?._id ?? null, input });
      toast.success(A.saved);
      void navigate('/dashboard/promotions');
    } catch (e) {
      const fields = e instanceof ApiError ? Object.keys(e.fields) : [];
      setErrors(Object.fromEntries(fields.map((key) => [key, apiText.field(e, key) ?? ''])));
      setRefusal(fields.length > 0 ? T.fixFields : apiText.message(e, A.actionFailed));
    }
  }

  const { kind } = v;
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(e)} className="grid max-w-2xl gap-3">
      <TextField
        label={T.name}
        value={v.name}
        maxLength={80}
        autoComplete="off"
        error={err('name')}
        onChange={(e) => set('name', e.currentTarget.value)}
      />
      <SelectField
        label={T.kind}
        value={kind}
        error={err('kind')}
        onChange={(e) => set('kind', e.currentTarget.value as PromotionKind)}
      >
        {PROMOTION_KINDS.map((k) => (
          <option key={k} value={k}>
            {PROMOTION_KIND[k]}
          </option>
        ))}
      </SelectField>
      {needsPercent(kind) ? (
        <TextField
          label={T.percent}
          inputMode="numeric"
          value={v.percent}
          error={err('percent')}
          onChange={(e) => set('percent', e.currentTarget.value)}
        />
      ) : null}
      {needsAmount(kind) ? (
        <TextField
          label={kind === 'order_amount' ? T.amountOrder : T.amountItem}
          inputMode="decimal"
          value={v.amount}
          error={err('amount')}
          onChange={(e) => set('amount', e.currentTarget.value)}
        />
      ) : null}
      {needsTargets(kind) ? (
        <TargetPicker
          targets={v.targets}
          onChange={(targets) => set('targets', targets)}
          productsOnly={kind === 'buy_get'}
          error={err('targets')}
        />
      ) : null}
      {kind === 'buy_get' ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <TextField
            label={T.buyQuantity}
            inputMode="numeric"
            value={v.buyQuantity}
            error={err('buyQuantity')}
            onChange={(e) => set('buyQuantity', e.currentTarget.value)}
          />
          <TextField
            label={T.getQuantity}
            inputMode="numeric"
            value={v.getQuantity}
            error={err('getQuantity')}
            onChange={(e) => set('getQuantity', e.currentTarget.value)}
          />
        </div>
      ) : null}
      {kind === 'free_shipping' ? (
        <Group legend={T.zones}>
          <Hint>{T.zonesHint}</Hint>
          <div className="flex flex-wrap gap-x-4">
            {(zones.data ?? []).map((z) => (
              <label key={z.id} className="flex cursor-pointer items-center gap-2 py-1" translate="no">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={v.zoneIds.includes(z.id)}
                  onChange={(e) =>
                    set(
                      'zoneIds',
                      e.currentTarget.checked ? [...v.zoneIds, z.id] : v.zoneIds.filter((id) => id !== z.id),
                    )
                  }
                />
                {z.name}
              </label>
            ))}
          </div>
          {err('zoneIds') ? <p className="text-sm text-error">{err('zoneIds')}</p> : null}
        </Group>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField
          label={T.startsAt}
          type="datetime-local"
          value={v.startsAt}
          error={err('startsAt')}
          onChange={(e) => set('startsAt', e.currentTarget.value)}
        />
        <div>
          <TextField
            label={T.endsAt}
            type="datetime-local"
            value={v.endsAt}
            error={err('endsAt')}
            onChange={(e) => set('endsAt', e.currentTarget.value)}
          />
          <Hint>{T.endsHint}</Hint>
        </div>
      </div>
      <Group legend={T.applies}>
        {(
          [
            [false, T.automatically],
            [true, T.withCode],
          ] as const
        ).map(([withCode, label]) => (
          <label key={label} className="flex cursor-pointer items-center gap-2 py-1">
            <input
              type="radio"
              name="applies"
              className="radio radio-sm"
              checked={v.withCode === withCode}
              onChange={() => set('withCode', withCode)}
            />
            {label}
          </label>
        ))}
        {v.withCode ? (
          <TextField
            label={T.code}
            value={v.code}
            maxLength={30}
            autoComplete="off"
            autoCapitalize="characters"
            translate="no"
            className="font-mono uppercase"
            error={err('code')}
            onChange={(e) => set('code', e.currentTarget.value)}
          />
        ) : null}
      </Group>
      <Group legend={T.conditions}>
        <TextField
          label={T.minSubtotal}
          inputMode="decimal"
          value={v.minSubtotal}
          error={err('minSubtotal')}
          onChange={(e) => set('minSubtotal', e.currentTarget.value)}
        />
        <Hint>{T.emptyNone}</Hint>
        <Check label={T.firstOrderOnly} checked={v.firstOrderOnly} onChange={(on) => set('firstOrderOnly', on)} />
        <SelectField
          label={T.customerGroup}
          value={v.customerGroupId}
          error={err('customerGroupId')}
          onChange={(e) => set('customerGroupId', e.currentTarget.value)}
        >
          <option value="">{T.everyone}</option>
          {(groups.data ?? []).map((g) => (
            <option key={g._id} value={g._id} translate="no">
              {g.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={T.paymentMethod}
          value={v.paymentMethod}
          error={err('paymentMethod')}
          onChange={(e) => set('paymentMethod', e.currentTarget.value as PromotionPaymentMethod)}
        >
          <option value="any">{T.paymentAny}</option>
          <option value="online">{T.paymentOnline}</option>
          <option value="cod">{T.paymentCod}</option>
        </SelectField>
      </Group>
      <Group legend={T.limits}>
        <div className="grid gap-2 sm:grid-cols-2">
          <TextField
            label={T.maxUses}
            inputMode="numeric"
            value={v.maxUses}
            error={err('maxUses')}
            onChange={(e) => set('maxUses', e.currentTarget.value)}
          />
          <TextField
            label={T.maxUsesPerCustomer}
            inputMode="numeric"
            value={v.maxUsesPerCustomer}
            error={err('maxUsesPerCustomer')}
            onChange={(e) => set('maxUsesPerCustomer', e.currentTarget.value)}
          />
        </div>
        <Hint>{T.emptyNoLimit}</Hint>
        <Check label={T.combinable} checked={v.combinable} onChange={(on) => set('combinable', on)} />
      </Group>
      <SelectField
        label={T.status}
        value={v.status}
        onChange={(e) => set('status', e.currentTarget.value as 'active' | 'paused')}
      >
        <option value="active">{T.active}</option>
        <option value="paused">{T.pausedStatus}</option>
      </SelectField>
      <div role="alert">{refusal ? <p className="text-error">{refusal}</p> : null}</div>
      <button type="submit" className="btn btn-primary justify-self-start" disabled={save.isPending}>
        {save.isPending ? T.saving : T.save}
      </button>
    </form>
  );
}
