import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../../ui/Field';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useTRPCProxy } from '../../../../lib/use-trpc';

const SHOWN = 8;

/** A participant to enter in a race, found by the admin list's search (name, club, bib, accents ignored). */
export function EntrantSearch({ entered, onPick }: { entered: ReadonlySet<string>; onPick: (participantId: string) => Promise<boolean> }) {
  const { t } = useTranslation('admin');
  const trpc = useTRPCProxy();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const inputId = useId();
  const found = useQuery({ ...trpc.participants.adminPage.queryOptions({ search: settled, limit: SHOWN + entered.size }), enabled: settled.length >= 2 });
  const candidates = (found.data?.items ?? []).filter((p) => !entered.has(p.id)).slice(0, SHOWN);
  return (
    <div className="mt-4 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {t('entries.searchLabel')}
      </label>
      <input id={inputId} type="search" className={inputClass} value={search} placeholder={t('entries.searchPlaceholder')} onChange={(e) => setSearch(e.target.value)} />
      {settled.length >= 2 && found.data && (
        <ul className="mt-2 space-y-1" data-testid="entrant-candidates">
          {candidates.length === 0 && <li className="text-sm text-slate-600">{t('entries.noParticipant')}</li>}
          {candidates.map((p) => {
            const name = `${p.firstName} ${p.lastName}`;
            return (
              <li key={p.id} className="flex items-center gap-2 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="font-medium text-slate-900">{p.lastName} {p.firstName}</span>
                  <span className="text-slate-600">
                    {' '}
                    · {p.club} · {p.category}
                    {p.bib && ` · ${p.bib}`}
                  </span>
                </span>
                <button
                  type="button"
                  onClick={() => void onPick(p.id).then((ok) => ok && setSearch(''))}
                  aria-label={t('entries.addEntrant', { name })}
                  className="rounded-md bg-sky-800 px-3 py-1 text-xs font-semibold text-white hover:bg-sky-900"
                >
                  {t('entries.add')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
