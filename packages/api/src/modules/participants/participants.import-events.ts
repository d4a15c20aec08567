import { EVENTS_CELL_SEPARATORS, participantImportFieldLabels, searchText } from '@app/contract';
import { quoted } from '@app/race-files';
import { type RaceEvent, roundKey } from '../entries/entries.import';

// Pure: the races an `Épreuves` cell names (issue 29). An event is found by its id, or by its French
// or English name folded as searches fold text (case, accents, hyphens and apostrophes ignored).

export type EventsCell = { eventIds: string[] } | { refused: string };

const label = participantImportFieldLabels.events;

export function eventMatcher(events: readonly RaceEvent[]) {
  const byId = new Map(events.map((e) => [e.id, e]));
  const byName = new Map<string, RaceEvent[]>();
  for (const e of events) {
    for (const key of new Set([searchText(e.name), searchText(e.nameEn), searchText(e.id)])) byName.set(key, [...(byName.get(key) ?? []), e]);
  }
  /** The one event a name designates, the participant's championship first (names repeat across championships). */
  const find = (token: string, championshipId: string): RaceEvent | { refused: string } => {
    const exact = byId.get(token);
    if (exact) return exact;
    const all = byName.get(searchText(token)) ?? [];
    const own = all.filter((e) => e.championshipId === championshipId);
    const candidates = own.length > 0 ? own : all;
    if (candidates.length === 0) return { refused: `${label} — épreuve inconnue ${quoted(token)}` };
    if (candidates.length > 1) return { refused: `${label} — ${candidates.length} épreuves s’appellent ${quoted(token)} : donnez son identifiant (${candidates.map((e) => e.id).join(', ')})` };
    return candidates[0] as RaceEvent;
  };
  return (cell: string | undefined, championshipId: string): EventsCell => {
    const tokens = (cell ?? '')
      .split(EVENTS_CELL_SEPARATORS)
      .map((t) => t.trim())
      .filter(Boolean);
    const found: RaceEvent[] = [];
    for (const token of tokens) {
      const event = find(token, championshipId);
      if ('refused' in event) return event;
      if (found.some((e) => e.id === event.id)) continue;
      // Two heats of one round: a participant rows once in a round of a race.
      const sameRound = found.find((e) => roundKey(e) === roundKey(event));
      if (sameRound) return { refused: `${label} — ${quoted(sameRound.name)} et ${quoted(event.name)} sont le même tour d’une course` };
      found.push(event);
    }
    return { eventIds: found.map((e) => e.id) };
  };
}
export type EventMatcher = ReturnType<typeof eventMatcher>;
