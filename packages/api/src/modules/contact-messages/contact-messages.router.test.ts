import { CONTACT_SENT } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headerCaller } from '../../testing/header-caller';
import { createTestApi, type TestApi } from '../../testing/test-api';

const message = {
  name: 'Louis Petit',
  email: 'louis@exemple.fr',
  subject: 'Inscription club',
  category: 'inscription' as const,
  message: 'Comment inscrire mon club ?',
  consent: true as const,
};

describe('contact-messages procedures', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  const submit = async () => (await api.publicCaller.contact.submit(message)).id;
  const statusOf = async (id: string) => (await api.adminCaller.contact.adminList()).find((m) => m.id === id)?.status;

  it('stores a message as PENDING with the server’s id and date, ignoring id, status and createdAt', async () => {
    const answer = await api.publicCaller.contact.submit({
      ...message,
      id: 'mine',
      status: 'CLOSED',
      createdAt: '1999-01-01',
    } as typeof message);
    expect(answer).toEqual({ id: expect.any(String), message: CONTACT_SENT });
    expect(answer.id).not.toBe('mine');
    const [stored] = await api.adminCaller.contact.adminList();
    expect(stored).toMatchObject({ ...message, id: answer.id, status: 'PENDING' });
    expect(stored?.createdAt).not.toBe('1999-01-01');
  });

  it('validates in French: consent, category, e-mail, required fields', async () => {
    await expect(api.publicCaller.contact.submit({ ...message, consent: false as never })).rejects.toThrow(
      /accepter le traitement/,
    );
    await expect(api.publicCaller.contact.submit({ ...message, category: 'spam' as never })).rejects.toThrow(
      /Catégorie invalide/,
    );
    await expect(api.publicCaller.contact.submit({ ...message, email: 'x@' })).rejects.toThrow(
      /Adresse e-mail invalide/,
    );
    await expect(api.publicCaller.contact.submit({ ...message, subject: '' })).rejects.toThrow(/obligatoire/);
    expect(await api.adminCaller.contact.adminList()).toEqual([]);
  });

  it('allows PENDING → PROCESSED → CLOSED', async () => {
    const id = await submit();
    expect(await api.adminCaller.contact.setStatus({ id, status: 'PROCESSED' })).toMatchObject({
      id,
      status: 'PROCESSED',
    });
    expect(await api.adminCaller.contact.setStatus({ id, status: 'CLOSED' })).toMatchObject({ id, status: 'CLOSED' });
    expect(await statusOf(id)).toBe('CLOSED');
  });

  it('allows PENDING → CLOSED directly', async () => {
    const id = await submit();
    await api.adminCaller.contact.setStatus({ id, status: 'CLOSED' });
    expect(await statusOf(id)).toBe('CLOSED');
  });

  it('refuses PROCESSED → PENDING, anything from CLOSED, and same-status changes (CONFLICT), changing nothing', async () => {
    const processed = await submit();
    await api.adminCaller.contact.setStatus({ id: processed, status: 'PROCESSED' });
    for (const status of ['PENDING', 'PROCESSED'] as const) {
      await expect(api.adminCaller.contact.setStatus({ id: processed, status })).rejects.toMatchObject({
        code: 'CONFLICT',
      });
    }
    expect(await statusOf(processed)).toBe('PROCESSED');
    const closed = await submit();
    await api.adminCaller.contact.setStatus({ id: closed, status: 'CLOSED' });
    for (const status of ['PENDING', 'PROCESSED', 'CLOSED'] as const) {
      await expect(api.adminCaller.contact.setStatus({ id: closed, status })).rejects.toMatchObject({
        code: 'CONFLICT',
        message: expect.stringMatching(/non autorisée/),
      });
    }
    expect(await statusOf(closed)).toBe('CLOSED');
    const pending = await submit();
    await expect(api.adminCaller.contact.setStatus({ id: pending, status: 'PENDING' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('answers NOT_FOUND for an unknown message and UNAUTHORIZED without a token', async () => {
    await expect(api.adminCaller.contact.setStatus({ id: 'nope', status: 'CLOSED' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const id = await submit();
    await expect(api.publicCaller.contact.adminList()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(api.publicCaller.contact.setStatus({ id, status: 'CLOSED' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await statusOf(id)).toBe('PENDING');
  });
});

describe('contact messages admin list at size', () => {
  let api: TestApi;
  const sent = [
    { name: 'Éloïse', subject: 'Inscription tardive', category: 'inscription' as const, day: '01' },
    { name: 'Louis', subject: 'Parking', category: 'autre' as const, day: '02' },
    { name: 'Marie', subject: 'Accréditation', category: 'presse' as const, day: '03' },
  ];
  const subjects = (list: { subject: string }[]) => list.map((m) => m.subject);

  beforeEach(async () => {
    api = await createTestApi();
    for (const m of sent) {
      const { id } = await api.publicCaller.contact.submit({
        ...message,
        name: m.name,
        subject: m.subject,
        category: m.category,
      });
      await api.db
        .updateTable('contactMessages')
        .set({ createdAt: `2026-01-${m.day}T10:00:00.000Z` })
        .where('id', '=', id)
        .execute();
      if (m.day === '02') await api.adminCaller.contact.setStatus({ id, status: 'CLOSED' });
    }
  });
  afterEach(async () => api.dispose());

  it('answers every message, newest first, without input; filters, searches and windows', async () => {
    expect(subjects(await api.adminCaller.contact.adminList())).toEqual([
      'Accréditation',
      'Parking',
      'Inscription tardive',
    ]);
    const { caller, headers } = await headerCaller(api, { admin: true });
    expect(subjects(await caller.contact.adminList({ search: 'eloise' }))).toEqual(['Inscription tardive']);
    expect(subjects(await caller.contact.adminList({ search: 'ACCREDITATION' }))).toEqual(['Accréditation']);
    expect(subjects(await caller.contact.adminList({ status: 'PENDING', order: 'asc' }))).toEqual([
      'Inscription tardive',
      'Accréditation',
    ]);
    expect(headers['x-total-count']).toBe('2');
    expect(subjects(await caller.contact.adminList({ category: 'autre' }))).toEqual(['Parking']);
    await expect(caller.contact.adminList({ category: 'spam' })).rejects.toThrow(/Catégorie invalide/);
  });

  it('gives a page with counts over every message', async () => {
    const page = await api.adminCaller.contact.adminPage({ category: 'presse', offset: 0, limit: 5 });
    expect(page).toEqual({
      items: [expect.objectContaining({ subject: 'Accréditation' })],
      total: 1,
      counts: { PENDING: 2, PROCESSED: 0, CLOSED: 1, total: 3 },
    });
    await expect(api.publicCaller.contact.adminPage()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
