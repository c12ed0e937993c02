// Previous / Next buttons for a list whose page lives in state or in the URL (the catalogue's
// page links are Pagination, in its feature). Texts come in: each area words "page 2 of 5" its own way.
interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  texts: { previous: string; next: string; pageOf: string };
  /** The navigation's name ("page 2 of 5" by default). */
  label?: string;
}

export function Pager({ page, pages, onPage, texts, label = texts.pageOf }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      <button type="button" className="btn btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {texts.previous}
      </button>
      <span aria-live="polite">{texts.pageOf}</span>
      <button type="button" className="btn btn-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {texts.next}
      </button>
    </nav>
  );
}
