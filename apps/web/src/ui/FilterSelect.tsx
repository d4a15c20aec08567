import { useRef } from 'react';
import { useEarlyValue } from '../lib/use-early-value';
import { inputClass } from './Field';

interface Props {
  id: string;
  /** The address's parameter the form without JavaScript asks for (`?championship=`). */
  name?: string | undefined;
  label: string;
  /** Read by screen readers only: the first option already names the filter. */
  hideLabel?: boolean | undefined;
  value: string;
  /** The first option, `all`: no filtering (an admin list gives its own among `options`). */
  allLabel?: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  className?: string | undefined;
}

/** One filter of a list (events, participants, programme, the admin lists): its label and its select, 'all' first. */
export function FilterSelect({ id, name, label, hideLabel, value, allLabel, options, onChange, className }: Props) {
  const select = useRef<HTMLSelectElement>(null);
  useEarlyValue(select, value, onChange);
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-slate-800'}>
        {label}
      </label>
      <select
        ref={select}
        id={id}
        name={name}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {allLabel !== undefined && <option value="all">{allLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
