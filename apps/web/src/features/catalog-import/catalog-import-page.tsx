// /dashboard/catalog-import (admin): choose a CSV, see what it would add and change and its bad rows, confirm,
// and the whole file is applied at once (docs/features/catalog-import.md).
import { type FormEvent, useState } from 'react';
import { CATALOG_IMPORT_MAX_BYTES, type ImportPreview } from '@store/shared/schemas';
import { Field } from '../../components/ui/fields.tsx';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useApplyImport } from './api/apply-import.ts';
import { usePreviewImport } from './api/preview-import.ts';
import { ExportCsvButton } from './components/export-button.tsx';
import { ImportPreviewView } from './components/import-preview.tsx';

const MB = CATALOG_IMPORT_MAX_BYTES / 1024 / 1024;

/**
 * Progress said to screen readers as it is shown: the share of the file sent (a 5 MB file takes a while on a
 * phone's connection), then what the server is doing with it.
 */
function Busy({ sent, text }: { sent: number; text: string }) {
  const { IMPORT_TEXT } = useTexts('catalog-import');
  if (sent < 1) {
    const percent = Math.floor(sent * 100);
    const label = IMPORT_TEXT.sending({ percent });
    return (
      <div role="status" className="max-w-sm space-y-1">
        <p>{label}</p>
        <progress className="progress progress-primary w-full" value={percent} max={100} aria-label={label} />
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2">
      <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      {text}
    </p>
  );
}

export function CatalogImportPage() {
  const { IMPORT_TEXT } = useTexts('catalog-import');
  const errorText = useApiErrorText();
  usePageTitle(IMPORT_TEXT.title);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [sent, setSent] = useState(0);
  const previewing = usePreviewImport(setSent);
  const applying = useApplyImport(setSent);

  const startAgain = () => {
    setFile(null);
    setPreview(null);
    previewing.reset();
    applying.reset();
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    setPreview(null);
    applying.reset();
    setSent(0);
    previewing.mutate(file, { onSuccess: setPreview });
  }

  const counts = preview?.counts;
  const canApply = !!counts && counts.errors === 0 && counts.created + counts.changed > 0;
  const result = applying.data?.counts;

  return (
    <section aria-labelledby="catalog-import-heading" className="max-w-5xl space-y-4">
      <h2 id="catalog-import-heading" className="text-2xl font-bold">
        {IMPORT_TEXT.title}
      </h2>
      <p>{IMPORT_TEXT.intro}</p>
      <p className="text-sm">{IMPORT_TEXT.stockNote}</p>
      <ExportCsvButton className="btn" />

      {!result && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <Field label={IMPORT_TEXT.file({ mb: MB })}>
            {(aria) => (
              <input
                type="file"
                accept=".csv,text/csv"
                className="file-input w-full max-w-sm"
                {...aria}
                onChange={(event) => {
                  setFile(event.currentTarget.files?.[0] ?? null);
                  setPreview(null);
                }}
              />
            )}
          </Field>
          <button type="submit" className="btn btn-primary" disabled={!file || previewing.isPending}>
            {IMPORT_TEXT.preview}
          </button>
        </form>
      )}

      {previewing.isPending && <Busy sent={sent} text={IMPORT_TEXT.previewing} />}
      {previewing.isError && (
        <p role="alert" className="text-error">
          {errorText.refusal(previewing.error, IMPORT_TEXT.failed)}
        </p>
      )}

      {preview && !result && (
        <>
          <ImportPreviewView preview={preview} />
          {counts && counts.errors > 0 && <p className="font-semibold">{IMPORT_TEXT.fixErrors}</p>}
          {counts && counts.errors === 0 && !canApply && <p className="font-semibold">{IMPORT_TEXT.nothingToApply}</p>}
          {canApply && file && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={applying.isPending}
              onClick={() => {
                setSent(0);
                applying.mutate({ file, token: preview.token });
              }}
            >
              {IMPORT_TEXT.confirm}
            </button>
          )}
        </>
      )}

      {applying.isPending && <Busy sent={sent} text={IMPORT_TEXT.applying} />}
      {applying.isError && (
        <p role="alert" className="text-error">
          {errorText.refusal(applying.error, IMPORT_TEXT.failed)}
        </p>
      )}
      {result && (
        <>
          <p role="status" className="font-semibold">
            {IMPORT_TEXT.done(result)}
          </p>
          <button type="button" className="btn" onClick={startAgain}>
            {IMPORT_TEXT.startAgain}
          </button>
        </>
      )}
    </section>
  );
}
