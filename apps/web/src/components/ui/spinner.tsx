import { useTexts } from '../../lib/i18n.tsx';

/** A page or a part of one still loading. */
export function Spinner() {
  const { PUBLIC_TEXT } = useTexts('common');
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{PUBLIC_TEXT.loading}</span>
    </div>
  );
}
