import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { participant } from './participants-fixtures';

describe('participants procedures', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('creates with every field for the admin; unconfirmed and unpaid by default', async () => {
    const created = await api.adminCaller.participants.create(participant);
    expect(created).toEqual({
      id: expect.any(String),
      ...participant,
      championship: { id: 'elite', name: 'Championnat de France Élite', nameEn: 'French Elite Championship' },
      registrationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      confirmed: false,
      paid: false,
    });
    expect(await api.adminCaller.participants.adminList()).toEqual([created]);
  });

  it('gives the public a projection without e-mail, phone, payment or confirmation', async () => {
    await api.adminCaller.participants.create({ ...participant, confirmed: true, paid: true });
    const [shown] = await api.publicCaller.participants.list();
    expect(shown).toBeDefined();
    for (const key of ['email', 'phone', 'paid', 'confirmed']) expect(shown).not.toHaveProperty(key);
    expect(shown).toMatchObject({
      firstName: 'Léa',
      lastName: 'Bernard',
      club: 'Aviron Bayonnais',
      bib: '42',
      championship: { name: 'Championnat de France Élite' },
    });
    expect(JSON.stringify(shown)).not.toContain('lea.bernard@exemple.fr');
    expect(JSON.stringify(shown)).not.toContain('0601020304');
  });

  it('accepts the single-field bodies of the spec: { confirmed } then { paid }, leaving every other field alone', async () => {
    const created = await api.adminCaller.participants.create(participant);
    const confirmed = await api.adminCaller.participants.update({ id: created.id, confirmed: true });
    expect(confirmed).toEqual({ ...created, confirmed: true });
    const paid = await api.adminCaller.participants.update({ id: created.id, paid: true });
    expect(paid).toEqual({ ...created, confirmed: true, paid: true });
    expect(await api.adminCaller.participants.update({ id: created.id, paid: false })).toEqual({
      ...created,
      confirmed: true,
      paid: false,
    });
  });

  it('accepts any other subset of fields, with validation', async () => {
    const created = await api.adminCaller.participants.create(participant);
    expect(
      await api.adminCaller.participants.update({ id: created.id, club: 'SN Versailles', championshipId: 'youth' }),
    ).toMatchObject({
      club: 'SN Versailles',
      championship: { id: 'youth' },
      email: participant.email,
    });
    await expect(api.adminCaller.participants.update({ id: created.id, email: 'faux' })).rejects.toThrow(
      /Adresse e-mail invalide/,
    );
    await expect(api.adminCaller.participants.update({ id: created.id, confirmed: 'oui' as never })).rejects.toThrow(
      /Valeur invalide/,
    );
    await expect(api.adminCaller.participants.update({ id: created.id, championshipId: 'nope' })).rejects.toMatchObject(
      { code: 'BAD_REQUEST' },
    );
    expect((await api.adminCaller.participants.byId({ id: created.id })).email).toBe(participant.email);
  });

  it('refuses an unknown championship on create and unknown ids', async () => {
    await expect(api.adminCaller.participants.create({ ...participant, championshipId: 'nope' })).rejects.toMatchObject(
      { code: 'BAD_REQUEST', message: 'Championnat inconnu' },
    );
    await expect(api.adminCaller.participants.update({ id: 'nope', paid: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(api.adminCaller.participants.remove({ id: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.adminCaller.participants.byId({ id: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await api.adminCaller.participants.adminList()).toEqual([]);
  });

  it('deletes; a championship with participants cannot be deleted', async () => {
    await api.adminCaller.championships.create({
      id: 'open',
      name: 'Open',
      nameEn: 'Open',
      dates: 'd',
      description: 'd',
      descriptionEn: 'd',
    });
    const created = await api.adminCaller.participants.create({ ...participant, championshipId: 'open' });
    await expect(api.adminCaller.championships.remove({ id: 'open' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('1 participant'),
    });
    expect(await api.adminCaller.participants.remove({ id: created.id })).toEqual({ message: expect.any(String) });
    await api.adminCaller.championships.remove({ id: 'open' });
    expect(await api.adminCaller.participants.adminList()).toEqual([]);
  });

  it('refuses admin procedures without a token', async () => {
    const anonymous = await api.callerFor();
    await expect(anonymous.participants.adminList()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.participants.create(participant)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.participants.update({ id: 'x', paid: true })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('bibs in the admin forms', () => {
  let api: TestApi;
  const lea = {
    firstName: 'Léa',
    lastName: 'Bernard',
    email: 'lea@exemple.fr',
    club: 'AC Paris',
    category: 'Seniors Femmes',
    championshipId: 'elite',
    bib: '12',
  };
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('refuses a bib already given in the championship with a 409, on create and on update', async () => {
    const first = await api.adminCaller.participants.create(lea);
    const taken = { code: 'CONFLICT', message: 'Dossard déjà attribué dans ce championnat : 12' };
    await expect(api.adminCaller.participants.create({ ...lea, email: 'autre@exemple.fr' })).rejects.toMatchObject(
      taken,
    );
    // Another championship has its own bibs.
    const other = await api.adminCaller.participants.create({ ...lea, championshipId: 'youth' });
    await expect(api.adminCaller.participants.update({ id: other.id, championshipId: 'elite' })).rejects.toMatchObject(
      taken,
    );
    const second = await api.adminCaller.participants.create({ ...lea, bib: '13' });
    await expect(api.adminCaller.participants.update({ id: second.id, bib: '12' })).rejects.toMatchObject(taken);
    // Saving a participant with its own bib, or without one, is no conflict.
    expect(await api.adminCaller.participants.update({ id: first.id, bib: '12', club: 'SN Versailles' })).toMatchObject(
      { bib: '12', club: 'SN Versailles' },
    );
    await api.adminCaller.participants.update({ id: second.id, bib: null });
    await api.adminCaller.participants.create({ ...lea, bib: null });
    expect((await api.adminCaller.participants.adminList()).map((p) => p.bib).sort()).toEqual(['12', '12', null, null]);
  });
});
