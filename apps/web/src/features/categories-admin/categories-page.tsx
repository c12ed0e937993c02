// /dashboard/categories (admin): the categories shoppers filter by, in their order: add, rename, move,
// and delete one no product belongs to. Cards rather than a table, so that it reads the same at 360 px.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toast } from 'react-toastify';
import type { Category } from '@store/shared/schemas';
import { LoadError } from '../../components/ui/load-error.tsx';
import { TextField } from '../../components/ui/fields.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { categoriesQueryOptions } from '../catalog/index.ts';
import { useAddCategory, useDeleteCategory, useRenameCategory, useReorderCategories } from './api/category-writes.ts';

interface NameFormProps {
  label: string;
  defaultValue?: string;
  isCompact?: boolean;
  submitText: string;
  isPending: boolean;
  save: (name: string) => Promise<unknown>;
  onSaved: () => void;
  /** Buttons after Save. */
  children?: ReactNode;
}

/** A one-name form (add, rename): refuses an empty name, and shows a refused save under the field. */
function NameForm({ label, defaultValue, isCompact, submitText, isPending, save, onSaved, children }: NameFormProps) {
  const { CATEGORY_TEXT } = useTexts('categories');
  const errorText = useApiErrorText();
  const [error, setError] = useState<string>();
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // A text field's value: always a string.
    const name = (new FormData(form).get('name') as string | null)?.trim() ?? '';
    if (!name) {
      setError(CATEGORY_TEXT.nameRequired);
      return;
    }
    try {
      await save(name);
      setError(undefined);
      form.reset();
      onSaved();
    } catch (e) {
      setError(errorText.refusal(e, CATEGORY_TEXT.saveFailed));
    }
  }
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className={`flex min-w-0 flex-wrap items-end gap-2 ${isCompact ? 'grow' : 'mb-6'}`}
    >
      <div className={`min-w-0 grow ${isCompact ? '' : 'sm:w-72 sm:grow-0'}`}>
        <TextField
          label={label}
          name="name"
          defaultValue={defaultValue}
          className={isCompact ? 'input-sm' : ''}
          autoComplete="off"
          error={error}
        />
      </div>
      <button type="submit" className={`btn btn-primary mb-1 ${isCompact ? 'btn-sm' : ''}`} disabled={isPending}>
        {submitText}
      </button>
      {children}
    </form>
  );
}

function CategoryItem({
  category,
  index,
  count,
  onMove,
  isMoving,
}: {
  category: Category;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  isMoving: boolean;
}) {
  const { CATEGORY_TEXT } = useTexts('categories');
  const errorText = useApiErrorText();
  const rename = useRenameCategory();
  const remove = useDeleteCategory();
  const [isRenaming, setRenaming] = useState(false);
  const inUse = category.productCount > 0;
  const inUseId = `category-${category._id}-in-use`;

  async function handleDelete() {
    const { default: Swal } = await import('sweetalert2');
    const answer = await Swal.fire({
      icon: 'warning',
      title: CATEGORY_TEXT.deleteConfirm({ name: category.name }),
      showCancelButton: true,
      confirmButtonText: CATEGORY_TEXT.delete({ name: category.name }),
      cancelButtonText: CATEGORY_TEXT.cancel,
    });
    if (!answer.isConfirmed) return;
    remove.mutate(category._id, {
      onSuccess: () => toast.success(CATEGORY_TEXT.deleted),
      onError: (e) => toast.error(errorText.refusal(e, CATEGORY_TEXT.saveFailed)),
    });
  }

  return (
    <li className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3 sm:flex-row sm:flex-wrap sm:items-center">
      {isRenaming ? (
        <NameForm
          label={CATEGORY_TEXT.renameLabel({ name: category.name })}
          defaultValue={category.name}
          isCompact
          submitText={CATEGORY_TEXT.save}
          isPending={rename.isPending}
          save={(name) => rename.mutateAsync({ id: category._id, name })}
          onSaved={() => {
            setRenaming(false);
            toast.success(CATEGORY_TEXT.renamed);
          }}
        >
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => setRenaming(false)}>
            {CATEGORY_TEXT.cancel}
          </button>
        </NameForm>
      ) : (
        <div className="flex min-w-0 grow items-center gap-2">
          <span className="truncate font-semibold" translate="no">
            {category.name}
          </span>
          <span className="badge badge-ghost shrink-0">
            {CATEGORY_TEXT.inUseHint({ count: category.productCount })}
          </span>
        </div>
      )}
      {isRenaming ? null : (
        <div className="flex flex-wrap gap-1">
          {([-1, 1] as const).map((step) => (
            <button
              key={step}
              type="button"
              className="btn btn-sm btn-square btn-ghost"
              aria-label={(step < 0 ? CATEGORY_TEXT.moveUp : CATEGORY_TEXT.moveDown)({ name: category.name })}
              disabled={index + step < 0 || index + step >= count || isMoving}
              onClick={() => onMove(index, index + step)}
            >
              <span aria-hidden="true">{step < 0 ? '↑' : '↓'}</span>
            </button>
          ))}
          <button
            type="button"
            className="btn btn-sm btn-outline"
            aria-label={`${CATEGORY_TEXT.rename} ${category.name}`}
            onClick={() => setRenaming(true)}
          >
            {CATEGORY_TEXT.rename}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-error btn-outline"
            aria-label={CATEGORY_TEXT.delete({ name: category.name })}
            disabled={inUse || remove.isPending}
            {...(inUse ? { 'aria-describedby': inUseId } : {})}
            onClick={() => void handleDelete()}
          >
            {CATEGORY_TEXT.deleteButton}
          </button>
        </div>
      )}
      {/* Why Delete is disabled, beside it: a disabled button shows no tooltip on a phone. */}
      {inUse && !isRenaming ? (
        <p id={inUseId} className="basis-full text-sm text-base-content/80">
          {CATEGORY_TEXT.inUse({ count: category.productCount })}
        </p>
      ) : null}
    </li>
  );
}

export function CategoriesPage() {
  const { CATEGORY_TEXT } = useTexts('categories');
  const errorText = useApiErrorText();
  usePageTitle(CATEGORY_TEXT.pageHeading);
  const categories = useQuery(categoriesQueryOptions());
  const reorder = useReorderCategories();
  const add = useAddCategory();

  function move(from: number, to: number) {
    const ids = (categories.data ?? []).map((c) => c._id);
    const [moved] = ids.splice(from, 1);
    if (moved === undefined) return;
    ids.splice(to, 0, moved);
    reorder.mutate(ids, {
      onSuccess: () => toast.success(CATEGORY_TEXT.reordered),
      onError: (e) => toast.error(errorText.refusal(e, CATEGORY_TEXT.saveFailed)),
    });
  }

  return (
    <section aria-labelledby="categories-heading">
      <h2 id="categories-heading" className="mb-2 text-2xl font-bold">
        {CATEGORY_TEXT.pageHeading}
      </h2>
      <p className="mb-4 max-w-prose">{CATEGORY_TEXT.pageIntro}</p>
      <NameForm
        label={CATEGORY_TEXT.newName}
        submitText={CATEGORY_TEXT.add}
        isPending={add.isPending}
        save={(name) => add.mutateAsync(name)}
        onSaved={() => toast.success(CATEGORY_TEXT.added)}
      />
      {categories.isPending ? (
        <Spinner />
      ) : categories.isError ? (
        <LoadError onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <p>{CATEGORY_TEXT.empty}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {categories.data.map((category, index) => (
            <CategoryItem
              key={category._id}
              category={category}
              index={index}
              count={categories.data.length}
              onMove={move}
              isMoving={reorder.isPending}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
