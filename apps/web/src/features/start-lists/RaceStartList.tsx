import { raceRoundLabels, START_LIST_ANCHOR, type StartList, startListCsvPath } from '@app/contract';
import { capitalise, formatLongDate } from '../../lib/format';
import { useLocalized } from '../../lib/use-localized';
import { StartListTable } from './StartListTable';
import { useText } from '../../lib/use-text';

/**
 * A race's published start list, above its results (issue 29): the round, day and time, every lane, and
 * the day's start lists as a CSV. Nothing before publication: the draw is not public until then.
 */
export function RaceStartList({ list, name }: { list: StartList; name: string }) {
  const t = useText('pages');
  const { label, locale } = useLocalized();
  if (!list.published) return null;
  const { event } = list;
  return (
    <section
      id={START_LIST_ANCHOR}
      aria-labelledby="race-start-list-title"
      className="mt-4 scroll-mt-24"
      data-testid="race-start-list"
    >
      <h2 id="race-start-list-title" className="mb-1 text-lg font-bold text-slate-900">
        {t('startList.title')}{' '}
        <span className="text-sm font-normal text-slate-700">
          · {t('startList.entrants', { count: list.entries.filter((e) => e.status !== 'scratched').length })}
        </span>
      </h2>
      <p className="mb-3 text-sm text-slate-800" data-testid="start-list-facts">
        {label(raceRoundLabels[list.round])} · {capitalise(formatLongDate(event.date, locale))} · {event.time}
      </p>
      {list.entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-800">
          {t('startList.empty')}
        </p>
      ) : (
        <StartListTable entries={list.entries} caption={t('startList.caption', { name })} />
      )}
      <a
        href={startListCsvPath(event.date)}
        download
        className="mt-2 inline-block text-sm font-semibold text-sky-800 underline"
        data-testid="start-list-csv"
      >
        {t('startList.dayCsv')}
      </a>
    </section>
  );
}
