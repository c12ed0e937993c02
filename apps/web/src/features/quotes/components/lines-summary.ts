import type { Quote } from '@store/shared/schemas';

/** The first line's name and how many more: "Steel Chain and 2 more". */
export const linesSummaryOf = (quote: Quote) => ({
  first: quote.lines[0]?.name ?? '',
  more: Math.max(0, quote.lines.length - 1),
});
