import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headerCaller } from '../../testing/header-caller';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { participant } from './participants-fixtures';

// The participants lists as the public and admin pages ask for them: filters, search, sort, windows, counts.

describe('participants lists at size', () => {
  let api: TestApi;
  const people = [
    {
      firstName: 'Éloïse',
      lastName: 'Lefèvre',
      club: 'Aviron Bayonnais',
      category: 'Seniors Femmes',
      championshipId: 'elite',
      bib: '10',
      email: 'eloise@exemple.fr',
    },
    {
      firstName: 'Jeanne',
      lastName: 'Martin',
      club: 'AC Paris',
      category: 'Seniors Femmes',
      championshipId: 'elite',
      bib: '9',
      email: 'jeanne@exemple.fr',
    },
    {
      firstName: 'Hugo',
      lastName: 'Blanc',
      club: 'SN Versailles',
      category: 'J16 Hommes',
      championshipId: 'youth',
      bib: '101',
      email: 'hugo@club.fr',
    },
    {
      firstName: 'Zoé',
      lastName: 'Écuyer',
      club: 'AC Paris',
      category: 'Seniors Hommes',
      championshipId: 'elite',
      bib: null,
      email: 'zoe@exemple.fr',
    },
  ];
  const names = (list: { lastName: string }[]) => list.map((p) => p.lastName);

  beforeEach(async () => {
    api = await createTestApi();
    for (const [i, p] of people.entries())
      await api.adminCaller.participants.create({ ...p, confirmed: i % 2 === 0, paid: i < 2 });
  });
  afterEach(async () => api.dispose());

  it('answers the full list without parameters, as before', async () => {
    const all = await api.publicCaller.participants.list();
    expect(names(all)).toEqual(['Blanc', 'Lefèvre', 'Martin', 'Écuyer']);
    expect(await api.publicCaller.participants.list({})).toEqual(all);
    const { caller, headers } = await headerCaller(api);
    expect(await caller.participants.list()).toEqual(all);
    expect(headers['x-total-count']).toBeUndefined();
  });

  it('filters by championship and category, and searches names, club and bib ignoring case and accents', async () => {
    expect(names(await api.publicCaller.participants.list({ championshipId: 'youth' }))).toEqual(['Blanc']);
    expect(
      names(await api.publicCaller.participants.list({ championshipId: 'elite', category: 'Seniors Femmes' })),
    ).toEqual(['Lefèvre', 'Martin']);
    expect(names(await api.publicCaller.participants.list({ search: 'eloise' }))).toEqual(['Lefèvre']);
    expect(names(await api.publicCaller.participants.list({ search: 'ECUYER' }))).toEqual(['Écuyer']);
    expect(names(await api.publicCaller.participants.list({ search: 'ac paris' }))).toEqual(['Martin', 'Écuyer']);
    expect(names(await api.publicCaller.participants.list({ search: '101' }))).toEqual(['Blanc']);
    // The public search never looks into what the public cannot see.
    expect(await api.publicCaller.participants.list({ search: 'club.fr' })).toEqual([]);
    expect(names(await api.publicCaller.participants.list({ championshipId: 'all', category: '' }))).toHaveLength(4);
  });

  it('sorts by name, club, category, registration date and bib (numeric), both orders', async () => {
    const sorted = async (sort: 'name' | 'club' | 'category' | 'registrationDate' | 'bib', order?: 'asc' | 'desc') =>
      names(await api.publicCaller.participants.list({ sort, order }));
    expect(await sorted('name')).toEqual(['Blanc', 'Écuyer', 'Lefèvre', 'Martin']);
    expect(await sorted('name', 'desc')).toEqual(['Martin', 'Lefèvre', 'Écuyer', 'Blanc']);
    expect(await sorted('club')).toEqual(['Écuyer', 'Martin', 'Lefèvre', 'Blanc']);
    expect(await sorted('category', 'desc')).toEqual(['Écuyer', 'Martin', 'Lefèvre', 'Blanc']);
    expect(await sorted('registrationDate')).toEqual(['Lefèvre', 'Martin', 'Blanc', 'Écuyer']);
    expect(await sorted('registrationDate', 'desc')).toEqual(['Écuyer', 'Blanc', 'Martin', 'Lefèvre']);
    // 9 before 10 before 101; no bib last in both orders.
    expect(await sorted('bib')).toEqual(['Martin', 'Lefèvre', 'Blanc', 'Écuyer']);
    expect(await sorted('bib', 'desc')).toEqual(['Blanc', 'Lefèvre', 'Martin', 'Écuyer']);
  });

  it('cuts a window and sends the number of matching rows in X-Total-Count', async () => {
    const { caller, headers } = await headerCaller(api);
    expect(names(await caller.participants.list({ sort: 'name', limit: 2, offset: 1 }))).toEqual(['Écuyer', 'Lefèvre']);
    expect(headers['x-total-count']).toBe('4');
    expect(names(await caller.participants.list({ championshipId: 'elite', sort: 'name', offset: 2 }))).toEqual([
      'Martin',
    ]);
    expect(headers['x-total-count']).toBe('3');
    expect(await caller.participants.list({ offset: 10 })).toEqual([]);
    await expect(caller.participants.list({ limit: 0 })).rejects.toThrow(/limit doit être au moins 1/);
    await expect(caller.participants.list({ limit: 501 })).rejects.toThrow(/limit ne peut pas dépasser 500/);
    await expect(caller.participants.list({ sort: 'email' as never })).rejects.toThrow(/Tri invalide/);
  });

  it('gives the public page: window, total, counts per active championship over all, categories of the selection', async () => {
    const page = await api.publicCaller.participants.page({
      championshipId: 'elite',
      search: 'paris',
      sort: 'name',
      limit: 1,
    });
    expect(names(page.items)).toEqual(['Écuyer']);
    expect(page.total).toBe(2);
    expect(page.items[0]).not.toHaveProperty('email');
    expect(page.counts).toEqual(
      expect.arrayContaining([
        { championshipId: 'elite', count: 3 },
        { championshipId: 'youth', count: 1 },
        { championshipId: 'school', count: 0 },
      ]),
    );
    expect(page.counts[0]).toEqual({ championshipId: 'elite', count: 3 });
    expect(page.categories).toEqual(['Seniors Femmes', 'Seniors Hommes']);
    expect((await api.publicCaller.participants.page()).categories).toEqual([
      'J16 Hommes',
      'Seniors Femmes',
      'Seniors Hommes',
    ]);
    await api.adminCaller.championships.update({ id: 'youth', active: false });
    const hidden = await api.publicCaller.participants.page();
    expect(hidden.total).toBe(3);
    expect(hidden.counts.map((c) => c.championshipId)).not.toContain('youth');
  });

  it('lets the admin search e-mails and filter by status, as a list with X-Total-Count or as a page', async () => {
    const { caller, headers } = await headerCaller(api, { admin: true });
    expect(names(await caller.participants.adminList({ search: 'CLUB.FR' }))).toEqual(['Blanc']);
    expect(headers['x-total-count']).toBe('1');
    expect(names(await caller.participants.adminList({ status: 'confirmed', sort: 'name' }))).toEqual([
      'Blanc',
      'Lefèvre',
    ]);
    expect(names(await caller.participants.adminList({ status: 'pending', sort: 'name' }))).toEqual([
      'Écuyer',
      'Martin',
    ]);
    expect(names(await caller.participants.adminList({ status: 'paid', sort: 'name' }))).toEqual(['Lefèvre', 'Martin']);
    expect(names(await caller.participants.adminList({ status: 'unpaid', sort: 'name' }))).toEqual(['Blanc', 'Écuyer']);
    expect(await caller.participants.adminList({ status: 'all' })).toHaveLength(4);
    const page = await caller.participants.adminPage({ status: 'paid', sort: 'name', order: 'desc', limit: 1 });
    expect(page).toEqual({
      items: [expect.objectContaining({ lastName: 'Martin', email: 'jeanne@exemple.fr', paid: true })],
      total: 2,
    });
    await expect(caller.participants.adminList({ status: 'late' as never })).rejects.toThrow(/Statut invalide/);
    const anonymous = await api.callerFor();
    await expect(anonymous.participants.adminPage()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('answers the admin list read again after each write: a toggle, an edit and a delete show at once', async () => {
    const admin = api.adminCaller.participants;
    const created = await admin.create({
      ...participant,
      club: 'Zèbres Nautiques',
      email: 'zebre@exemple.fr',
      bib: '901',
    });
    const ids = async (query: Parameters<typeof admin.adminPage>[0]) =>
      (await admin.adminPage(query)).items.map((p) => p.id);
    expect(await ids({ search: 'zebres', status: 'paid' })).toEqual([]);
    await admin.update({ id: created.id, paid: true });
    expect(await ids({ search: 'zebres', status: 'paid' })).toEqual([created.id]);
    await admin.update({ id: created.id, club: 'Cercle des Zèbres' });
    expect(await ids({ search: 'cercle des zebres' })).toEqual([created.id]);
    await admin.remove({ id: created.id });
    expect(await ids({ search: 'zebres' })).toEqual([]);
    expect((await admin.adminList()).map((p) => p.id)).not.toContain(created.id);
  });
});
