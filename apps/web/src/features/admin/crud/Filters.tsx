import { type ReactNode, useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { inputClass } from '../../../ui/Field';
import { FilterSelect } from '../../../ui/FilterSelect';

/** The search box and filter selects above a list, with a label for screen readers. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}

/**
 * The search box of a list searched on the server: it holds what is typed (a keystroke re-renders it
 * alone) and hands the trimmed search to `onSettle` once typing pauses for 250 ms.
 */
export function SearchFilter({
  id,
  label,
  placeholder,
  onType,
  onSettle,
}: {
  id: string;
  label: string;
  placeholder: string;
  onType: (typed: string) => void;
  onSettle: (search: string) => void;
}) {
  const [value, setValue] = useState('');
  const settled = useDebouncedValue(value.trim(), 250);
  useEffect(() => onSettle(settled), [settled, onSettle]);
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        className={inputClass}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          onType(e.target.value);
        }}
      />
    </div>
  );
}

export function SelectFilter<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (v: V) => void;
}) {
  return (
    <FilterSelect id={id} label={label} hideLabel value={value} options={options} onChange={(v) => onChange(v as V)} />
  );
}

/** Shown when filters leave nothing to show although the list is not empty. */
export function NoMatch({ children }: { children: ReactNode }) {
  return (
    <p
      className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200"
      data-testid="admin-no-match"
    >
      {children}
    </p>
  );
}
