// A phone number's cash-on-delivery history, compact: "✓ 4 delivered · ↩ 1 returned · ✗ 0 refused".
// Every badge of a page asks with the same list of numbers, so the page makes one call.
import { useQuery } from '@tanstack/react-query';
import type { CodHistory } from '@store/shared/schemas';
import { useTexts } from '../../../lib/i18n.tsx';
import { codHistoryQueryOptions } from '../api/cod-trust.ts';

/** Green for a number that has only received, amber once something came back or was refused. */
export function CodHistorySummary({ history }: { history: CodHistory }) {
  const { COD_HISTORY_TEXT: T } = useTexts('cod-trust');
  const isTroubled = history.returned + history.refused > 0;
  const isNew = history.delivered + history.returned + history.refused === 0;
  // NOTE: a space before the badge, so that a narrow cell (the order desk's) can wrap between them.
  return (
    <span
      role="note"
      aria-label={T.label}
      title={T.label}
      className={`text-xs ${isTroubled ? 'text-warning-content bg-warning/30' : 'text-base-content/80'} rounded px-1`}
    >
      {T.summary(history)}
      {isNew ? (
        <>
          {' '}
          <span className="badge badge-ghost badge-xs h-auto">{T.newNumber}</span>
        </>
      ) : null}
    </span>
  );
}

/** The history of `phone`, read with the page's other numbers (`phones`). */
export function CodHistoryOf({ phone, phones }: { phone: string; phones: readonly string[] }) {
  const history = useQuery(codHistoryQueryOptions(phones));
  const mine = history.data?.items.find((h) => h.phone === phone);
  return mine ? <CodHistorySummary history={mine} /> : null;
}
