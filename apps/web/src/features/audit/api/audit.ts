// The audit trail's calls (the owner): a page of entries by the filters, and the same entries as CSV.
// NOTE: the answer's type is written here, as GET /api/admin/audit answers it (apps/api/src/features/audit/
// audit.schemas.ts): the schema lives beside the API's routes, not in @store/shared.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiBlob, saveBlob } from '../../../lib/api-blob.ts';

export interface AuditEntry {
  id: string;
  at: string;
  actorId: string;
  actorEmail: string;
  actorRole: string;
  kind: string;
  objectType: string;
  objectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditPage {
  items: AuditEntry[];
  page: number;
  pageSize: number;
  total: number;
}

/** The page's filters as the query string takes them; '' is no filter. */
export interface AuditFilters {
  person: string;
  kind: string;
  from: string;
  to: string;
  objectType: string;
  objectId: string;
}

export const NO_FILTERS: AuditFilters = { person: '', kind: '', from: '', to: '', objectType: '', objectId: '' };

function queryOf(filters: AuditFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(filters) as (keyof AuditFilters)[]) {
    const value = filters[name].trim();
    if (value !== '') params.set(name, value);
  }
  if (page !== undefined) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const auditQueryOptions = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: ['audit', filters, page],
    queryFn: ({ signal }) => api<AuditPage>(`/admin/audit${queryOf(filters, page)}`, { signal, auth: true }),
    placeholderData: keepPreviousData,
  });

/** The bearer token is needed, so the file is fetched and saved rather than linked. */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  saveBlob(await apiBlob(`/admin/audit.csv${queryOf(filters)}`, { auth: true }), 'audit.csv');
}
