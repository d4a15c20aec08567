import type { ParticipantsImportAnswer } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';

/** Refused rows listed one by one; past that, their count (a wrong mapping can refuse every row). */
const SHOWN_ERRORS = 50;

/** What the import would do (or did): the counts, then every refused row with its line and reason. */
export function ImportSummary({ answer }: { answer: ParticipantsImportAnswer }) {
  const { t } = useTranslation('admin');
  const counts = [
    { key: 'create', value: answer.created, tone: 'bg-emerald-50 text-emerald-900 ring-emerald-200' },
    { key: 'update', value: answer.updated, tone: 'bg-sky-50 text-sky-900 ring-sky-200' },
    { key: 'unchanged', value: answer.unchanged, tone: 'bg-slate-50 text-slate-800 ring-slate-200' },
    { key: 'refused', value: answer.refused, tone: answer.refused ? 'bg-rose-50 text-rose-900 ring-rose-200' : 'bg-slate-50 text-slate-800 ring-slate-200' },
    // Entries in races, when the file has an Épreuves column (issue 29).
    ...(answer.columns.some((c) => c.field === 'events') ? [{ key: 'entries', value: answer.entriesCreated, tone: 'bg-violet-50 text-violet-900 ring-violet-200' }] : []),
  ] as const;
  // The answer lists the first refused rows only; `refused` counts them all.
  const hidden = answer.refused - Math.min(SHOWN_ERRORS, answer.errors.length);
  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="participants-import-counts">
        {counts.map((c) => (
          <li key={c.key} className={`rounded-lg px-3 py-2 ring-1 ${c.tone}`} data-testid={`participants-import-count-${c.key}`}>
            <span className="block text-xl font-bold">{formatNumber(c.value)}</span>
            <span className="text-xs">{t(`participantsImport.counts.${c.key}`)}</span>
          </li>
        ))}
      </ul>
      {answer.refused > 0 && (
        <section aria-labelledby="pi-errors-title" className="rounded-lg bg-rose-50 p-3 ring-1 ring-rose-200">
          <h3 id="pi-errors-title" className="text-sm font-semibold text-rose-900">
            {t('participantsImport.errorsTitle')}
          </h3>
          <ul className="mt-1 max-h-48 space-y-0.5 overflow-y-auto text-sm text-rose-900" data-testid="participants-import-errors">
            {answer.errors.slice(0, SHOWN_ERRORS).map((e, i) => (
              // Two reasons can name the same line. The message names its line itself (`Ligne 4 : …`), as REST gives it.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              <li key={i}>{e.message}</li>
            ))}
          </ul>
          {hidden > 0 && <p className="mt-1 text-xs text-rose-900">{t('participantsImport.moreErrors', { count: hidden })}</p>}
        </section>
      )}
    </>
  );
}
