// The order desk's "VAT summary (CSV)": the period's sales and credit notes by VAT rate and the net VAT
// (GET /api/admin/vat-summary.csv), for the desk's from/to days, else from the 1st of this month to today.
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTexts } from '../../../lib/i18n.tsx';
import { downloadVatSummary } from '../api/order-queries.ts';

/** Today in Dhaka as `YYYY-MM-DD` (the store's days; en-CA writes dates that way). */
const dhakaToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Dhaka',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** The days asked: the desk's own when set, else this month so far. */
export function vatSummaryPeriod(from: string | undefined, to: string | undefined, now = new Date()) {
  const today = dhakaToday(now);
  const end = to ?? today;
  return { from: from ?? `${end.slice(0, 8)}01`, to: end };
}

export function VatSummaryButton({ from, to }: { from?: string | undefined; to?: string | undefined }) {
  const { VAT_SUMMARY_TEXT: V } = useTexts('vat');
  const { ORDER_DESK_UI_TEXT: T } = useTexts('order-desk-ui');
  const download = useMutation({
    mutationFn: () => {
      const period = vatSummaryPeriod(from, to);
      return downloadVatSummary(period.from, period.to);
    },
    onError: () => toast.error(T.exportFailed),
  });
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      disabled={download.isPending}
      onClick={() => download.mutate()}
    >
      {download.isPending ? T.exporting : V.button}
    </button>
  );
}
