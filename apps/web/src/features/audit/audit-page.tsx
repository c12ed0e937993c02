// /dashboard/audit (the owner): every change staff made, newest first, by person, kind, days and object; a table
// that becomes cards on a phone, 50 a page, and the same entries as CSV. Read only: an entry cannot be changed.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { CardTable } from '../dashboard/index.ts';
import { type AuditEntry, type AuditFilters, auditQueryOptions, downloadAuditCsv, NO_FILTERS } from './api/audit.ts';
import { AuditFiltersForm } from './components/audit-filters.tsx';

/** The changed fields, one `name: value` a line, as the API keeps them (data, never translated). */
function Fields({ fields }: { fields: Record<string, unknown> | null }) {
  const { AUDIT_TEXT: T } = useTexts('audit');
  if (fields === null || Object.keys(fields).length === 0) return <span>{T.none}</span>;
  return (
    <ul className="text-sm wrap-anywhere" translate="no">
      {Object.entries(fields).map(([name, value]) => (
        <li key={name}>
          <span className="font-semibold">{name}</span>: {typeof value === 'string' ? value : JSON.stringify(value)}
        </li>
      ))}
    </ul>
  );
}

function ExportButton({ filters }: { filters: AuditFilters }) {
  const { AUDIT_TEXT: T } = useTexts('audit');
  const [isBusy, setBusy] = useState(false);
  const exportCsv = () => {
    setBusy(true);
    downloadAuditCsv(filters)
      .catch(() => toast.error(T.exportFailed))
      .finally(() => setBusy(false));
  };
  return (
    <button type="button" className="btn btn-sm" onClick={exportCsv} disabled={isBusy} aria-busy={isBusy}>
      {T.exportCsv}
    </button>
  );
}

export function AuditPage() {
  const { AUDIT_TEXT: T, AUDIT_KINDS: KINDS, AUDIT_OBJECTS: OBJECTS, AUDIT_ROLES: ROLES } = useTexts('audit');
  const { date } = useFormat();
  usePageTitle(T.title);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const audit = useQuery(auditQueryOptions(filters, page));
  const label = <K extends string>(texts: Readonly<Record<K, string>>, key: string) =>
    (texts as Readonly<Record<string, string>>)[key] ?? key;

  const apply = (next: AuditFilters) => {
    setFilters(next);
    setPage(1);
  };
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / audit.data.pageSize)) : 1;

  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-2xl font-bold">{T.title}</h2>
        <ExportButton filters={filters} />
      </div>
      <p className="mb-4 text-sm">{T.intro}</p>
      <AuditFiltersForm value={filters} onApply={apply} />
      {audit.isPending ? (
        <Spinner />
      ) : audit.isError ? (
        <LoadError onRetry={() => void audit.refetch()} />
      ) : audit.data.items.length === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <>
          <p className="mb-2 text-sm" aria-live="polite">
            {T.total({ count: audit.data.total })}
          </p>
          <CardTable<AuditEntry>
            rows={audit.data.items}
            rowKey={(entry) => entry.id}
            columns={[
              {
                label: T.colWhen,
                isRowHeader: true,
                className: 'whitespace-nowrap',
                cell: (entry) => <time dateTime={entry.at}>{date(entry.at, 'dateTime')}</time>,
              },
              {
                label: T.colWho,
                cell: (entry) => (
                  <div className="flex flex-col">
                    <span className="wrap-anywhere" translate="no">
                      {entry.actorEmail}
                    </span>
                    <span className="text-sm">{label(ROLES, entry.actorRole)}</span>
                  </div>
                ),
              },
              { label: T.colKind, cell: (entry) => label(KINDS, entry.kind) },
              {
                label: T.colObject,
                cell: (entry) => (
                  <div className="flex flex-col">
                    <span>{label(OBJECTS, entry.objectType)}</span>
                    <span className="font-mono text-sm wrap-anywhere" translate="no">
                      {entry.objectId}
                    </span>
                  </div>
                ),
              },
              { label: T.colBefore, cell: (entry) => <Fields fields={entry.before} /> },
              { label: T.colAfter, cell: (entry) => <Fields fields={entry.after} /> },
            ]}
          />
          <nav aria-label={T.paging} className="mt-4 flex flex-wrap items-center gap-2">
            <button
              type="button"
              className="btn btn-sm"
              disabled={page <= 1}
              onClick={() => setPage((p) => Math.max(1, p - 1))}
            >
              {T.previous}
            </button>
            <span className="text-sm">{T.pageOf({ page, pages })}</span>
            <button type="button" className="btn btn-sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {T.next}
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
