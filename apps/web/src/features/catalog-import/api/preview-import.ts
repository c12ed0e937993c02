// POST /api/admin/catalog/import/preview (multipart field `file`): what the CSV would do; nothing changes.
import { useMutation } from '@tanstack/react-query';
import { CATALOG_IMPORT_PATHS, type ImportPreview } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';

export const csvForm = (file: File): FormData => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

export const usePreviewImport = () =>
  useMutation({
    mutationFn: (file: File) =>
      api<ImportPreview>(CATALOG_IMPORT_PATHS.preview, { method: 'POST', body: csvForm(file), auth: true }),
  });
