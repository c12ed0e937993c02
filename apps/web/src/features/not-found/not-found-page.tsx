// Any unknown path: a 404 picture and the way back (spec §2).
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n.tsx';
import { usePageHead } from '../../lib/page-title.ts';
import { useServerStatus } from '../../lib/server-render.tsx';

export function NotFoundPage() {
  const { SPEC_TEXT, UI_TEXT } = useTexts('common');
  const { NOT_FOUND_TEXT } = useTexts('pages');
  useServerStatus(404);
  usePageHead({ title: UI_TEXT.pageNotFound, noindex: true });
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-12 text-center">
      <img
        src="/images/404.svg"
        alt={NOT_FOUND_TEXT.imageAlt}
        width={480}
        height={300}
        fetchPriority="high"
        className="h-auto w-full max-w-md"
      />
      <h1 className="mt-8 text-3xl font-bold">{UI_TEXT.pageNotFound}</h1>
      <p className="mt-2">{NOT_FOUND_TEXT.text}</p>
      <Link to="/" className="btn btn-primary mt-8">
        {SPEC_TEXT.backToHome}
      </Link>
    </div>
  );
}
