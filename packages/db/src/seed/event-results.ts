import type { NewEvent, ParticipantTable, NewResult } from '../schema';
import { categorySlowness } from './event-people';
import { raceDistance } from './event-programme';
import { formatTenths, type Random } from './event-random';

/** Fastest and slowest plausible times in tenths, per distance rowed by one athlete. */
const timeRange: Record<number, [number, number]> = {
  500: [850, 1300],
  1000: [1850, 2700],
  1500: [2850, 4000],
  2000: [3500, 5100],
};

/** 25 ranked finishers per race, athletes of the race's own category, times growing with the rank. */
export function eventResults(random: Random, programme: NewEvent[], participants: ParticipantTable[]): NewResult[] {
  const byCategory = new Map<string, ParticipantTable[]>();
  for (const p of participants) {
    const key = `${p.championshipId}/${p.category}`;
    const list = byCategory.get(key);
    if (list) list.push(p);
    else byCategory.set(key, [p]);
  }
  const rows: NewResult[] = [];
  for (const event of programme) {
    const pool = byCategory.get(`${event.championshipId}/${event.category}`) ?? participants.filter((p) => p.championshipId === event.championshipId);
    const athletes = random.sample(pool, 25);
    const [fastest, slowest] = timeRange[raceDistance(event.name)] ?? [3500, 5100];
    const span = slowest - fastest;
    // The field covers half the range, shifted towards the slow end for slower categories.
    const low = fastest + Math.round(span * 0.5 * categorySlowness(event.championshipId, event.category));
    const times = athletes.map(() => low + Math.round(random.next() * span * 0.5)).sort((a, b) => a - b);
    for (let i = 1; i < times.length; i++) if ((times[i] as number) <= (times[i - 1] as number)) times[i] = (times[i - 1] as number) + 1;
    athletes.forEach((athlete, i) => {
      rows.push({
        id: `${event.id}-r${i + 1}`,
        eventId: event.id,
        rank: i + 1,
        athlete: `${athlete.firstName} ${athlete.lastName}`,
        category: athlete.category,
        club: athlete.club,
        time: formatTenths(times[i] as number),
      });
    });
  }
  return rows;
}
