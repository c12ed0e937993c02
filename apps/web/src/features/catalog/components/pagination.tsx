import { Link } from 'react-router';
import { useFormat, useTexts } from '../../../lib/i18n.tsx';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link to another page, keeping the rest of the list state. */
  hrefFor: (page: number) => string;
}

/** The page numbers to show: the first, the last, and the current one with its neighbours. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  return [...wanted]
    .sort((a, b) => a - b)
    .flatMap((p, i, sorted) => (i > 0 && p - (sorted[i - 1] ?? p) > 1 ? ['gap' as const, p] : [p]));
}

const ITEM = 'join-item btn';

/** A new page of results starts at the top, not where the page links are. */
const toTop = () => window.scrollTo(0, 0);

/** Links (not buttons), so that every page has an address a visitor can open, share or bookmark. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const { CATALOG_TEXT } = useTexts('catalog');
  const { number } = useFormat();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={CATALOG_TEXT.pagination} className="mt-10 flex flex-col items-center gap-3">
      <p className="text-sm">{CATALOG_TEXT.pageOf({ page, pages: pageCount })}</p>
      <div className="join flex-wrap justify-center">
        {page > 1 ? (
          <Link className={ITEM} to={hrefFor(page - 1)} rel="prev" onClick={toTop}>
            {CATALOG_TEXT.previousPage}
          </Link>
        ) : null}
        {visiblePages(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <span key={`gap-${i}`} className={`${ITEM} btn-disabled hidden sm:inline-flex`} aria-hidden="true">
              …
            </span>
          ) : (
            <Link
              key={p}
              className={`${ITEM} ${p === page ? 'btn-primary' : ''}`}
              to={hrefFor(p)}
              onClick={toTop}
              aria-current={p === page ? 'page' : undefined}
            >
              {number(p)}
            </Link>
          ),
        )}
        {page < pageCount ? (
          <Link className={ITEM} to={hrefFor(page + 1)} rel="next" onClick={toTop}>
            {CATALOG_TEXT.nextPage}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
