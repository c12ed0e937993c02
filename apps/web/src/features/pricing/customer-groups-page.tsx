// /dashboard/customer-groups (admin): the applications waiting, the groups with their percent off and fixed prices
// per variant, and adding, changing or deleting a group. Buyers without a group pay retail. Cards, for 360 px.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type CustomerGroup, STANDARD_VAT_RATE } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { TextField } from '../../components/ui/fields.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { BuyersPay, usePriceEntry } from '../../lib/price-entry.tsx';
import {
  customerGroupsQueryOptions,
  groupApplicationsQueryOptions,
  useAddGroup,
  useChangeGroup,
  useDecideApplication,
  useDeleteGroup,
  useSetGroupPrice,
} from './api/customer-groups.ts';

/** A form's submit that shows the server's refusal under it (in the page's language). */
function useSubmit(save: (data: FormData) => Promise<unknown>, onSaved?: (form: HTMLFormElement) => void) {
  const { GROUPS_ADMIN_TEXT } = useTexts('pricing');
  // The refusals name this area's texts.
  const errorText = useApiErrorText();
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    try {
      await save(new FormData(form));
      setError(undefined);
      onSaved?.(form);
    } catch (e) {
      setError(errorText.refusal(e, GROUPS_ADMIN_TEXT.saveFailed));
    }
  };
  return { error, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
}

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const number = (data: FormData, name: string) => (text(data, name) === '' ? Number.NaN : Number(text(data, name)));

