// The login and sign-up card's shape while the session is being checked (spec §2: skeleton placeholders).
import { useTexts } from '../../../lib/i18n.tsx';

export function AuthCardSkeleton({ fields }: { fields: number }) {
  const { PUBLIC_TEXT } = useTexts('common');
  return (
    <div role="status" aria-live="polite" className="card w-full max-w-md border border-base-300 bg-base-100 shadow-sm">
      <span className="sr-only">{PUBLIC_TEXT.loading}</span>
      <div className="card-body gap-4" aria-hidden="true">
        <div className="skeleton mx-auto h-8 w-32" />
        {Array.from({ length: fields }, (_, i) => (
          <div key={i} className="flex flex-col gap-2">
            <div className="skeleton h-4 w-20" />
            <div className="skeleton h-10 w-full" />
          </div>
        ))}
        <div className="skeleton h-10 w-full" />
        <div className="skeleton h-4 w-2/3" />
        <div className="skeleton h-10 w-full" />
      </div>
    </div>
  );
}
