// A labelled select with its error message under it: the select twin of TextField, in the compact look.
import type { ComponentPropsWithRef } from 'react';
import { COMPACT_LOOK, Field } from './text-field.tsx';

type SelectFieldProps = ComponentPropsWithRef<'select'> & { label: string; error?: string | undefined };

export function SelectField({ label, error, className = '', children, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error} look={COMPACT_LOOK}>
      {(aria, hasError) => (
        <select className={`select w-full ${hasError ? 'select-error' : ''} ${className}`} {...aria} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}
