// A labelled select with its error message under it, tied together for screen readers (the
// select's twin of TextField, in the compact look of filter bars and dialogs).
import { type ComponentPropsWithRef, useId } from 'react';
import { useResolveMessage } from '../../lib/i18n.tsx';

interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
  /** A text, or a shared schema's message reference (shown in the page's language). */
  error?: string | undefined;
  className?: string;
}

export function SelectField({ label, error: errorOrRef, className, children, ...select }: SelectFieldProps) {
  const error = useResolveMessage()(errorOrRef);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={`select w-full ${error ? 'select-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
