import type { ClubMedals, RaceSummary, StartList } from '@app/contract';
import { useLocalized } from '../../lib/use-localized';
import { sortClubs, STANDARD_SORT } from '../results/medal-sort';
import { useText } from '../../lib/use-text';

/*
 * The venue screens' views between races, read from the stands: dark, large type, nothing to touch.
 * Each is a whole 1920×1080 screen; the page chooses which one shows.
 */

function Title({ children }: { children: string }) {
  return <h1 className="border-b border-slate-700 pb-4 text-5xl font-bold text-amber-300">{children}</h1>;
}

/** The latest races with published results, each with its podium. */
export function LatestResults({ races }: { races: readonly RaceSummary[] }) {
  const t = useText('pages');
  const { pick } = useLocalized();
  return (
    <section data-testid="screen-latest" className="flex h-full flex-col">
      <Title>{t('live.screen.latest')}</Title>
      <div className="mt-6 grid flex-1 grid-cols-3 gap-8">
        {races.map((race) => (
          <article key={race.id} className="flex flex-col">
            <h2 className="text-4xl font-bold leading-tight">{pick(race.name, race.nameEn)}</h2>
            <p className="mt-1 text-2xl text-slate-400">
              {race.resultsState === 'official' ? t('live.screen.official') : t('live.screen.provisional')}
            </p>
            <ol className="mt-4 space-y-4">
              {race.podium.map((row) => (
                <li key={row.id} className="flex items-baseline gap-4 text-3xl">
                  <span className="w-10 text-right font-bold tabular-nums text-amber-300">{row.rank}</span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{row.athlete}</span>
                    <span className="block truncate text-2xl text-slate-400">{row.club}</span>
                  </span>
                  <span className="font-bold tabular-nums">{row.time}</span>
                </li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </section>
  );
}

/** A race to come's published start list, lane by lane (withdrawals left out: nobody rows in them). */
export function NextStartList({ list }: { list: StartList }) {
  const t = useText('pages');
  const { pick } = useLocalized();
  const entries = list.entries.filter((e) => e.status !== 'scratched');
  const columns = entries.length <= 12 ? 1 : entries.length <= 30 ? 2 : 3;
  return (
    <section data-testid="screen-next" className="flex h-full flex-col">
      <Title>{t('live.screen.next')}</Title>
      <h2 className="mt-4 text-5xl font-bold">
        {pick(list.event.name, list.event.nameEn)} <span className="text-slate-400">· {list.event.time}</span>
      </h2>
      <ol
        className={`mt-6 grid flex-1 content-start gap-x-10 gap-y-3 ${columns === 1 ? 'text-4xl' : 'text-2xl'}`}
        style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}
      >
        {entries.map((entry) => (
          <li key={entry.entryId} className="flex items-baseline gap-4 border-b border-slate-800 pb-2">
            <span className="w-[6em] shrink-0 whitespace-nowrap text-right font-bold tabular-nums text-amber-300">
              {entry.lane === null ? '–' : t('startList.laneNumber', { lane: entry.lane })}
            </span>
            <span className="min-w-0 flex-1 truncate font-semibold">
              {entry.crewName ?? `${entry.lastName} ${entry.firstName}`}
            </span>
            <span className="truncate text-slate-400">{entry.club}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The medal table pinned from the back-office: the clubs in the standard order, as many as fit. */
export function ScreenMedals({ clubs }: { clubs: readonly ClubMedals[] }) {
  const t = useText('pages');
  const rows = sortClubs(clubs, STANDARD_SORT).slice(0, 14);
  return (
    <section className="flex h-full flex-col">
      <Title>{t('live.screen.medals')}</Title>
      {rows.length === 0 ? (
        <p className="mt-10 text-4xl">{t('medals.none')}</p>
      ) : (
        <table className="mt-4 w-full text-left text-4xl" data-testid="screen-medals">
          <thead className="text-2xl text-slate-400">
            <tr>
              <th className="py-2 font-semibold">{t('results.club')}</th>
              <th className="py-2 text-right font-semibold text-yellow-400">{t('medals.gold')}</th>
              <th className="py-2 text-right font-semibold text-slate-300">{t('medals.silver')}</th>
              <th className="py-2 text-right font-semibold text-orange-400">{t('medals.bronze')}</th>
              <th className="py-2 text-right font-semibold">{t('medals.total')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.club} className="border-t border-slate-800">
                <th scope="row" className="py-2 font-semibold">
                  {c.club}
                </th>
                <td className="py-2 text-right tabular-nums">{c.gold}</td>
                <td className="py-2 text-right tabular-nums">{c.silver}</td>
                <td className="py-2 text-right tabular-nums">{c.bronze}</td>
                <td className="py-2 text-right font-bold tabular-nums">{c.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
