import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

// The race computer's files built from the entries (issue 29, item 5): relay crews, entries not drawn
// yet, and what cannot be rowed.

const relay = { id: 'relay-final', name: 'Relais 4 × 500 m Relais mixte — Finale', nameEn: 'Relay 4 × 500 m Mixed Relay — Final', date: '2026-01-30', time: '16:00', category: 'Relais mixte', championshipId: 'indoor', active: 1, round: 'final_a', lanes: 3 };

describe('race definitions from the entries', () => {
  let api: TestApi;
  let people: string[];
  beforeEach(async () => {
    api = await createTestApi();
    await api.db.insertInto('events').values(relay).execute();
    people = Array.from({ length: 6 }, () => randomUUID());
    await api.db
      .insertInto('participants')
      .values(people.map((id, i) => ({ id, firstName: `Prénom${i}`, lastName: `Nom${i}`, club: i < 4 ? 'AC Paris' : 'SN Lyon', bib: String(100 + i), email: `p${i}@test.fr`, phone: null, category: 'Relais mixte', championshipId: 'indoor', personalBest: null, registrationDate: '2025-11-01', confirmed: 1, paid: 1 })))
      .execute();
  });
  afterEach(async () => api.dispose());

  const entry = (participant: number, fields: { lane?: number | null; crewName?: string | null; crewMemberIds?: string[]; status?: string; createdAt?: string }) => ({
    id: randomUUID(),
    eventId: relay.id,
    participantId: people[participant] as string,
    crewName: fields.crewName ?? null,
    crewMemberIds: JSON.stringify(fields.crewMemberIds ?? []),
    seedTime: null,
    lane: fields.lane ?? null,
    status: fields.status ?? 'entered',
    createdAt: fields.createdAt ?? '2025-12-01T10:00:00.000Z',
  });
  const rac2 = async () => JSON.parse(Buffer.from((await api.adminCaller.raceFiles.race({ eventId: relay.id, kind: 'rac2' })).contentBase64, 'base64').toString('utf8')).race_definition;

  it('writes a relay crew with its members, an entry not drawn yet in the first free lane, never a scratched one', async () => {
    const crew = entry(0, { lane: 1, crewName: 'AC Paris 1', crewMemberIds: [people[1], people[2], people[3]] as string[] });
    const undrawn = entry(4, { createdAt: '2025-12-02T10:00:00.000Z' });
    await api.db.insertInto('entries').values([crew, undrawn, entry(5, { lane: 3, status: 'scratched' })]).execute();
    const definition = await rac2();
    expect(definition).toMatchObject({ race_type: 'relay', duration: 2000, team_size: 4, event_name: expect.any(String) });
    expect(definition.boats).toEqual([
      { lane_number: 1, id: crew.id, name: 'AC Paris 1', class_name: 'Relais mixte', affiliation: 'AC Paris', participants: [0, 1, 2, 3].map((i) => ({ name: `Prénom${i} Nom${i}` })) },
      { lane_number: 2, id: undrawn.id, name: 'Prénom4 Nom4', class_name: 'Relais mixte', affiliation: 'SN Lyon', participants: [{ name: 'Prénom4 Nom4' }] },
      { lane_number: 3, id: 'Lane 3', name: 'EMPTY', class_name: 'EMPTY', affiliation: '', participants: [] },
    ]);
  });

  it('refuses a race whose entrants do not fit its lanes, or with a lane given twice, naming the race', async () => {
    await api.db.insertInto('entries').values([entry(0, { lane: 2 }), entry(1, { lane: 2 })]).execute();
    await expect(api.adminCaller.raceFiles.race({ eventId: relay.id, kind: 'rac' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/Finale : couloir 2 donné deux fois/) });
    await api.db.deleteFrom('entries').execute();
    await api.db.insertInto('entries').values([0, 1, 2, 3].map((i) => entry(i, {}))).execute();
    await expect(api.adminCaller.raceFiles.race({ eventId: relay.id, kind: 'rac2' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/4 inscrits pour 3 couloirs ; faites d’abord la répartition/) });
    await expect(api.publicCaller.raceFiles.race({ eventId: relay.id, kind: 'rac2' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
