import { type FieldWiring, inputClass } from '../../../ui/Field';

// The wiring is set by Field, which ties the label, the required state and the error message.
type Props = FieldWiring & {
  value: string;
  onChange: (v: string) => void;
  autoComplete: 'current-password' | 'new-password';
};

/** A password box for the account forms. */
export function PasswordInput({ value, onChange, autoComplete, ...wiring }: Props) {
  return (
    <input
      {...wiring}
      type="password"
      className={inputClass}
      value={value}
      autoComplete={autoComplete}
      maxLength={256}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
