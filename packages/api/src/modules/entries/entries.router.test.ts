import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';
import * as repo from './entries.repository';

const event = { name: 'Finale 2000 m Seniors', nameEn: '2000 m Seniors final', date: '2026-01-30', time: '14:30', category: 'SH', championshipId: 'elite' };
const person = (firstName: string, lastName: string) => ({ firstName, lastName, email: `${lastName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}@exemple.fr`, club: 'AC Paris', category: 'SH', championshipId: 'elite' });

describe('entries procedures (issue 29, item 1)', () => {
  let api: TestApi;
  let lea: string;
  let jo: string;
  let max: string;
  beforeEach(async () => {
    api = await createTestApi();
    await api.adminCaller.events.create({ ...event, id: 'final-2000' });
    // One race of two heats (one round), and its final.
    await api.adminCaller.events.create({ ...event, id: 'heat-1', name: 'Série 1', round: 'heat', raceGroup: 'sh-500', lanes: 4 });
    await api.adminCaller.events.create({ ...event, id: 'heat-2', name: 'Série 2', round: 'heat', raceGroup: 'sh-500', lanes: 4 });
    await api.adminCaller.events.create({ ...event, id: 'final-500', name: 'Finale 500 m', round: 'final_a', raceGroup: 'sh-500' });
    lea = (await api.adminCaller.participants.create({ ...person('Léa', 'Martin'), personalBest: '7:01.2', bib: '12' })).id;
    jo = (await api.adminCaller.participants.create(person('Jo', 'Durand'))).id;
    max = (await api.adminCaller.participants.create(person('Max', 'Éloi'))).id;
  });
  afterEach(async () => api.dispose());

  it('enters a participant in several races, with the participant’s name, club, category and bib', async () => {
    const entry = await api.adminCaller.entries.create({ eventId: 'final-2000', participantId: lea, seedTime: '6:59.0' });
    expect(entry).toMatchObject({ eventId: 'final-2000', participantId: lea, firstName: 'Léa', lastName: 'Martin', club: 'AC Paris', category: 'SH', bib: '12', seedTime: '6:59.0', status: 'entered', lane: null, presence: null, crewMemberIds: [] });
    await api.adminCaller.entries.create({ eventId: 'heat-1', participantId: lea });
    expect(await api.adminCaller.entries.byId({ id: entry.id })).toEqual(entry);
    expect((await api.adminCaller.entries.list({ participantId: lea })).map((e) => e.eventId).sort()).toEqual(['final-2000', 'heat-1']);
    expect((await api.adminCaller.entries.list({ eventId: 'heat-1' })).map((e) => e.participantId)).toEqual([lea]);
  });

  it('never enters a participant twice in one round of one race: not in the same event, nor in another heat', async () => {
    await api.adminCaller.entries.create({ eventId: 'heat-1', participantId: lea });
    await expect(api.adminCaller.entries.create({ eventId: 'heat-1', participantId: lea })).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('déjà inscrit') });
    await expect(api.adminCaller.entries.create({ eventId: 'heat-2', participantId: lea })).rejects.toMatchObject({ code: 'CONFLICT' });
    // The next round of the same race is another round: qualifying there is allowed.
    await api.adminCaller.entries.create({ eventId: 'final-500', participantId: lea });
    expect(await api.adminCaller.entries.list({ participantId: lea })).toHaveLength(2);
  });

  it('refuses an unknown event or participant, a lane beyond the ergometers, a lane used twice; nothing written', async () => {
    await expect(api.adminCaller.entries.create({ eventId: 'nope', participantId: lea })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('Épreuve introuvable') });
    await expect(api.adminCaller.entries.create({ eventId: 'heat-1', participantId: 'nope' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Participant introuvable' });
    await expect(api.adminCaller.entries.create({ eventId: 'heat-1', participantId: lea, lane: 5 })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('4 ergomètres') });
    await expect(api.adminCaller.entries.create({ eventId: 'heat-1', participantId: lea, seedTime: 'vite' })).rejects.toThrow(/Temps de référence invalide/);
    expect(await api.adminCaller.entries.list()).toEqual([]);
    await api.adminCaller.entries.create({ eventId: 'heat-1', participantId: lea, lane: 2 });
    await expect(api.adminCaller.entries.create({ eventId: 'heat-1', participantId: jo, lane: 2 })).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('Couloir 2') });
    expect(await api.adminCaller.entries.list()).toHaveLength(1);
  });

  it('enters a relay crew: named, members all participants, none of them already in that round', async () => {
    await expect(api.adminCaller.entries.create({ eventId: 'heat-1', participantId: lea, crewMemberIds: [jo] })).rejects.toThrow(/nom de l’équipage/);
    await expect(api.adminCaller.entries.create({ eventId: 'heat-1', participantId: lea, crewName: 'AC Paris 1', crewMemberIds: ['nope'] })).rejects.toThrow(/Membre d’équipage introuvable/);
    await expect(api.adminCaller.entries.create({ eventId: 'heat-1', participantId: lea, crewName: 'AC Paris 1', crewMemberIds: [lea] })).rejects.toThrow(/deux fois/);
    const crew = await api.adminCaller.entries.create({ eventId: 'heat-1', participantId: lea, crewName: 'AC Paris 1', crewMemberIds: [jo] });
    expect(crew).toMatchObject({ crewName: 'AC Paris 1', crewMemberIds: [jo] });
    // Jo rows in that crew: neither alone nor in another crew of the same round.
    await expect(api.adminCaller.entries.create({ eventId: 'heat-2', participantId: jo })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(api.adminCaller.entries.create({ eventId: 'heat-2', participantId: max, crewName: 'AC Paris 2', crewMemberIds: [jo] })).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('équipage') });
    // A crew member finds the crew among their entries.
    expect((await api.adminCaller.entries.list({ participantId: jo })).map((e) => e.id)).toEqual([crew.id]);
  });

  it('scratches an entry (kept, scratched), enters it again, sets lane, seed time and presence; deletes a mistaken one', async () => {
    const entry = await api.adminCaller.entries.create({ eventId: 'heat-1', participantId: lea });
    expect(await api.adminCaller.entries.update({ id: entry.id, status: 'scratched' })).toMatchObject({ status: 'scratched' });
    expect(await api.adminCaller.entries.list({ eventId: 'heat-1' })).toHaveLength(1);
    expect(await api.adminCaller.entries.update({ id: entry.id, status: 'entered', lane: 3, seedTime: '1:35.2', presence: 'present' })).toMatchObject({
      status: 'entered',
      lane: 3,
      seedTime: '1:35.2',
      presence: 'present',
    });
    await expect(api.adminCaller.entries.update({ id: entry.id, lane: 9 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // Moved to the other heat of the round: still one entry, in its new heat.
    expect(await api.adminCaller.entries.update({ id: entry.id, eventId: 'heat-2' })).toMatchObject({ eventId: 'heat-2', lane: 3 });
    await expect(api.adminCaller.entries.update({ id: 'nope', lane: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await api.adminCaller.entries.remove({ id: entry.id })).toEqual({ message: 'Inscription supprimée' });
    await expect(api.adminCaller.entries.byId({ id: entry.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('searches and pages the entries, accents and case ignored', async () => {
    for (const id of [lea, jo, max]) await api.adminCaller.entries.create({ eventId: 'final-2000', participantId: id });
    expect((await api.adminCaller.entries.page({ search: 'eloi' })).items.map((e) => e.lastName)).toEqual(['Éloi']);
    const page = await api.adminCaller.entries.page({ eventId: 'final-2000', limit: 2 });
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(2);
  });

  it('journals every change of an entry, without the entrant’s name', async () => {
    const entry = await api.adminCaller.entries.create({ eventId: 'heat-1', participantId: lea });
    await api.adminCaller.entries.update({ id: entry.id, status: 'scratched' });
    await api.adminCaller.entries.remove({ id: entry.id });
    const trail = await api.db.selectFrom('auditEntries').selectAll().where('entity', '=', 'entries').orderBy('at').execute();
    expect(trail.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(JSON.parse(trail[1]?.changes ?? '[]')).toEqual([{ field: 'status', before: 'entered', after: 'scratched' }]);
    expect(trail.map((e) => e.changes).join('')).not.toMatch(/Martin|Léa/);
  });

  it('reads through the repository what the draw, start lists and call room need', async () => {
    await api.adminCaller.entries.create({ eventId: 'heat-1', participantId: lea, lane: 2 });
    await api.adminCaller.entries.create({ eventId: 'heat-2', participantId: jo, lane: 1 });
    const rows = await repo.findByEvents(api.db, ['heat-1', 'heat-2']);
    expect(rows.map((r) => [r.eventId, r.lastName, r.personalBest, r.lane])).toEqual([
      ['heat-1', 'Martin', '7:01.2', 2],
      ['heat-2', 'Durand', null, 1],
    ]);
    const races = await repo.findByParticipant(api.db, lea);
    expect(races.map((r) => [r.eventId, r.eventDate, r.eventTime, r.eventRound])).toEqual([['heat-1', '2026-01-30', '14:30', 'heat']]);
  });

  it('refuses every entries procedure without a token', async () => {
    const anonymous = await api.callerFor();
    await expect(anonymous.entries.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.entries.create({ eventId: 'heat-1', participantId: lea })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.entries.remove({ id: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
