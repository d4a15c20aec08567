import { inputClass } from '../../../ui/Field';

type Props = {
  value: string;
  onChange: (v: string) => void;
  autoComplete: 'current-password' | 'new-password';
  // Set by Field, which wires the label and the error message.
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** A password box for the account forms. */
export function PasswordInput({ value, onChange, autoComplete, ...wiring }: Props) {
  return <input {...wiring} type="password" className={inputClass} value={value} autoComplete={autoComplete} maxLength={256} onChange={(e) => onChange(e.target.value)} />;
}
