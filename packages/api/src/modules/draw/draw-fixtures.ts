import type { Progression, RaceRound } from '@app/contract';
import { newId } from '../../lib/ids';
import type { TestApi } from '../../testing/test-api';
import { insertMany } from '../entries/entries.repository';

// Test data for the draw's tests: races of one race group and entrants, made through the API; entries
// are written through the entries' repository.

export const race = (
  id: string,
  round: RaceRound,
  extra: { lanes?: number; progression?: Progression; time?: string } = {},
) => ({
  id,
  name: `2000 m SH ${id}`,
  nameEn: `2000 m SH ${id}`,
  date: '2026-01-30',
  time: extra.time ?? '09:00',
  category: 'SH',
  championshipId: 'elite',
  round,
  raceGroup: '2000-sh',
  lanes: extra.lanes ?? 4,
  progression: extra.progression ?? null,
});

/** A participant entered in `eventId`, seeded by `seedTime` (declared) or `personalBest`. */
export async function enter(
  api: TestApi,
  eventId: string,
  name: string,
  times: { personalBest?: string; seedTime?: string; status?: 'scratched' } = {},
) {
  const participant = await api.adminCaller.participants.create({
    firstName: name,
    lastName: 'Test',
    email: `${name.toLowerCase()}@exemple.fr`,
    club: `Club ${name}`,
    category: 'SH',
    championshipId: 'elite',
    personalBest: times.personalBest ?? null,
  });
  const id = newId();
  await insertMany(api.db, [
    {
      id,
      eventId,
      participantId: participant.id,
      crewName: null,
      seedTime: times.seedTime ?? null,
      status: times.status ?? 'entered',
      lane: null,
      createdAt: new Date().toISOString(),
    },
  ]);
  return { entryId: id, participantId: participant.id, name };
}

/** Entries of a race by lane: [name, lane]. */
export async function lanesOf(api: TestApi, eventId: string): Promise<[string, number | null][]> {
  const board = await api.adminCaller.draw.board({ eventId });
  const race = board.events.find((e) => e.event.id === eventId);
  return (race?.entries ?? []).map((e) => [e.firstName, e.lane]);
}
