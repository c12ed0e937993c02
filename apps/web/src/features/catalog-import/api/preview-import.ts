// POST /api/admin/catalog/import/preview (multipart field `file`): what the CSV would do; nothing changes. The
// file is sent with its progress reported (`onSent`: the share sent, 0 to 1).
import { useMutation } from '@tanstack/react-query';
import { CATALOG_IMPORT_PATHS, type ImportPreview } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';
import { uploadTransport } from '../../../lib/upload-progress.ts';

export const csvForm = (file: File): FormData => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

export const usePreviewImport = (onSent: (share: number) => void) =>
  useMutation({
    mutationFn: (file: File) =>
      api<ImportPreview>(CATALOG_IMPORT_PATHS.preview, {
        method: 'POST',
        body: csvForm(file),
        auth: true,
        transport: uploadTransport(onSent),
      }),
  });
