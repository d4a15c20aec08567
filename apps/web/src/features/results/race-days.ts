import { compareIso, compareText, type RaceSummary } from '@app/contract';

export interface RaceDay {
  date: string;
  races: RaceSummary[];
}

/**
 * Races grouped by day. Live puts the most recent race first (what just finished is what visitors
 * look for); Archives reads like the programme, in chronological order.
 */
export function groupRacesByDay(races: readonly RaceSummary[], order: 'recent' | 'chronological'): RaceDay[] {
  const factor = order === 'recent' ? -1 : 1;
  const sorted = [...races].sort(
    (a, b) => factor * (compareIso(`${a.date} ${a.time}`, `${b.date} ${b.time}`) || compareText(a.name, b.name)),
  );
  const days: RaceDay[] = [];
  for (const race of sorted) {
    const last = days.at(-1);
    if (last?.date === race.date) last.races.push(race);
    else days.push({ date: race.date, races: [race] });
  }
  return days;
}
