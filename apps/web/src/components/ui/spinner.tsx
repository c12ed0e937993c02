import type { ReactNode } from 'react';
import { useTexts } from '../../lib/i18n.tsx';

/** Something still loading, named "Loading" for screen readers, who skip the placeholder shape `children` draw in a box of `className`. */
export function Loading({ className, children }: { className?: string; children: ReactNode }) {
  const { PUBLIC_TEXT } = useTexts('common');
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{PUBLIC_TEXT.loading}</span>
      <div className={className} aria-hidden="true">
        {children}
      </div>
    </div>
  );
}

/** A page or a part of one still loading. */
export const Spinner = () => (
  <Loading className="flex min-h-[40vh] items-center justify-center">
    <span className="loading loading-spinner loading-lg text-primary" />
  </Loading>
);