function GroupFields({ group, submitText, error }: { group?: CustomerGroup; submitText: string; error?: string }) {
  const { GROUPS_ADMIN_TEXT } = useTexts('pricing');
  return (
    <>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 grow sm:w-64 sm:grow-0">
          <TextField label={GROUPS_ADMIN_TEXT.name} name="name" defaultValue={group?.name} autoComplete="off" />
        </div>
        <div className="w-28">
          <TextField
            label={GROUPS_ADMIN_TEXT.percent}
            name="discountPercent"
            inputMode="numeric"
            defaultValue={String(group?.discountPercent ?? 0)}
          />
        </div>
        <button type="submit" className="btn btn-primary mb-1">
          {submitText}
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

function GroupCard({ group }: { group: CustomerGroup }) {
  const { GROUPS_ADMIN_TEXT } = useTexts('pricing');
  const { VAT_FORM_TEXT: V } = useTexts('vat');
  const { taka } = useFormat();
  const entry = usePriceEntry();
  const change = useChangeGroup();
  const remove = useDeleteGroup();
  const setPrice = useSetGroupPrice();
  const details = useSubmit((data) =>
    change.mutateAsync({ id: group._id, name: text(data, 'name'), discountPercent: number(data, 'discountPercent') }),
  );
  const price = useSubmit(
    (data) =>
      setPrice.mutateAsync({
        id: group._id,
        variantId: text(data, 'variantId'),
        price: number(data, 'price'),
        // The variant's rate is the server's to know: it adds it (decision 236).
        ...(entry.isBeforeVat && { beforeVat: true }),
      }),
    (form) => form.reset(),
  );
  const removal = useSubmit(() => remove.mutateAsync(group._id));
  const headingId = `group-${group._id}`;
  return (
    <article aria-labelledby={headingId} className="card mb-4 border border-base-300 p-4">
      <h2 id={headingId} className="text-xl font-bold" translate="no">
        {group.name}
      </h2>
      <p className="text-sm">{GROUPS_ADMIN_TEXT.members({ count: group.memberCount })}</p>
      <form noValidate onSubmit={details.onSubmit} aria-label={GROUPS_ADMIN_TEXT.group({ name: group.name })}>
        <GroupFields group={group} submitText={GROUPS_ADMIN_TEXT.save} error={details.error} />
      </form>
      <h3 className="mt-4 font-semibold">{GROUPS_ADMIN_TEXT.prices}</h3>
      {group.prices.length === 0 ? <p className="text-sm">{GROUPS_ADMIN_TEXT.noPrices}</p> : null}
      <ul>
        {group.prices.map((p) => {
          const rate = p.vatRate ?? STANDARD_VAT_RATE;
          return (
            <li key={p.variantId} className="flex flex-wrap items-center gap-2 py-1">
              <span translate="no">{p.name}</span>
              <span>
                <s>{taka(entry.shown(p.listPrice, rate))}</s> {taka(entry.shown(p.price, rate))}
              </span>
              <BuyersPay entry={entry} typed={undefined} paid={p.price} rate={rate} />
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={GROUPS_ADMIN_TEXT.removePrice({ name: p.name })}
                onClick={() => void setPrice.mutateAsync({ id: group._id, variantId: p.variantId, price: null })}
              >
                ✕
              </button>
            </li>
          );
        })}
      </ul>
      <form noValidate onSubmit={price.onSubmit} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 grow">
          <TextField label={GROUPS_ADMIN_TEXT.variantId} name="variantId" autoComplete="off" />
        </div>
        <div className="w-36">
          <TextField
            label={entry.isBeforeVat ? V.priceBeforeVat : GROUPS_ADMIN_TEXT.fixedPrice}
            name="price"
            inputMode="decimal"
          />
        </div>
        <button type="submit" className="btn mb-1">
          {GROUPS_ADMIN_TEXT.setPrice}
        </button>
        {price.error ? (
          <p role="alert" className="w-full text-sm text-error">
            {price.error}
          </p>
        ) : null}
      </form>
      <form noValidate onSubmit={removal.onSubmit} className="mt-4">
        <button type="submit" className="btn btn-outline btn-error btn-sm">
          {GROUPS_ADMIN_TEXT.remove}
        </button>
        {removal.error ? (
          <p role="alert" className="text-sm text-error">
            {removal.error}
          </p>
        ) : null}
      </form>
    </article>
  );
}

function Applications() {
  const { GROUPS_ADMIN_TEXT } = useTexts('pricing');
  const query = useQuery(groupApplicationsQueryOptions());
  const decide = useDecideApplication();
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const waiting = query.data ?? [];
  return (
    <section aria-labelledby="applications-heading" className="mb-8">
      <h2 id="applications-heading" className="mb-2 text-xl font-bold">
        {GROUPS_ADMIN_TEXT.applications}
      </h2>
      {query.isPending ? null : waiting.length === 0 ? <p>{GROUPS_ADMIN_TEXT.noApplications}</p> : null}
      <ul>
        {waiting.map((a) => (
          <li key={a._id} className="card mb-2 border border-base-300 p-3">
            <p className="font-semibold">{GROUPS_ADMIN_TEXT.appliedFor({ email: a.email, group: a.groupName })}</p>
            {a.note ? (
              <p className="break-words" translate="no">
                {a.note}
              </p>
            ) : null}
            <div className="mt-2 flex gap-2">
              {(['approve', 'refuse'] as const).map((action) => (
                <button
                  key={action}
                  type="button"
                  className={`btn btn-sm ${action === 'approve' ? 'btn-primary' : 'btn-outline'}`}
                  disabled={decide.isPending}
                  onClick={() => void decide.mutateAsync({ id: a._id, action })}
                >
                  {GROUPS_ADMIN_TEXT[action]}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CustomerGroupsPage() {
  const { GROUPS_ADMIN_TEXT } = useTexts('pricing');
  usePageTitle(GROUPS_ADMIN_TEXT.title);
  const query = useQuery(customerGroupsQueryOptions());
  const add = useAddGroup();
  const adding = useSubmit(
    (data) => add.mutateAsync({ name: text(data, 'name'), discountPercent: number(data, 'discountPercent') }),
    (form) => form.reset(),
  );
  return (
    <div className="max-w-3xl">
      <h1 className="mb-2 text-3xl font-bold">{GROUPS_ADMIN_TEXT.title}</h1>
      <p className="mb-6">{GROUPS_ADMIN_TEXT.intro}</p>
      <Applications />
      <form noValidate onSubmit={adding.onSubmit} aria-label={GROUPS_ADMIN_TEXT.add} className="mb-6">
        <GroupFields submitText={GROUPS_ADMIN_TEXT.add} error={adding.error} />
      </form>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <LoadError onRetry={() => void query.refetch()} /> : null}
      {query.data?.map((group) => (
        <GroupCard key={group._id} group={group} />
      ))}
    </div>
  );
}
