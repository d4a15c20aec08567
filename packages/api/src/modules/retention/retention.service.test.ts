import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { nextDailyRun, parisDay } from './daily-time';
import { registrationExpiry } from './retention-rules';
import * as service from './retention.service';

const AFTER_EXPIRY = new Date('2029-02-02T12:00:00.000Z');

describe('the daily time', () => {
  it('is 03:30 in Paris: 02:30 UTC in winter, 01:30 UTC in summer, strictly after now', () => {
    expect(nextDailyRun(new Date('2026-11-23T21:00:00Z')).toISOString()).toBe('2026-11-24T02:30:00.000Z');
    expect(nextDailyRun(new Date('2026-11-24T02:29:59Z')).toISOString()).toBe('2026-11-24T02:30:00.000Z');
    expect(nextDailyRun(new Date('2026-11-24T02:30:00Z')).toISOString()).toBe('2026-11-25T02:30:00.000Z');
    expect(nextDailyRun(new Date('2026-07-01T10:00:00Z')).toISOString()).toBe('2026-07-02T01:30:00.000Z');
    // The night the clocks go forward (29 March 2026), 03:30 exists and is summer time.
    expect(nextDailyRun(new Date('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(parisDay(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
  });
  it('puts registrations three years after the event’s last day', () => {
    expect(registrationExpiry.toISOString()).toBe('2029-01-31T23:00:00.000Z');
  });
});

describe('retention', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  async function dated(kind: 'volunteers' | 'contactMessages', createdAt: string) {
    const id =
      kind === 'volunteers'
        ? (
            await api.publicCaller.volunteers.submit({
              firstName: 'A',
              lastName: 'B',
              email: 'a@exemple.fr',
              phone: null,
              role: 'accueil',
              availability: [],
              experience: '',
              motivation: 'M',
            })
          ).id
        : (
            await api.publicCaller.contact.submit({
              name: 'A',
              email: 'a@exemple.fr',
              subject: 'S',
              category: 'autre',
              message: 'M',
              consent: true,
            })
          ).id;
    await api.db.updateTable(kind).set({ createdAt }).where('id', '=', id).execute();
    return id;
  }

  it('deletes nothing of the event before three years; messages after three years from receipt', async () => {
    const now = new Date('2027-06-01T10:00:00.000Z');
    const volunteer = await dated('volunteers', '2025-12-01T10:00:00.000Z');
    const oldMessage = await dated('contactMessages', '2024-05-31T10:00:00.000Z');
    const recentMessage = await dated('contactMessages', '2024-06-02T10:00:00.000Z');
    const simulation = await service.dryRun(api.db, now);
    expect(simulation.rules.find((r) => r.rule === 'messages')).toMatchObject({ count: 1, ids: [oldMessage] });
    expect(simulation.rules.find((r) => r.rule === 'volunteers')).toMatchObject({ count: 0, ids: [] });
    // A simulation deletes nothing, and is the last result.
    expect((await api.adminCaller.contact.adminList()).map((m) => m.id).sort()).toEqual(
      [oldMessage, recentMessage].sort(),
    );
    expect((await service.status(api.db, now)).lastRun).toMatchObject({ dryRun: true, trigger: 'manual', error: null });

    const later = new Date(now.getTime() + 60_000);
    const outcome = await service.runNow(api.db, later);
    expect(outcome.rules.find((r) => r.rule === 'messages')?.count).toBe(1);
    expect((await api.adminCaller.contact.adminList()).map((m) => m.id)).toEqual([recentMessage]);
    expect((await api.adminCaller.volunteers.adminList()).map((v) => v.id)).toEqual([volunteer]);
    const status = await service.status(api.db, later);
    expect(status.lastRun).toEqual({
      at: later.toISOString(),
      dryRun: false,
      trigger: 'manual',
      rules: outcome.rules,
      error: null,
    });
    expect(status.nextRunAt).toBe('2027-06-02T01:30:00.000Z');
  });

  it('deletes the event’s registrations, applications and press requests once three years have passed', async () => {
    await dated('volunteers', '2025-12-01T10:00:00.000Z');
    await api.publicCaller.accreditations.submit({
      media: 'M',
      journalist: 'J',
      email: 'j@exemple.fr',
      phone: null,
      type: 'web',
      needs: null,
    });
    await api.adminCaller.participants.create({
      firstName: 'A',
      lastName: 'B',
      email: 'p@exemple.fr',
      phone: null,
      club: 'C',
      category: 'Senior',
      championshipId: 'indoor',
      bib: null,
      personalBest: null,
    });
    const before = await service.dryRun(api.db, new Date(registrationExpiry.getTime() - 1));
    const eventRules = ['participants', 'volunteers', 'accreditations'];
    expect(before.rules.filter((r) => eventRules.includes(r.rule)).map((r) => r.count)).toEqual([0, 0, 0]);
    const outcome = await service.runNow(api.db, AFTER_EXPIRY);
    expect(Object.fromEntries(outcome.rules.map((r) => [r.rule, r.count]))).toMatchObject({
      participants: 1,
      volunteers: 1,
      accreditations: 1,
    });
    expect(await api.adminCaller.participants.adminList()).toEqual([]);
    expect(await api.adminCaller.volunteers.adminList()).toEqual([]);
    expect(await api.adminCaller.accreditations.adminList()).toEqual([]);
  });

  it('erases the journal’s values about the rows it deletes, the entries staying until their own term', async () => {
    await api.adminCaller.participants.create({
      firstName: 'A',
      lastName: 'Purgé',
      email: 'p@exemple.fr',
      phone: null,
      club: 'C',
      category: 'Senior',
      championshipId: 'indoor',
      bib: null,
      personalBest: null,
    });
    // The entry made in the last year before the purge: the journal's own rule keeps it.
    await api.db.updateTable('auditEntries').set({ at: '2028-12-01T10:00:00.000Z' }).execute();
    await service.runNow(api.db, AFTER_EXPIRY);
    const journal = await api.db
      .selectFrom('auditEntries')
      .select(['action', 'changes'])
      .where('entity', '=', 'participants')
      .execute();
    expect(journal).toEqual([
      { action: 'create', changes: expect.stringContaining('{"field":"lastName","before":null,"after":"[effacé]"}') },
    ]);
    expect(JSON.stringify(journal)).not.toContain('Purgé');
  });

  it('runs the daily job once per Paris date, whichever process comes first', async () => {
    await dated('contactMessages', '2020-01-01T10:00:00.000Z');
    const night = new Date('2026-11-24T02:30:00.000Z');
    const [a, b] = await Promise.all([
      service.runDaily(api.db, night),
      service.runDaily(api.db, new Date(night.getTime() + 1000)),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect([a, b].find(Boolean)?.rules.find((r) => r.rule === 'messages')?.count).toBe(1);
    expect(await service.runDaily(api.db, new Date('2026-11-25T02:30:00.000Z'))).toMatchObject({
      trigger: 'daily',
      error: null,
    });
  });

  it('records a failed run with its error, and deletes nothing of it', async () => {
    const id = await dated('contactMessages', '2020-01-01T10:00:00.000Z');
    const broken = [
      {
        id: 'broken',
        label: 'Cassée',
        keptFor: '-',
        table: 'contactMessages',
        dateColumn: 'createdAt',
        cutoff: () => new Date(),
      } as const,
      {
        id: 'worse',
        label: 'Pire',
        keptFor: '-',
        table: 'volunteers',
        dateColumn: 'missingColumn' as 'createdAt',
        cutoff: () => new Date(),
      } as const,
    ];
    const outcome = await service.runNow(api.db, new Date(), broken);
    expect(outcome.error).toEqual(expect.any(String));
    expect((await api.adminCaller.contact.adminList()).map((m) => m.id)).toEqual([id]);
    expect((await service.status(api.db, new Date())).lastRun?.error).toEqual(expect.any(String));
  });
});
