/**
 * A row of toggle buttons that filters a list by one value ("All", "New", "Answered"…): a fieldset named by
 * `label`, the chosen button pressed. `options` are the values; `labelOf` names each.
 */
export function FilterButtons<T extends string>(props: {
  label: string;
  options: readonly T[];
  value: T;
  labelOf: (option: T) => string;
  onChange: (option: T) => void;
}) {
  const { label, options, value, labelOf, onChange } = props;
  return (
    <fieldset className="mb-4 flex flex-wrap items-center gap-2">
      <legend className="sr-only">{label}</legend>
      <span aria-hidden="true" className="text-sm font-semibold">
        {label}
      </span>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          className={`btn btn-sm ${option === value ? 'btn-primary' : 'btn-outline'}`}
          onClick={() => onChange(option)}
        >
          {labelOf(option)}
        </button>
      ))}
    </fieldset>
  );
}
