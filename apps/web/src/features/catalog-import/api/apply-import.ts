// POST /api/admin/catalog/import/apply?token=: the previewed file written in one transaction (409 when the
// catalogue changed since the preview); every products query is refreshed after. Sent with its progress, as the preview.
import { useMutation } from '@tanstack/react-query';
import { CATALOG_IMPORT_PATHS, type ImportResult } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { uploadTransport } from '../../../lib/upload-progress.ts';
import { PRODUCTS_KEY, useInvalidate } from '../../../lib/query-client.ts';
import { csvForm } from './preview-import.ts';

export const useApplyImport = (onSent: (share: number) => void) =>
  useMutation({
    mutationFn: ({ file, token }: { file: File; token: string }) =>
      api<ImportResult>(CATALOG_IMPORT_PATHS.apply(token), {
        method: 'POST',
        body: csvForm(file),
        auth: true,
        transport: uploadTransport(onSent),
      }),
    onSuccess: useInvalidate(PRODUCTS_KEY),
  });
