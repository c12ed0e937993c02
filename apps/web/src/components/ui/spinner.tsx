import { useTexts } from '../../lib/i18n.tsx';

/** A page or a part of one still loading; `label` is what a screen reader hears ("Loading" by default). */
export function Spinner({ label }: { label?: string }) {
  const { PUBLIC_TEXT } = useTexts('common');
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{label ?? PUBLIC_TEXT.loading}</span>
    </div>
  );
}
