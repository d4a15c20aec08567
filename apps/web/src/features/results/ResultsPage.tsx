import { type Result, toCsv } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Download, Radio, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../../lib/download';
import { formatDate } from '../../lib/format';
import { useLocalized } from '../../lib/use-localized';
import { useTRPCProxy } from '../../lib/use-trpc';
import { inputClass } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { PageHero } from '../../ui/PageHero';
import { Skeleton } from '../../ui/Skeleton';
import { QueryError } from '../layout/QueryError';
import { ResultsTable } from './ResultsTable';
import { useMinutesSince } from './use-age';

const REFRESH_MS = 30_000;

export function ResultsPage() {
  const { t } = useTranslation('pages');
  const { pick, locale } = useLocalized();
  const trpc = useTRPCProxy();
  const [tab, setTab] = useState<'live' | 'archives'>('live');
  // Live refetches every 30 s; Archives shows the same data without polling.
  const query = useQuery({ ...trpc.results.list.queryOptions(), refetchInterval: tab === 'live' ? REFRESH_MS : false });
  const minutes = useMinutesSince(query.dataUpdatedAt);
  const [search, setSearch] = useState('');
  const [eventId, setEventId] = useState('all');
  const [details, setDetails] = useState<string | null>(null);
  const [statsOpen, setStatsOpen] = useState(false);

  const all = query.data ?? [];
  const events = useMemo(() => [...new Map(all.map((r) => [r.eventId, r.event])).values()], [all]);
  const needle = search.trim().toLowerCase();
  const filtered = all.filter(
    (r) => (eventId === 'all' || r.eventId === eventId) && (!needle || r.athlete.toLowerCase().includes(needle) || r.club.toLowerCase().includes(needle)),
  );
  const groups = new Map<string, Result[]>();
  for (const r of filtered) groups.set(r.eventId, [...(groups.get(r.eventId) ?? []), r]);
  const detailEvent = events.find((e) => e.id === details);

  const exportCsv = () =>
    downloadText(
      'resultats.csv',
      toCsv(
        [t('results.event'), t('results.rank'), t('results.athlete'), t('results.category'), t('results.club'), t('results.time')],
        filtered.map((r) => [pick(r.event.name, r.event.nameEn), r.rank, r.athlete, r.category, r.club, r.time]),
      ),
    );

  return (
    <>
      <PageHero title={t('results.title')} subtitle={t('results.subtitle')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div role="tablist" aria-label={t('results.tabs')} className="inline-flex rounded-lg bg-slate-100 p-1">
            {(['live', 'archives'] as const).map((id) => (
              <button
                key={id}
                id={`results-tab-${id}`}
                type="button"
                role="tab"
                aria-selected={tab === id}
                aria-controls="results-panel"
                tabIndex={tab === id ? 0 : -1}
                onClick={() => setTab(id)}
                onKeyDown={(e) => {
                  // Tabs pattern: the arrow keys move between Live and Archives.
                  if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
                  const other = id === 'live' ? 'archives' : 'live';
                  setTab(other);
                  document.getElementById(`results-tab-${other}`)?.focus();
                }}
                className={`rounded-md px-4 py-2 text-sm font-semibold ${tab === id ? 'bg-white text-slate-900 shadow' : 'text-slate-700'}`}
              >
                {id === 'live' && <Radio aria-hidden="true" className="mr-1 inline h-4 w-4 text-rose-600" />}
                {t(`results.${id}`)}
              </button>
            ))}
          </div>
          <p className="text-sm text-slate-700" data-testid="results-age">
            {tab === 'live' ? `${t('results.refresh')} · ` : ''}
            {minutes === 0 ? t('results.updatedNow') : t('results.updatedAgo', { count: minutes })}
          </p>
        </div>

        <div className="mt-6 grid gap-4 sm:grid-cols-[1fr_1fr_auto_auto]">
          <div className="relative">
            <label htmlFor="results-search" className="sr-only">
              {t('results.search')}
            </label>
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3.5 h-4 w-4 text-slate-500" />
            <input id="results-search" type="search" className={`${inputClass} pl-9`} placeholder={t('results.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <div>
            <label htmlFor="results-event" className="sr-only">
              {t('results.event')}
            </label>
            <select id="results-event" className={inputClass} value={eventId} onChange={(e) => setEventId(e.target.value)}>
              <option value="all">{t('results.allEvents')}</option>
              {events.map((e) => (
                <option key={e.id} value={e.id}>
                  {pick(e.name, e.nameEn)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" onClick={exportCsv} className="mt-1 inline-flex items-center justify-center gap-2 rounded-md bg-sky-800 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-900">
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('results.export')}
          </button>
          <button type="button" onClick={() => setStatsOpen(true)} className="mt-1 inline-flex items-center justify-center gap-2 rounded-md bg-white px-4 py-2 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50">
            <BarChart3 aria-hidden="true" className="h-4 w-4" />
            {t('results.statistics')}
          </button>
        </div>

        <div id="results-panel" className="mt-8 space-y-6" role="tabpanel" aria-labelledby={`results-tab-${tab}`}>
          {query.isLoading ? (
            <Skeleton count={4} className="h-40" />
          ) : query.isError && !query.data ? (
            <QueryError onRetry={() => void query.refetch()} />
          ) : groups.size === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-800">{t('results.empty')}</p>
          ) : (
            [...groups.entries()].map(([id, rows]) => {
              const event = rows[0]!.event;
              const name = pick(event.name, event.nameEn);
              return (
                <section key={id} className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200" data-testid="results-group">
                  <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
                    <div>
                      <h2 className="font-bold text-slate-900">{name}</h2>
                      <p className="text-sm text-slate-700">
                        {pick(event.championship.name, event.championship.nameEn)} · {formatDate(event.date, locale)} · {event.time}
                      </p>
                    </div>
                    <button type="button" onClick={() => setDetails(id)} className="text-sm font-semibold text-sky-800 hover:underline">
                      {t('results.details')}
                    </button>
                  </div>
                  <ResultsTable results={rows.slice(0, 3)} caption={name} />
                </section>
              );
            })
          )}
        </div>
      </div>

      <Modal open={!!detailEvent} onClose={() => setDetails(null)} title={detailEvent ? pick(detailEvent.name, detailEvent.nameEn) : ''} size="lg">
        {detailEvent && <ResultsTable results={all.filter((r) => r.eventId === detailEvent.id)} caption={pick(detailEvent.name, detailEvent.nameEn)} />}
      </Modal>
      <Modal open={statsOpen} onClose={() => setStatsOpen(false)} title={t('results.statistics')}>
        <dl className="grid grid-cols-3 gap-3 text-center" data-testid="results-stats">
          {[
            { key: 'results.statsAthletes', value: new Set(all.map((r) => r.athlete)).size },
            { key: 'results.statsClubs', value: new Set(all.map((r) => r.club)).size },
            { key: 'results.statsEvents', value: events.length },
          ].map((s) => (
            <div key={s.key} className="flex flex-col rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
              <dt className="text-xs text-slate-700">{t(s.key)}</dt>
              <dd className="order-first text-2xl font-black text-slate-900">{s.value}</dd>
            </div>
          ))}
        </dl>
      </Modal>
    </>
  );
}
