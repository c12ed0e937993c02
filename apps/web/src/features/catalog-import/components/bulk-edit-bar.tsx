// Manage Products' bulk edit: the chosen products' prices by a percentage (each variant's, rounded to the poisha
// by the server), their category, or whether the shop shows them (publish, unpublish), in one call; the server's
// field messages are shown by their fields.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify';
import type { BulkEditInput } from '@store/shared/schemas';
import { Field, SelectField } from '../../../components/ui/fields.tsx';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { categoriesQueryOptions } from '../../catalog/index.ts';
import { useBulkEdit } from '../api/bulk-edit.ts';

type Action = BulkEditInput['action'];

export function BulkEditBar({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const { BULK_TEXT } = useTexts('catalog-import');
  const errorText = useApiErrorText();
  const hintId = useId();
  const [action, setAction] = useState<Action>('price-percent');
  const [percent, setPercent] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const categories = useQuery({ ...categoriesQueryOptions(), enabled: action === 'set-category' });
  const bulkEdit = useBulkEdit();
  const error = bulkEdit.error;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input: BulkEditInput =
      action === 'price-percent'
        ? { action, ids: [...ids], percent: percent.trim() === '' ? Number.NaN : Number(percent) }
        : action === 'set-category'
          ? { action, ids: [...ids], categoryId: categoryId === '' ? null : categoryId }
          : { action, ids: [...ids] };
    bulkEdit.mutate(input, {
      onSuccess: ({ changed }) => {
        toast.success(BULK_TEXT.done({ n: changed }));
        setPercent('');
        onDone();
      },
    });
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby="bulk-edit-heading"
      className="mb-4 flex flex-wrap items-end gap-3 rounded border border-base-content/20 p-3"
    >
      <h3 id="bulk-edit-heading" className="w-full font-semibold">
        {BULK_TEXT.heading} ({BULK_TEXT.selected({ n: ids.length })})
      </h3>
      <SelectField
        label={BULK_TEXT.action}
        value={action}
        onChange={(event) => {
          setAction(event.currentTarget.value as Action);
          bulkEdit.reset();
        }}
      >
        <option value="price-percent">{BULK_TEXT.pricePercent}</option>
        <option value="set-category">{BULK_TEXT.setCategory}</option>
        <option value="publish">{BULK_TEXT.publish}</option>
        <option value="unpublish">{BULK_TEXT.unpublish}</option>
      </SelectField>
      {action === 'price-percent' && (
        <Field label={BULK_TEXT.percent} error={errorText.field(error, 'percent')} describedBy={hintId}>
          {(aria, hasError) => (
            <input
              type="number"
              inputMode="decimal"
              step="0.01"
              min={-90}
              max={500}
              className={`input w-40 ${hasError ? 'input-error' : ''}`}
              value={percent}
              onChange={(event) => setPercent(event.currentTarget.value)}
              {...aria}
            />
          )}
        </Field>
      )}
      {action === 'set-category' && (
        <SelectField
          label={BULK_TEXT.category}
          value={categoryId}
          onChange={(event) => setCategoryId(event.currentTarget.value)}
          error={errorText.field(error, 'categoryId')}
        >
          <option value="">{BULK_TEXT.noCategory}</option>
          {(categories.data ?? []).map((c) => (
            <option key={c._id} value={c._id} translate="no">
              {c.name}
            </option>
          ))}
        </SelectField>
      )}
      <button type="submit" className="btn btn-primary" disabled={bulkEdit.isPending}>
        {bulkEdit.isPending ? BULK_TEXT.applying : BULK_TEXT.apply}
      </button>
      {action === 'price-percent' && (
        <p id={hintId} className="w-full text-sm">
          {BULK_TEXT.percentHint}
        </p>
      )}
      {bulkEdit.isError && !errorText.field(error, 'percent') && !errorText.field(error, 'categoryId') && (
        <p role="alert" className="w-full text-error">
          {errorText.refusal(error, BULK_TEXT.failed)}
        </p>
      )}
    </form>
  );
}
