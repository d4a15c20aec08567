import type { RoundEvents } from './DrawScreen';
import type { Seat } from './DrawHeat';

/**
 * The lanes as the administrator left them, checked before sending (the server checks again): no lane
 * used twice in a race, none beyond its ergometers. The first problem met, or null.
 */
export function seatProblem(events: RoundEvents, seats: Record<string, Seat>, t: (key: string, options: Record<string, unknown>) => string): string | null {
  const entered = new Set(events.flatMap((e) => e.entries.filter((x) => x.status === 'entered').map((x) => x.entryId)));
  for (const { event } of events) {
    const used = new Set<number>();
    for (const [entryId, seat] of Object.entries(seats)) {
      if (seat.eventId !== event.id || seat.lane === '' || !entered.has(entryId)) continue;
      const lane = Number(seat.lane);
      if (!Number.isInteger(lane) || lane < 1 || lane > event.lanes) return t('draw.laneBeyond', { lane: seat.lane, race: event.name, lanes: event.lanes });
      if (used.has(lane)) return t('draw.laneTwice', { lane, race: event.name });
      used.add(lane);
    }
  }
  return null;
}
