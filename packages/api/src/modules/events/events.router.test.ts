import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

const event = {
  id: 'elite-test-1',
  name: 'Finale 2000 m Seniors',
  nameEn: '2000 m Seniors final',
  date: '2026-01-30',
  time: '14:30',
  category: 'SH',
  championshipId: 'elite',
};

describe('events procedures', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('creates an event with its championship embedded; the public list leaves out inactive ones', async () => {
    const created = await api.adminCaller.events.create(event);
    expect(created).toMatchObject({
      ...event,
      active: true,
      championship: { id: 'elite', name: 'Championnat de France Élite' },
    });
    await api.adminCaller.events.create({ ...event, id: 'elite-test-2', time: '09:00', active: false });
    const publicList = await api.publicCaller.events.list();
    expect(publicList.map((e) => e.id)).toEqual(['elite-test-1']);
    const adminList = await api.adminCaller.events.adminList();
    expect(adminList.map((e) => e.id)).toEqual(['elite-test-2', 'elite-test-1']);
  });

  it('hides the events, results and participants of a hidden championship from the public', async () => {
    await api.adminCaller.events.create(event);
    await api.adminCaller.results.create({
      eventId: event.id,
      rank: 1,
      athlete: 'A',
      category: 'SH',
      club: 'C',
      time: '6:00.0',
    });
    await api.adminCaller.participants.create({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.fr',
      club: 'C',
      category: 'SH',
      championshipId: 'elite',
    });
    expect(await api.publicCaller.events.list()).toHaveLength(1);
    await api.adminCaller.championships.update({ id: 'elite', active: false });
    expect(await api.publicCaller.events.list()).toEqual([]);
    expect(await api.publicCaller.results.list()).toEqual([]);
    expect(await api.publicCaller.participants.list()).toEqual([]);
    expect(await api.adminCaller.events.adminList()).toHaveLength(1);
    expect(await api.adminCaller.results.adminList()).toHaveLength(1);
    expect(await api.adminCaller.participants.adminList()).toHaveLength(1);
  });

  it('filters the public programme by day and championship', async () => {
    await api.adminCaller.events.create(event);
    await api.adminCaller.events.create({ ...event, id: 'youth-test-1', championshipId: 'youth', date: '2026-01-31' });
    expect((await api.publicCaller.events.list({ date: '2026-01-31' })).map((e) => e.id)).toEqual(['youth-test-1']);
    expect((await api.publicCaller.events.list({ championshipId: 'elite' })).map((e) => e.id)).toEqual([
      'elite-test-1',
    ]);
  });

  it('generates the id from the championship and a timestamp when none is given', async () => {
    const { id: _omit, ...withoutId } = event;
    const created = await api.adminCaller.events.create(withoutId);
    expect(created.id).toMatch(/^elite-\d{10,}$/);
  });

  it('keeps the id fixed on update and changes only the given fields', async () => {
    await api.adminCaller.events.create(event);
    const updated = await api.adminCaller.events.update({ id: event.id, time: '15:00', active: false });
    expect(updated).toMatchObject({ id: event.id, time: '15:00', active: false, name: event.name, date: event.date });
    expect((await api.adminCaller.events.adminList()).filter((e) => e.name === event.name)).toHaveLength(1);
  });

  it('refuses a duplicate id (CONFLICT), an unknown id (NOT_FOUND) and an unknown championship', async () => {
    await api.adminCaller.events.create(event);
    await expect(api.adminCaller.events.create(event)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('existe déjà'),
    });
    await expect(api.adminCaller.events.update({ id: 'nope', name: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.adminCaller.events.remove({ id: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.adminCaller.events.create({ ...event, id: 'x-1', championshipId: 'nope' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Championnat inconnu',
    });
    await expect(api.adminCaller.events.update({ id: event.id, championshipId: 'nope' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await api.adminCaller.events.adminList()).map((e) => e.championshipId)).toEqual(['elite']);
  });

  it('validates in French: time, date, required fields', async () => {
    await expect(api.adminCaller.events.create({ ...event, time: '25:00' })).rejects.toThrow(/Heure invalide/);
    await expect(api.adminCaller.events.create({ ...event, date: '2026-02-30' })).rejects.toThrow(/Date invalide/);
    await expect(api.adminCaller.events.create({ ...event, name: '  ' })).rejects.toThrow(/Ce champ est obligatoire/);
    await expect(api.adminCaller.events.create({ ...event, id: 'Pas Bon' })).rejects.toThrow(/lettres minuscules/);
    expect(await api.adminCaller.events.adminList()).toEqual([]);
  });

  it('refuses to delete an event that has results, then deletes it once they are gone', async () => {
    await api.adminCaller.events.create(event);
    const result = await api.adminCaller.results.create({
      eventId: event.id,
      rank: 1,
      athlete: 'A B',
      category: 'SH',
      club: 'C',
      time: '6:01.2',
    });
    await expect(api.adminCaller.events.remove({ id: event.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await api.adminCaller.results.remove({ id: result.id });
    expect(await api.adminCaller.events.remove({ id: event.id })).toEqual({ message: expect.any(String) });
    expect(await api.adminCaller.events.adminList()).toEqual([]);
  });

  it('refuses to delete an event that has entries, naming how many, then deletes it once they are gone', async () => {
    await api.adminCaller.events.create(event);
    const participant = await api.adminCaller.participants.create({
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea.martin@exemple.fr',
      club: 'AC Paris',
      category: 'SH',
      championshipId: 'elite',
    });
    const entry = await api.adminCaller.entries.create({ eventId: event.id, participantId: participant.id });
    await expect(api.adminCaller.events.remove({ id: event.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('1 inscription(s)'),
    });
    await api.adminCaller.entries.remove({ id: entry.id });
    expect(await api.adminCaller.events.remove({ id: event.id })).toEqual({ message: expect.any(String) });
  });

  it('makes a championship with events impossible to delete', async () => {
    await api.adminCaller.championships.create({
      id: 'solo',
      name: 'Solo',
      nameEn: 'Solo',
      dates: 'd',
      description: 'd',
      descriptionEn: 'd',
    });
    await api.adminCaller.events.create({ ...event, id: 'solo-1', championshipId: 'solo' });
    await expect(api.adminCaller.championships.remove({ id: 'solo' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('1 épreuve'),
    });
    await api.adminCaller.events.remove({ id: 'solo-1' });
    await api.adminCaller.championships.remove({ id: 'solo' });
    await expect(api.adminCaller.championships.byId({ id: 'solo' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses every admin procedure without a token', async () => {
    const anonymous = await api.callerFor();
    await expect(anonymous.events.adminList()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.events.create(event)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.events.update({ id: 'x', name: 'y' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.events.remove({ id: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
