import { registrationButtonTypes } from '@app/contract';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../ui/Field';

/** A registration button as the form holds it (spec section 3): the description '' until saved as null. */
export interface ButtonDraft {
  url: string;
  type: (typeof registrationButtonTypes)[number];
  label: string;
  labelEn: string;
  description: string;
}

export const emptyButton = (): ButtonDraft => ({ url: '', type: 'primary', label: '', labelEn: '', description: '' });

const move = <T,>(items: T[], from: number, to: number) => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/** The championship's registration buttons as an ordered list: add, edit, remove, move up or down. */
export function RegistrationButtonsEditor({
  value,
  onChange,
  error,
}: {
  value: ButtonDraft[];
  onChange: (next: ButtonDraft[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const update = (index: number, patch: Partial<ButtonDraft>) =>
    onChange(value.map((b, i) => (i === index ? { ...b, ...patch } : b)));
  return (
    <fieldset className="rounded-lg p-3 ring-1 ring-slate-200" data-testid="registration-buttons">
      <legend className="px-1 text-sm font-medium text-slate-800">{t('buttons.title')}</legend>
      {value.length === 0 && <p className="text-sm text-slate-600">{t('buttons.none')}</p>}
      <ol className="space-y-3">
        {value.map((b, i) => {
          const n = i + 1;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: drafts have no id; the position is what the user edits
              key={i}
              className="rounded-md bg-slate-50 p-3 ring-1 ring-slate-200"
              data-testid="registration-button"
              aria-label={t('buttons.item', { n })}
            >
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={t('buttons.label')} required>
                  <input
                    className={inputClass}
                    value={b.label}
                    onChange={(e) => update(i, { label: e.target.value })}
                  />
                </Field>
                <Field label={t('buttons.labelEn')} required>
                  <input
                    className={inputClass}
                    value={b.labelEn}
                    onChange={(e) => update(i, { labelEn: e.target.value })}
                  />
                </Field>
                <Field label={t('buttons.url')} required>
                  <input
                    type="url"
                    className={inputClass}
                    value={b.url}
                    placeholder="https://"
                    onChange={(e) => update(i, { url: e.target.value })}
                  />
                </Field>
                <Field label={t('buttons.type')}>
                  <select
                    className={inputClass}
                    value={b.type}
                    onChange={(e) => update(i, { type: e.target.value as ButtonDraft['type'] })}
                  >
                    {registrationButtonTypes.map((type) => (
                      <option key={type} value={type}>
                        {t(`buttons.types.${type}`)}
                      </option>
                    ))}
                  </select>
                </Field>
                <div className="sm:col-span-2">
                  <Field label={t('buttons.description')}>
                    <input
                      className={inputClass}
                      value={b.description}
                      onChange={(e) => update(i, { description: e.target.value })}
                    />
                  </Field>
                </div>
              </div>
              <div className="mt-2 flex justify-end gap-1">
                <button
                  type="button"
                  disabled={i === 0}
                  onClick={() => onChange(move(value, i, i - 1))}
                  aria-label={t('buttons.up', { n })}
                  className="rounded-md p-2 text-slate-700 hover:bg-white disabled:opacity-40"
                >
                  <ArrowUp aria-hidden="true" className="h-4 w-4" />
                </button>
                <button
                  type="button"
                  disabled={i === value.length - 1}
                  onClick={() => onChange(move(value, i, i + 1))}
                  aria-label={t('buttons.down', { n })}
                  className="rounded-md p-2 text-slate-700 hover:bg-white disabled:opacity-40"
                >
                  <ArrowDown aria-hidden="true" className="h-4 w-4" />
                </button>
                <button
                  type="button"
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                  aria-label={t('buttons.remove', { n })}
                  className="rounded-md p-2 text-rose-700 hover:bg-rose-50"
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        onClick={() => onChange([...value, emptyButton()])}
        className="mt-3 inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-semibold text-sky-800 ring-1 ring-sky-300 hover:bg-sky-50"
      >
        <Plus aria-hidden="true" className="h-4 w-4" /> {t('buttons.add')}
      </button>
      {error && <p className="mt-2 text-sm text-rose-700">{error}</p>}
    </fieldset>
  );
}
