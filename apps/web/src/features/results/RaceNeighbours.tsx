import type { RaceNeighbour } from '@app/contract';
import { Link } from '@tanstack/react-router';
import { capitalise, formatLongDate } from '../../lib/format';
import { useLocalized } from '../../lib/use-localized';
import { useText } from '../../lib/use-text';

/** The races before and after this one in the programme, all championships together. */
export function RaceNeighbours({ previous, next }: { previous: RaceNeighbour | null; next: RaceNeighbour | null }) {
  const t = useText('pages');
  if (!previous && !next) return null;
  return (
    <nav aria-label={t('race.neighbours')} className="mt-8 grid gap-3 sm:grid-cols-2">
      {previous ? <Neighbour race={previous} direction="previous" /> : <span className="hidden sm:block" />}
      {next && <Neighbour race={next} direction="next" />}
    </nav>
  );
}

function Neighbour({ race, direction }: { race: RaceNeighbour; direction: 'previous' | 'next' }) {
  const t = useText('pages');
  const { pick, locale } = useLocalized();
  const next = direction === 'next';
  return (
    <Link
      to="/resultats/$raceId"
      params={{ raceId: race.id }}
      rel={next ? 'next' : 'prev'}
      data-testid={`race-${direction}`}
      className={`flex flex-col rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200 hover:bg-slate-50 ${next ? 'sm:col-start-2 sm:items-end sm:text-right' : ''}`}
    >
      <span className="text-sm font-semibold text-sky-800">
        {!next && <span aria-hidden="true">‹ </span>}
        {t(`race.${direction}`)}
        {next && <span aria-hidden="true"> ›</span>}
      </span>{' '}
      {/* The spaces keep the link's spoken name in words: its lines are flex items, laid out apart. */}
      <span className="font-bold text-slate-900">{pick(race.name, race.nameEn)}</span>{' '}
      <span className="text-sm text-slate-700">
        {capitalise(formatLongDate(race.date, locale))} · {race.time}
      </span>
    </Link>
  );
}
