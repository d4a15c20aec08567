import { drawHeats, type Progression } from '@app/contract';
import type { NewEvent, NewResult } from '../schema';
import type { SeededEntry } from './event-entries';
import { tenthsOf } from './event-random';

// The seed's own « Qualifier », kept tiny: the rule is the API's (modules/draw), this only fills the
// seeded later rounds the same way so that their results can be rowed by entries. The first `places` of
// each race of the source round, then the `times` fastest of the others; A finals are filled before B
// finals and repechages, each taking only those no earlier round took.

const fillOrder = ['final_a', 'final_b', 'final_c', 'semi', 'repechage', 'heat'];

/** The later rounds of one race group, in the order they are filled. */
export const byFillOrder = (events: readonly NewEvent[]): NewEvent[] => [...events].sort((a, b) => fillOrder.indexOf(a.round as string) - fillOrder.indexOf(b.round as string));

export function qualify(event: NewEvent, progression: Progression, sources: readonly { event: NewEvent; results: readonly NewResult[] }[], taken: Set<string>, byEntry: ReadonlyMap<string, SeededEntry>, nextId: () => string): SeededEntry[] {
  const chosen: NewResult[] = [];
  const pick = (r: NewResult) => {
    chosen.push(r);
    taken.add(r.entryId as string);
  };
  for (const { results } of sources) for (const r of results.filter((r) => !taken.has(r.entryId as string)).slice(0, progression.places)) pick(r);
  const others = sources
    .flatMap((s) => s.results)
    .filter((r) => !taken.has(r.entryId as string))
    .map((r) => ({ r, tenths: tenthsOf(r.time as string) }));
  others.sort((a, b) => a.tenths - b.tenths || ((a.r.entryId as string) < (b.r.entryId as string) ? -1 : 1));
  for (const { r } of others.slice(0, progression.times)) pick(r);
  // Lanes from the centre out by the time that qualified them.
  const drawn = drawHeats(
    chosen.map((r) => ({ id: r.entryId as string, seedSeconds: tenthsOf(r.time as string) / 10, tieBreak: r.entryId as string })),
    [{ lanes: event.lanes as number }],
  );
  if ('error' in drawn) throw new Error(`${event.id}: ${drawn.error}`);
  return drawn.seats.map((seat) => {
    const from = byEntry.get(seat.id) as SeededEntry;
    return { ...from, entry: { ...from.entry, id: nextId(), eventId: event.id as string, seedTime: null, lane: seat.lane, fromEntryId: from.entry.id } };
  });
}
