import { drawHeats } from '@app/contract';
import type { NewEntry, NewEvent, ParticipantTable } from '../schema';
import { demoRounds } from './demo-programme';
import { tenthsOf } from './event-random';

// The demo's entries (issue 29): the Open women and men enter their 500 m heat, drawn by the contract's
// rule on their personal bests (best seed in the centre lane). A few rows, so the demo's counts of
// events, results and participants stay what the other tests know.

const heatCategory: Record<string, string> = { '500 m Open Femmes': 'Open Femmes', '500 m Open Hommes': 'Open Hommes' };

export function demoEntries(events: readonly NewEvent[], participants: readonly ParticipantTable[]): NewEntry[] {
  const rows: NewEntry[] = [];
  for (const [name, category] of Object.entries(heatCategory)) {
    const eventId = events.find((e) => e.name === name && demoRounds[name]?.round === 'heat')?.id;
    if (!eventId) continue;
    const entrants = participants.filter((p) => p.championshipId === 'indoor' && p.category === category);
    const drawn = drawHeats(
      entrants.map((p) => ({ id: p.id, seedSeconds: p.personalBest ? tenthsOf(p.personalBest) / 10 : null, tieBreak: `${p.registrationDate}|${p.id}` })),
      [{ lanes: 8 }],
    );
    if ('error' in drawn) throw new Error(`${eventId}: ${drawn.error}`);
    const byId = new Map(entrants.map((p) => [p.id, p]));
    for (const seat of drawn.seats) {
      const p = byId.get(seat.id) as ParticipantTable;
      rows.push({ id: `demo-entry-${rows.length + 1}`, eventId, participantId: p.id, crewName: null, seedTime: null, lane: seat.lane, createdAt: p.registrationDate });
    }
  }
  return rows;
}
