import type { Db } from '../create-db';

/*
 * Test data written straight into the tables (the entries and draw modules are built beside this one):
 * a race in the far future, so it is always « to come », entrants and a start list in a given state.
 */
export const FUTURE_DAY = '2099-03-14';

export async function addParticipant(
  db: Db,
  id: string,
  firstName: string,
  lastName: string,
  extra: {
    club?: string;
    personalBest?: string | null;
    championshipId?: string;
    category?: string;
    bib?: string | null;
  } = {},
) {
  await db
    .insertInto('participants')
    .values({
      id,
      firstName,
      lastName,
      email: `${id}@test.fr`,
      phone: null,
      club: extra.club ?? 'AC Paris',
      category: extra.category ?? 'SF',
      championshipId: extra.championshipId ?? 'elite',
      bib: extra.bib ?? null,
      personalBest: extra.personalBest ?? null,
      registrationDate: '2026-01-01',
      confirmed: 1,
      paid: 1,
    })
    .execute();
}

export async function addRace(
  db: Db,
  id: string,
  opts: { date?: string; time?: string; round?: string; startList?: string; active?: number } = {},
) {
  await db
    .insertInto('events')
    .values({
      id,
      name: `2000 m ${id}`,
      nameEn: `2000 m ${id} (en)`,
      date: opts.date ?? FUTURE_DAY,
      time: opts.time ?? '10:00',
      category: 'SF',
      championshipId: 'elite',
      active: opts.active ?? 1,
      round: opts.round ?? 'heat',
      startList: opts.startList ?? 'published',
    })
    .execute();
}

export async function addEntry(
  db: Db,
  id: string,
  eventId: string,
  participantId: string,
  opts: {
    lane?: number | null;
    status?: string;
    seedTime?: string | null;
    crewName?: string;
    crewMemberIds?: string[];
  } = {},
) {
  await db
    .insertInto('entries')
    .values({
      id,
      eventId,
      participantId,
      crewName: opts.crewName ?? null,
      crewMemberIds: JSON.stringify(opts.crewMemberIds ?? []),
      seedTime: opts.seedTime ?? null,
      status: opts.status ?? 'entered',
      lane: opts.lane ?? null,
      createdAt: '2026-01-01T00:00:00.000Z',
    })
    .execute();
}

/** A published heat of three, lanes drawn out of order, one of them scratched. */
export async function publishedHeat(db: Db, eventId = 'sf-heat-1', opts: { date?: string; time?: string } = {}) {
  await addRace(db, eventId, opts);
  await addParticipant(db, 'p-jeanne', 'Jeanne', 'Martin', { personalBest: '7:05.2' });
  await addParticipant(db, 'p-lea', 'Léa', 'Durand', { club: 'SN Lyon' });
  await addParticipant(db, 'p-zoe', 'Zoé', 'Petit', { club: '=HYPERLINK("x")' });
  await addEntry(db, 'e-jeanne', eventId, 'p-jeanne', { lane: 4 });
  await addEntry(db, 'e-lea', eventId, 'p-lea', { lane: 2, seedTime: '7:10.0' });
  await addEntry(db, 'e-zoe', eventId, 'p-zoe', { lane: 5, status: 'scratched' });
}
