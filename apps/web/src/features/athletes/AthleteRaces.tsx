import { type AthleteRace, raceRoundLabels, START_LIST_ANCHOR } from '@app/contract';
import { Link } from '@tanstack/react-router';
import { capitalise, formatLongDate } from '../../lib/format';
import { useLocalized } from '../../lib/use-localized';
import { AddToCalendarLink } from '../programme/AddToCalendarLink';
import { useText } from '../../lib/use-text';

/**
 * The athlete's races to come from the published start lists (issue 29): day, time, race (a link to its
 * start list), lane and round, and each race's calendar file.
 */
export function AthleteRaces({ races }: { races: readonly AthleteRace[] }) {
  const t = useText('pages');
  const { pick, label, locale, lang } = useLocalized();
  return (
    <ul className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200" data-testid="athlete-races">
      {races.map((race) => {
        const nameId = `athlete-race-${race.eventId}`;
        return (
          <li
            key={race.eventId}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-3"
            data-testid="athlete-race"
            data-race-id={race.eventId}
          >
            <span className="w-full text-sm font-semibold text-slate-800 sm:w-auto">
              {capitalise(formatLongDate(race.date, locale))} ·{' '}
              <span className="font-mono text-sky-800">{race.time}</span>
            </span>
            <Link
              to="/resultats/$raceId"
              params={{ raceId: race.eventId }}
              hash={START_LIST_ANCHOR}
              id={nameId}
              className="min-w-0 grow font-semibold text-sky-900 underline decoration-sky-800/40 underline-offset-2 hover:decoration-sky-800"
            >
              {pick(race.name, race.nameEn)}
            </Link>
            <span className="text-sm text-slate-800">{label(raceRoundLabels[race.round])}</span>
            <span
              className="rounded-md bg-sky-50 px-2 py-1 text-sm font-bold text-sky-900 ring-1 ring-sky-200"
              data-testid="athlete-race-lane"
            >
              {race.lane === null ? t('startList.noLane') : t('startList.laneNumber', { lane: race.lane })}
            </span>
            <AddToCalendarLink eventId={race.eventId} lang={lang} describedBy={nameId} />
          </li>
        );
      })}
    </ul>
  );
}
