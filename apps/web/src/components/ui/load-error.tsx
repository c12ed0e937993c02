import { useTexts } from '../../lib/i18n.tsx';

/** A failed call: what happened (by default, that it could not be loaded) and a way to try again. */
export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { UI_TEXT } = useTexts('common');
  return (
    <div role="alert" className="alert alert-error alert-soft my-6 flex flex-wrap justify-between gap-3">
      <span>{message ?? UI_TEXT.loadFailed}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        {UI_TEXT.retry}
      </button>
    </div>
  );
}
