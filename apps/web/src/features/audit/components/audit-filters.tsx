// The audit trail's filters: person, kind, days and object, applied together with Show (a form, so Enter works).
import { useId, useState } from 'react';
import { useTexts } from '../../../lib/i18n.tsx';
import { type AuditFilters, NO_FILTERS } from '../api/audit.ts';

interface AuditFiltersFormProps {
  value: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}

export function AuditFiltersForm({ value, onApply }: AuditFiltersFormProps) {
  const { AUDIT_TEXT: T, AUDIT_KINDS: KINDS, AUDIT_OBJECTS: OBJECTS } = useTexts('audit');
  const [draft, setDraft] = useState(value);
  const id = useId();
  const field = (name: keyof AuditFilters) => ({
    id: `${id}-${name}`,
    name,
    value: draft[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const next = e.currentTarget.value;
      setDraft((d) => ({ ...d, [name]: next }));
    },
  });
  const label = (name: keyof AuditFilters, text: string) => (
    <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
      {text}
    </label>
  );
  return (
    <form
      aria-label={T.filters}
      className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <div className="flex flex-col gap-1">
        {label('person', T.person)}
        <input type="text" inputMode="email" className="input w-full" autoComplete="off" {...field('person')} />
      </div>
      <div className="flex flex-col gap-1">
        {label('kind', T.kind)}
        <select className="select w-full" {...field('kind')}>
          <option value="">{T.anyKind}</option>
          {Object.entries(KINDS).map(([kind, text]) => (
            <option key={kind} value={kind}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        {label('from', T.from)}
        <input type="date" className="input w-full" {...field('from')} />
      </div>
      <div className="flex flex-col gap-1">
        {label('to', T.to)}
        <input type="date" className="input w-full" {...field('to')} />
      </div>
      <div className="flex flex-col gap-1">
        {label('objectType', T.objectType)}
        <select className="select w-full" {...field('objectType')}>
          <option value="">{T.anyObject}</option>
          {Object.entries(OBJECTS).map(([type, text]) => (
            <option key={type} value={type}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        {label('objectId', T.objectId)}
        <input type="text" className="input w-full" autoComplete="off" translate="no" {...field('objectId')} />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <button type="submit" className="btn btn-primary btn-sm">
          {T.apply}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          {T.clear}
        </button>
      </div>
    </form>
  );
}
