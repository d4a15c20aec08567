import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

describe('stats procedure', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi({ demo: true });
  });
  afterEach(async () => api.dispose());

  const listed = async () => ({
    participants: (await api.adminCaller.participants.adminList()).length,
    volunteers: (await api.adminCaller.volunteers.adminList()).length,
    partners: (await api.adminCaller.partners.adminList()).length,
    messages: (await api.adminCaller.contact.adminList()).length,
    messagesPending: (await api.adminCaller.contact.adminList({ status: 'PENDING' })).length,
    accreditations: (await api.adminCaller.accreditations.adminList()).length,
    newsletter: (await api.adminCaller.newsletter.adminList()).filter((s) => s.confirmedAt).length,
    results: (await api.adminCaller.results.adminList()).length,
  });

  it('counts what the dashboard shows: the same totals as the admin lists', async () => {
    const stats = await api.adminCaller.stats.get();
    expect(stats).toEqual(await listed());
    expect(stats.participants).toBeGreaterThan(0);
  });

  it('follows every write', async () => {
    const before = await api.adminCaller.stats.get();
    await api.publicCaller.volunteers.submit({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.fr',
      role: 'accueil',
      motivation: 'Oui',
    });
    await api.publicCaller.contact.submit({
      name: 'A',
      email: 'a@b.fr',
      subject: 'S',
      category: 'autre',
      message: 'M',
      consent: true,
    });
    await api.adminCaller.partners.create({ name: 'P', logo: 'https://exemple.fr/p.png' });
    const participant = await api.adminCaller.participants.create({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.fr',
      club: 'C',
      category: 'SH',
      championshipId: 'elite',
    });
    await api.adminCaller.participants.remove({ id: participant.id });
    // A refused form changes no counter.
    await expect(
      api.publicCaller.contact.submit({
        name: 'A',
        email: 'a@b.fr',
        subject: 'S',
        category: 'autre',
        message: 'M',
        consent: false as never,
      }),
    ).rejects.toBeDefined();
    const after = await api.adminCaller.stats.get();
    expect(after).toEqual({
      ...before,
      volunteers: before.volunteers + 1,
      messages: before.messages + 1,
      messagesPending: before.messagesPending + 1,
      partners: before.partners + 1,
    });
    expect(after).toEqual(await listed());
  });

  it('counts only the messages waiting for the Messages badge', async () => {
    const before = await api.adminCaller.stats.get();
    const { id } = await api.publicCaller.contact.submit({
      name: 'A',
      email: 'a@b.fr',
      subject: 'S',
      category: 'autre',
      message: 'M',
      consent: true,
    });
    expect((await api.adminCaller.stats.get()).messagesPending).toBe(before.messagesPending + 1);
    await api.adminCaller.contact.setStatus({ id, status: 'PROCESSED' });
    const after = await api.adminCaller.stats.get();
    expect(after).toMatchObject({ messages: before.messages + 1, messagesPending: before.messagesPending });
  });

  it('is for the administrator only', async () => {
    await expect(api.publicCaller.stats.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
