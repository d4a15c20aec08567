import { VOLUNTEER_SENT } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeTransition } from '../../lib/status-transition';
import { headerCaller } from '../../testing/header-caller';
import { createTestApi, type TestApi } from '../../testing/test-api';
import * as repo from './volunteers.repository';

const application = {
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'Camille.Durand@Exemple.fr',
  phone: '06 12 34 56 78',
  role: 'chronometrage' as const,
  availability: ['friday-morning' as const, 'sunday-afternoon' as const],
  experience: '',
  motivation: 'J’aime le sport',
};

describe('volunteers procedures', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('stores an application as PENDING with the server’s id and date, whatever the form sends', async () => {
    const hostile = { ...application, id: 'chosen', status: 'APPROVED', createdAt: '2000-01-01T00:00:00.000Z' };
    const answer = await api.publicCaller.volunteers.submit(hostile as typeof application);
    expect(answer).toEqual({ id: expect.any(String), message: VOLUNTEER_SENT });
    expect(answer.id).not.toBe('chosen');
    const [stored] = await api.adminCaller.volunteers.adminList();
    expect(stored).toMatchObject({
      id: answer.id,
      email: 'camille.durand@exemple.fr',
      experience: null,
      status: 'PENDING',
      availability: ['friday-morning', 'sunday-afternoon'],
    });
    expect(stored?.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect(Date.now() - Date.parse(stored?.createdAt ?? '')).toBeLessThan(60_000);
  });

  it('validates the form of spec section 5 in French and stores nothing refused', async () => {
    await expect(api.publicCaller.volunteers.submit({ ...application, role: 'cuisine' as never })).rejects.toThrow(
      /Rôle invalide/,
    );
    await expect(api.publicCaller.volunteers.submit({ ...application, email: 'pas-un-mail' })).rejects.toThrow(
      /Adresse e-mail invalide/,
    );
    await expect(api.publicCaller.volunteers.submit({ ...application, motivation: ' ' })).rejects.toThrow(
      /obligatoire/,
    );
    await expect(
      api.publicCaller.volunteers.submit({ ...application, availability: ['lundi' as never] }),
    ).rejects.toThrow(/Créneau invalide/);
    expect(await api.adminCaller.volunteers.adminList()).toEqual([]);
  });

  it('accepts an application without phone, experience or availability', async () => {
    const { phone: _p, experience: _e, availability: _a, ...minimal } = application;
    await api.publicCaller.volunteers.submit(minimal);
    expect((await api.adminCaller.volunteers.adminList())[0]).toMatchObject({
      phone: null,
      experience: null,
      availability: [],
    });
  });

  for (const target of ['APPROVED', 'REJECTED'] as const) {
    it(`moves PENDING to ${target}, then refuses any further change (CONFLICT)`, async () => {
      const { id } = await api.publicCaller.volunteers.submit(application);
      expect(await api.adminCaller.volunteers.setStatus({ id, status: target })).toMatchObject({ id, status: target });
      for (const next of ['PENDING', 'APPROVED', 'REJECTED'] as const) {
        await expect(api.adminCaller.volunteers.setStatus({ id, status: next })).rejects.toMatchObject({
          code: 'CONFLICT',
          message: expect.stringContaining('Transition de statut non autorisée'),
        });
      }
      expect((await api.adminCaller.volunteers.adminList())[0]?.status).toBe(target);
    });
  }

  it('lets only one of two simultaneous decisions win', async () => {
    const { id } = await api.publicCaller.volunteers.submit(application);
    const [a, b] = await Promise.allSettled([
      api.adminCaller.volunteers.setStatus({ id, status: 'APPROVED' }),
      api.adminCaller.volunteers.setStatus({ id, status: 'REJECTED' }),
    ]);
    expect([a?.status, b?.status].sort()).toEqual(['fulfilled', 'rejected']);
    const winner = a?.status === 'fulfilled' ? a.value.status : b?.status === 'fulfilled' ? b.value.status : undefined;
    expect((await api.adminCaller.volunteers.adminList())[0]?.status).toBe(winner);
  });

  it('writes a decision only over the status it read: a decision made meanwhile wins, the late one changes nothing', async () => {
    const { id } = await api.publicCaller.volunteers.submit(application);
    await api.adminCaller.volunteers.setStatus({ id, status: 'APPROVED' });
    // The late decision read PENDING before the first one landed (as two transactions run side by side).
    await expect(
      writeTransition('PENDING', 'REJECTED', () => repo.setStatus(api.db, id, 'PENDING', 'REJECTED')),
    ).rejects.toMatchObject({ kind: 'CONFLICT', message: expect.stringContaining('statut modifié entre-temps') });
    expect((await api.adminCaller.volunteers.adminList())[0]?.status).toBe('APPROVED');
  });

  it('refuses PENDING → PENDING, an unknown status and an unknown id', async () => {
    const { id } = await api.publicCaller.volunteers.submit(application);
    await expect(api.adminCaller.volunteers.setStatus({ id, status: 'PENDING' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(api.adminCaller.volunteers.setStatus({ id, status: 'DONE' as never })).rejects.toThrow(
      /Statut invalide/,
    );
    await expect(api.adminCaller.volunteers.setStatus({ id: 'nope', status: 'APPROVED' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('refuses the admin list and status changes without a token', async () => {
    const { id } = await api.publicCaller.volunteers.submit(application);
    await expect(api.publicCaller.volunteers.adminList()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(api.publicCaller.volunteers.setStatus({ id, status: 'APPROVED' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect((await api.adminCaller.volunteers.adminList())[0]?.status).toBe('PENDING');
  });
});

describe('volunteers admin list at size', () => {
  let api: TestApi;
  const people = [
    { firstName: 'Éloïse', lastName: 'Lefèvre', role: 'accueil' as const, day: '01' },
    { firstName: 'Jeanne', lastName: 'Martin', role: 'logistique' as const, day: '02' },
    { firstName: 'Hugo', lastName: 'Blanc', role: 'accueil' as const, day: '03' },
  ];
  const lastNames = (list: { lastName: string }[]) => list.map((v) => v.lastName);

  beforeEach(async () => {
    api = await createTestApi();
    for (const p of people) {
      const { id } = await api.publicCaller.volunteers.submit({
        ...application,
        firstName: p.firstName,
        lastName: p.lastName,
        email: `benevole${p.day}@exemple.fr`,
        role: p.role,
      });
      await api.db
        .updateTable('volunteers')
        .set({ createdAt: `2026-01-${p.day}T10:00:00.000Z` })
        .where('id', '=', id)
        .execute();
      if (p.day === '02') await api.adminCaller.volunteers.setStatus({ id, status: 'APPROVED' });
    }
  });
  afterEach(async () => api.dispose());

  it('answers every application, newest first, without input; asc reverses', async () => {
    expect(lastNames(await api.adminCaller.volunteers.adminList())).toEqual(['Blanc', 'Martin', 'Lefèvre']);
    expect(lastNames(await api.adminCaller.volunteers.adminList({ order: 'asc' }))).toEqual([
      'Lefèvre',
      'Martin',
      'Blanc',
    ]);
  });

  it('filters by status and role, searches ignoring accents, windows with X-Total-Count', async () => {
    const { caller, headers } = await headerCaller(api, { admin: true });
    expect(lastNames(await caller.volunteers.adminList({ search: 'LEFEVRE' }))).toEqual(['Lefèvre']);
    expect(headers['x-total-count']).toBe('1');
    expect(lastNames(await caller.volunteers.adminList({ role: 'accueil' }))).toEqual(['Blanc', 'Lefèvre']);
    expect(lastNames(await caller.volunteers.adminList({ status: 'APPROVED' }))).toEqual(['Martin']);
    expect(lastNames(await caller.volunteers.adminList({ status: 'all', role: 'all', limit: 1, offset: 1 }))).toEqual([
      'Martin',
    ]);
    expect(headers['x-total-count']).toBe('3');
    await expect(caller.volunteers.adminList({ status: 'DONE' })).rejects.toThrow(/Statut invalide/);
  });

  it('gives a page with counts over every application and the roles', async () => {
    const page = await api.adminCaller.volunteers.adminPage({ status: 'PENDING', limit: 1 });
    expect(lastNames(page.items)).toEqual(['Blanc']);
    expect(page.total).toBe(2);
    expect(page.counts).toEqual({ PENDING: 2, APPROVED: 1, REJECTED: 0, total: 3 });
    expect(page.roles).toEqual(['accueil', 'logistique']);
    await expect(api.publicCaller.volunteers.adminPage()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
