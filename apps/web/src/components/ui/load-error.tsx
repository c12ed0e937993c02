import { UI_TEXT } from '@store/shared/messages';

/** A failed call: what happened and a way to try again. */
export function LoadError({ onRetry, message = UI_TEXT.loadFailed }: { onRetry: () => void; message?: string }) {
  return (
    <div role="alert" className="alert alert-error alert-soft my-6 flex flex-wrap justify-between gap-3">
      <span>{message}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        {UI_TEXT.retry}
      </button>
    </div>
  );
}
