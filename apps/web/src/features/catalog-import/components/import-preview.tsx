// The preview of a catalogue CSV: the counts, then the bad rows, the new products and the changes, each a
// table that becomes cards on a phone. Names, SKUs and cell values are the owner's data (translate=no).
import type { ImportPreview } from '@store/shared/schemas';
import { useFormat, useResolveMessage, useTexts } from '../../../lib/i18n.tsx';
import { CardTable } from '../../dashboard/index.ts';

/** The page's name of a CSV column the API names by key. */
export function useFieldLabel(): (field: string) => string {
  const { IMPORT_FIELD } = useTexts('catalog-import');
  return (field) => (IMPORT_FIELD as Record<string, string>)[field] ?? field;
}

function ListCut({ listed, total }: { listed: number; total: number }) {
  const { IMPORT_TEXT } = useTexts('catalog-import');
  return listed < total ? <p className="text-sm">{IMPORT_TEXT.listCut({ n: listed })}</p> : null;
}

export function ImportPreviewView({ preview }: { preview: ImportPreview }) {
  const { IMPORT_TEXT } = useTexts('catalog-import');
  const { number } = useFormat();
  const resolve = useResolveMessage();
  const fieldLabel = useFieldLabel();
  const { counts } = preview;
  const cell = (value: string) => (value === '' ? <i>{IMPORT_TEXT.empty}</i> : value);
  const changeRows = preview.changes.flatMap((c) =>
    c.fields.map((f) => ({ key: `${c.variantId}:${f.field}`, line: c.line, name: c.name, ...f })),
  );
  const tallies = [
    [IMPORT_TEXT.created, counts.created],
    [IMPORT_TEXT.changed, counts.changed],
    [IMPORT_TEXT.unchanged, counts.unchanged],
    [IMPORT_TEXT.errors, counts.errors],
  ] as const;

  return (
    <section aria-labelledby="import-preview-heading" className="space-y-4">
      <h3 id="import-preview-heading" className="text-xl font-semibold">
        {IMPORT_TEXT.summary({ rows: counts.rows })}
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {tallies.map(([label, n]) => (
          <div key={label} className="rounded border border-base-content/20 p-2">
            <dt className="text-sm">{label}</dt>
            <dd className="text-2xl font-bold">{number(n)}</dd>
          </div>
        ))}
      </dl>

      {preview.errors.length > 0 && (
        <section aria-labelledby="import-errors-heading">
          <h4 id="import-errors-heading" className="text-lg font-semibold text-error">
            {IMPORT_TEXT.errorsHeading}
          </h4>
          <ListCut listed={preview.errors.length} total={counts.errors} />
          <CardTable
            rows={preview.errors}
            rowKey={(e) => `${e.line}:${e.field}`}
            columns={[
              { label: IMPORT_TEXT.colLine, isRowHeader: true, cell: (e) => number(e.line) },
              { label: IMPORT_TEXT.colField, cell: (e) => fieldLabel(e.field) },
              { label: IMPORT_TEXT.colProblem, cell: (e) => resolve(e.messageId) ?? e.message },
            ]}
          />
        </section>
      )}

      {preview.created.length > 0 && (
        <section aria-labelledby="import-created-heading">
          <h4 id="import-created-heading" className="text-lg font-semibold">
            {IMPORT_TEXT.createdHeading}
          </h4>
          <ListCut listed={preview.created.length} total={counts.created} />
          <CardTable
            rows={preview.created}
            rowKey={(p) => String(p.line)}
            columns={[
              { label: IMPORT_TEXT.colLine, cell: (p) => number(p.line) },
              { label: IMPORT_TEXT.colProduct, isRowHeader: true, isData: true, cell: (p) => p.name },
              { label: fieldLabel('sku'), isData: true, cell: (p) => cell(p.sku) },
            ]}
          />
        </section>
      )}

      {changeRows.length > 0 && (
        <section aria-labelledby="import-changes-heading">
          <h4 id="import-changes-heading" className="text-lg font-semibold">
            {IMPORT_TEXT.changesHeading}
          </h4>
          <ListCut listed={preview.changes.length} total={counts.changed} />
          <CardTable
            rows={changeRows}
            rowKey={(r) => r.key}
            columns={[
              { label: IMPORT_TEXT.colLine, cell: (r) => number(r.line) },
              {
                label: IMPORT_TEXT.colProduct,
                isRowHeader: true,
                isData: true,
                className: 'wrap-break-word',
                cell: (r) => r.name,
              },
              { label: IMPORT_TEXT.colField, cell: (r) => fieldLabel(r.field) },
              { label: IMPORT_TEXT.colBefore, isData: true, className: 'wrap-break-word', cell: (r) => cell(r.before) },
              { label: IMPORT_TEXT.colAfter, isData: true, className: 'wrap-break-word', cell: (r) => cell(r.after) },
            ]}
          />
        </section>
      )}
    </section>
  );
}
