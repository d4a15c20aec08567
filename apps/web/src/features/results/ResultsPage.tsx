import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { useCallback, useState } from 'react';
import { downloadText } from '../../lib/download';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useLocalized } from '../../lib/use-localized';
import { useTRPCProxy } from '../../lib/use-trpc';
import { BackToTop } from '../../ui/JumpNav';
import { PageHero } from '../../ui/PageHero';
import { Skeleton } from '../../ui/Skeleton';
import { useSearchParam } from '../../ui/use-search-param';
import { QueryError } from '../layout/QueryError';
import { resultsCsv } from './export-results';
import { RaceList } from './RaceList';
import { RaceRanking } from './RaceRanking';
import { RaceRow } from './RaceRow';
import { ResultsControls } from './ResultsControls';
import { REFRESH_MS } from '../results-shared/refresh';
import { activeSearch, boardOptions, listOptions } from './results-queries';
import { SearchMatches } from './SearchMatches';
import { StatsModal } from './StatsModal';
import { useMinutesSince } from './use-age';
import { useLiveUpdates } from '../../lib/use-live-updates';
import { RecordsLinks } from '../club-ranking/RecordsLinks';
import { useText } from '../../lib/use-text';

/**
 * The first view reads only the race board (each race with its podium and count); a race's full
 * ranking, a search or an export reads results.list with exactly what it needs. The search and the
 * race may come from the address (`?search=`, `?event=`): that is how a visitor without
 * JavaScript asks for them with the filter form, and the server draws the answer. Each race's line
 * leads to its own page (/resultats/<race id>).
 */
export function ResultsPage() {
  const t = useText('pages');
  const { pick, label } = useLocalized();
  const trpc = useTRPCProxy();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'live' | 'archives'>('live');
  const live = tab === 'live';
  // Live refetches every 30 s; Archives shows the same data without polling.
  // Pushed by the server within a second of an administrator's save; the 30 s poll only while the push is down.
  const push = useLiveUpdates([trpc.results.pathKey()]);
  const board = useQuery({ ...boardOptions(trpc), refetchInterval: live && !push.connected ? REFRESH_MS : false });
  const minutes = useMinutesSince(push.connected ? push.changedAt : board.dataUpdatedAt);
  const askedSearch = useSearchParam('search');
  const askedRace = useSearchParam('event');
  const [search, setSearch] = useState(askedSearch ?? '');
  const searched = activeSearch(useDebouncedValue(search, 250));
  const [eventId, setEventId] = useState(askedRace ?? 'all');
  const chosen = eventId === 'all' ? undefined : eventId;
  const [statsOpen, setStatsOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  const races = board.data?.races ?? [];
  const chosenRace = races.find((r) => r.id === chosen);
  const championshipName = (id: string) => {
    const c = board.data?.championships.find((x) => x.id === id);
    return c ? pick(c.name, c.nameEn) : id;
  };

  // Stable callbacks, so that the memoised controls are not redrawn when only the age label changes.
  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      const rows = await queryClient.fetchQuery(listOptions(trpc, { eventId: chosen, search: searched }));
      const header = [
        t('results.event'),
        t('results.rank'),
        t('results.athlete'),
        t('results.category'),
        t('results.club'),
        t('results.time'),
        t('results.status'),
        t('results.resultsState'),
      ];
      downloadText(
        'resultats.csv',
        resultsCsv(rows, header, (r) => pick(r.event.name, r.event.nameEn), label),
      );
    } catch {
      // Nothing is downloaded; the button is enabled again and can be pressed once more.
    } finally {
      setExporting(false);
    }
  }, [queryClient, trpc, chosen, searched, t, pick, label]);
  const onExport = useCallback(() => void exportCsv(), [exportCsv]);
  const onStats = useCallback(() => setStatsOpen(true), []);

  return (
    <>
      <PageHero title={t('results.title')} subtitle={t('results.subtitle')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/* Without JavaScript, neither the tabs nor the refresh they control can work: both are hidden. */}
          <div
            role="tablist"
            aria-label={t('results.tabs')}
            className="inline-flex rounded-lg bg-slate-100 p-1 noscript:hidden"
          >
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
          <p className="text-sm text-slate-700 noscript:hidden" data-testid="results-age">
            {/* The age is that of data on screen: none while the first read is pending or after it failed. */}
            {[
              live && t('results.refresh'),
              board.data && (minutes === 0 ? t('results.updatedNow') : t('results.updatedAgo', { count: minutes })),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>

        <ResultsControls
          races={races}
          search={search}
          onSearch={setSearch}
          eventId={eventId}
          onEvent={setEventId}
          onExport={onExport}
          exporting={exporting}
          onStats={onStats}
        />
        <RecordsLinks championships={board.data?.championships ?? []} />

        <div id="results-panel" className="mt-8 space-y-6" role="tabpanel" aria-labelledby={`results-tab-${tab}`}>
          {board.isLoading ? (
            <Skeleton count={6} className="h-16" />
          ) : board.isError && !board.data ? (
            <QueryError onRetry={() => void board.refetch()} />
          ) : searched ? (
            <SearchMatches search={searched} eventId={chosen} live={live} />
          ) : chosenRace ? (
            <div>
              <RaceRow
                key={chosenRace.id}
                race={chosenRace}
                name={pick(chosenRace.name, chosenRace.nameEn)}
                championship={championshipName(chosenRace.championshipId)}
                t={t}
                ranking={
                  <RaceRanking race={chosenRace} caption={pick(chosenRace.name, chosenRace.nameEn)} live={live} />
                }
              />
            </div>
          ) : (
            board.data && <RaceList board={board.data} live={live} />
          )}
        </div>
      </div>
      <BackToTop />
      <StatsModal open={statsOpen} onClose={() => setStatsOpen(false)} stats={board.data?.stats} />
    </>
  );
}
