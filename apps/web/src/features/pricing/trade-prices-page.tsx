// /dashboard/trade-prices (a buyer): the buyer's price group, their latest application, and the form to apply to a
// group (Workshop, Dealer…) with a note about the business; the owner answers in the dashboard.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { MyPricing } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SelectField, TextAreaField } from '../../components/ui/fields.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { myPricingQueryOptions, useApplyForGroup } from './api/my-pricing.ts';

function Standing({ pricing }: { pricing: MyPricing }) {
  const { APPLY_TEXT } = useTexts('pricing');
  const { group, application } = pricing;
  if (group) return <p className="alert alert-success alert-soft">{APPLY_TEXT.member({ group: group.name })}</p>;
  if (application?.status === 'pending')
    return <p className="alert alert-info alert-soft">{APPLY_TEXT.pending({ group: application.groupName })}</p>;
  if (application?.status === 'refused') return <p>{APPLY_TEXT.refused({ group: application.groupName })}</p>;
  return null;
}

function ApplyForm({ pricing }: { pricing: MyPricing }) {
  const { APPLY_TEXT, GROUPS_ADMIN_TEXT } = useTexts('pricing');
  const errorText = useApiErrorText();
  const apply = useApplyForGroup();
  const [error, setError] = useState<string>();
  const choices = pricing.groups.filter((g) => g._id !== pricing.group?._id);
  if (pricing.application?.status === 'pending' || choices.length === 0) return null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => {
      const v = data.get(name);
      return typeof v === 'string' ? v : '';
    };
    try {
      await apply.mutateAsync({ groupId: value('groupId'), note: value('note') });
      setError(undefined);
    } catch (e) {
      setError(errorText.refusal(e, GROUPS_ADMIN_TEXT.saveFailed));
    }
  }
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 flex max-w-lg flex-col gap-2">
      <SelectField label={APPLY_TEXT.group} name="groupId" defaultValue={choices[0]?._id}>
        {choices.map((g) => (
          <option key={g._id} value={g._id} translate="no">
            {g.name}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={APPLY_TEXT.note} name="note" rows={3} maxLength={500} />
      {error ? (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary self-start" disabled={apply.isPending}>
        {APPLY_TEXT.send}
      </button>
    </form>
  );
}

export function TradePricesPage() {
  const { APPLY_TEXT } = useTexts('pricing');
  usePageTitle(APPLY_TEXT.heading);
  const query = useQuery(myPricingQueryOptions());
  return (
    <section aria-labelledby="trade-prices-heading" className="max-w-2xl">
      <h2 id="trade-prices-heading" className="mb-2 text-2xl font-bold">
        {APPLY_TEXT.heading}
      </h2>
      <p className="mb-4">{APPLY_TEXT.intro}</p>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <LoadError onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        <>
          <Standing pricing={query.data} />
          <ApplyForm pricing={query.data} />
        </>
      ) : null}
    </section>
  );
}
