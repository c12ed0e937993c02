import type { QuoteStatus } from '@store/shared/schemas';
import { useTexts } from '../../../lib/i18n.tsx';

const BADGE: Record<QuoteStatus, string> = {
  requested: 'badge-warning',
  quoted: 'badge-info',
  expired: 'badge-neutral',
  accepted: 'badge-success',
  declined: 'badge-neutral',
  closed: 'badge-neutral',
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { QUOTE_STATUS } = useTexts('quotes-ui');
  return <span className={`badge ${BADGE[status]} whitespace-nowrap`}>{QUOTE_STATUS[status]}</span>;
}
