// Export CSV: the whole catalogue as a spreadsheet; a failed download says so.
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useTexts } from '../../../lib/i18n.tsx';
import { downloadCatalogCsv } from '../api/export-catalog.ts';

export function ExportCsvButton({ className = 'btn btn-sm' }: { className?: string }) {
  const { IMPORT_TEXT } = useTexts('catalog-import');
  const [isBusy, setBusy] = useState(false);
  const exportCsv = () => {
    setBusy(true);
    downloadCatalogCsv()
      .catch(() => toast.error(IMPORT_TEXT.exportFailed))
      .finally(() => setBusy(false));
  };
  return (
    <button type="button" className={className} onClick={exportCsv} disabled={isBusy} aria-busy={isBusy}>
      {IMPORT_TEXT.exportCsv}
    </button>
  );
}
