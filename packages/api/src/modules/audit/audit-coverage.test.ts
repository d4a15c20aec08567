import { readFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../root';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { auditTargetOf } from './audit-recorder';
import { auditRouters } from './audit-targets';

type Caller = TestApi['adminCaller'];

const resultsCsv = readFileSync(new URL('../../../../race-files/test-files/results.csv', import.meta.url)).toString(
  'base64',
);
const participantsCsv = Buffer.from(
  '\uFEFFNom;Prénom;E-mail;Club;Catégorie;Championnat\r\nAudit;Anne;anne.audit@exemple.fr;AC Paris;Seniors Femmes;elite\r\n',
).toString('base64');

/*
 * One successful call of every admin write. A new admin mutation has no call here, and the test below
 * fails until it gets one: that is how no write escapes the audit trail unnoticed.
 */
const calls = (api: TestApi, ids: Record<string, string>): Record<string, (c: Caller) => Promise<unknown>> => ({
  'auth.logout': async () =>
    (
      await api.callerFor(
        `Bearer ${(await api.publicCaller.auth.login({ email: 'admin@test.fr', password: 'test-Passw0rd!' })).token}`,
      )
    ).auth.logout(),
  'accounts.create': async (c) =>
    (ids.account = (await c.accounts.create({ email: 'second@test.fr', password: 'Un-Deuxieme-Compte-42' })).id),
  'accounts.update': (c) => c.accounts.update({ id: ids.account ?? '', notifySubmissions: false }),
  'accounts.remove': (c) => c.accounts.remove({ id: ids.account ?? '' }),
  'account.changePassword': (c) =>
    c.account.changePassword({ currentPassword: 'test-Passw0rd!', newPassword: 'test-Passw0rd!' }),
  'account.totpSetup': async (c) => (ids.totpSecret = (await c.account.totpSetup()).secret),
  'account.totpEnable': (c) =>
    c.account.totpEnable({ code: new TOTP({ secret: Secret.fromBase32(ids.totpSecret ?? '') }).generate() }),
  'account.totpDisable': (c) => c.account.totpDisable({ password: 'test-Passw0rd!' }),
  'championships.create': (c) =>
    c.championships.create({
      id: 'masters-audit',
      name: 'Masters',
      nameEn: 'Masters',
      dates: '30 janvier 2026',
      description: 'Plus de 27 ans',
      descriptionEn: 'Over 27',
    }),
  'championships.update': (c) => c.championships.update({ id: 'masters-audit', name: 'Masters 2026' }),
  'championships.remove': (c) => c.championships.remove({ id: 'masters-audit' }),
  'pricing.create': async (c) =>
    (ids.pricing = (
      await c.pricing.create({
        championshipId: 'youth',
        name: 'Tardif',
        price: 22.5,
        startDate: '2025-01-16',
        endDate: '2025-01-25',
      })
    ).id),
  'pricing.update': (c) => c.pricing.update({ id: ids.pricing ?? '', price: 25 }),
  'pricing.remove': (c) => c.pricing.remove({ id: ids.pricing ?? '' }),
  'eventTypes.create': (c) =>
    c.eventTypes.create({
      id: '1000m-audit',
      name: '1000 mètres',
      nameEn: '1000 metres',
      description: 'Vitesse',
      descriptionEn: 'Sprint',
    }),
  'eventTypes.update': (c) => c.eventTypes.update({ id: '1000m-audit', name: '1 000 mètres' }),
  'eventTypes.remove': (c) => c.eventTypes.remove({ id: '1000m-audit' }),
  'events.create': (c) =>
    c.events.create({
      id: 'audit-race',
      name: 'Finale',
      nameEn: 'Final',
      date: '2026-01-30',
      time: '14:30',
      category: 'SH',
      championshipId: 'elite',
    }),
  'events.update': (c) => c.events.update({ id: 'audit-race', time: '15:00' }),
  'entries.create': async (c) =>
    (ids.entry = (await c.entries.create({ eventId: 'audit-race', participantId: ids.entrant ?? '' })).id),
  'entries.update': (c) => c.entries.update({ id: ids.entry ?? '', status: 'scratched' }),
  'entries.remove': (c) => c.entries.remove({ id: ids.entry ?? '' }),
  'draw.run': async (c) => {
    const race = { date: '2026-01-30', category: 'SH', championshipId: 'elite', raceGroup: 'audit-2000', lanes: 6 };
    await c.events.create({ ...race, id: 'audit-heat', name: 'Série', nameEn: 'Heat', time: '09:00', round: 'heat' });
    await c.events.create({
      ...race,
      id: 'audit-final',
      name: 'Finale',
      nameEn: 'Final',
      time: '16:00',
      progression: { from: 'heat', places: 1, times: 2 },
    });
    return c.draw.run({ eventId: 'audit-heat' });
  },
  'draw.qualify': (c) => c.draw.qualify({ eventId: 'audit-final' }),
  'draw.startList': (c) => c.draw.startList({ eventId: 'audit-heat', published: true }),
  'results.setRanking': (c) =>
    c.results.setRanking({
      eventId: 'audit-race',
      rows: [{ rank: 1, athlete: 'Léa Martin', category: 'SF', club: 'AC Paris', time: '7:01.2' }],
    }),
  'results.setState': (c) => c.results.setState({ eventId: 'audit-race', resultsState: 'official' }),
  'results.importFile': (c) =>
    c.results.importFile({ eventId: 'audit-race', fileName: 'results.csv', contentBase64: resultsCsv, dryRun: false }),
  'results.create': async (c) =>
    (ids.result = (
      await c.results.create({
        eventId: 'audit-race',
        rank: 40,
        athlete: 'Jo Durand',
        category: 'SH',
        club: 'SN Lyon',
        time: '7:30.0',
      })
    ).id),
  'results.update': (c) => c.results.update({ id: ids.result ?? '', club: 'SN Lyon 2' }),
  'results.remove': (c) => c.results.remove({ id: ids.result ?? '' }),
  'events.remove': async (c) => {
    await c.results.setRanking({ eventId: 'audit-race', rows: [] });
    return c.events.remove({ id: 'audit-race' });
  },
  'practicalInfo.create': async (c) =>
    (ids.info = (await c.practicalInfo.create({ section: 'venue', title: 'Adresse', content: 'Stade, Paris' })).id),
  'practicalInfo.update': (c) => c.practicalInfo.update({ id: ids.info ?? '', title: 'Adresse du stade' }),
  'practicalInfo.remove': (c) => c.practicalInfo.remove({ id: ids.info ?? '' }),
  'partners.create': async (c) =>
    (ids.partner = (await c.partners.create({ name: 'Club local', logo: 'https://exemple.fr/logo.png' })).id),
  'partners.update': (c) => c.partners.update({ id: ids.partner ?? '', name: 'Club du coin' }),
  'partners.remove': (c) => c.partners.remove({ id: ids.partner ?? '' }),
  'participants.create': async (c) =>
    (ids.participant = (
      await c.participants.create({
        firstName: 'Léa',
        lastName: 'Bernard',
        email: 'lea@exemple.fr',
        club: 'AC Paris',
        category: 'Seniors Femmes',
        championshipId: 'elite',
      })
    ).id),
  'participants.update': (c) => c.participants.update({ id: ids.participant ?? '', paid: true }),
  'participants.importFile': (c) => c.participants.importFile({ contentBase64: participantsCsv, dryRun: false }),
  'participants.remove': (c) => c.participants.remove({ id: ids.participant ?? '' }),
  'rules.create': async (c) =>
    (ids.rule = (await c.rules.create({ section: 'general', title: 'Article 1', content: '<p>Texte</p>' })).id),
  'rules.update': (c) => c.rules.update({ id: ids.rule ?? '', title: 'Article premier' }),
  'rules.remove': (c) => c.rules.remove({ id: ids.rule ?? '' }),
  'documents.create': async (c) =>
    (ids.document = (
      await c.documents.create({
        title: 'Règlement',
        titleEn: 'Rules',
        description: 'Le règlement',
        descriptionEn: 'The rules',
        fileName: 'reglement.pdf',
        fileUrl: '/uploads/0a1b2c3d.pdf',
        fileSize: 2048,
        category: 'sporting-regulation',
      })
    ).id),
  'documents.update': (c) => c.documents.update({ id: ids.document ?? '', title: 'Règlement 2026' }),
  'documents.remove': (c) => c.documents.remove({ id: ids.document ?? '' }),
  'volunteers.setStatus': (c) => c.volunteers.setStatus({ id: ids.volunteer ?? '', status: 'APPROVED' }),
  'volunteers.remove': (c) => c.volunteers.remove({ id: ids.volunteer ?? '' }),
  'contact.setStatus': (c) => c.contact.setStatus({ id: ids.message ?? '', status: 'PROCESSED' }),
  'contact.remove': (c) => c.contact.remove({ id: ids.message ?? '' }),
  'accreditations.setStatus': (c) => c.accreditations.setStatus({ id: ids.accreditation ?? '', status: 'APPROVED' }),
  'accreditations.remove': (c) => c.accreditations.remove({ id: ids.accreditation ?? '' }),
  'newsletter.remove': (c) => c.newsletter.remove({ id: ids.subscription ?? '' }),
  'personalData.removeAll': (c) => c.personalData.removeAll({ email: 'personne-connue@exemple.fr' }),
  'raceComputerKeys.create': async (c) =>
    (ids.raceKey = (await c.raceComputerKeys.create({ label: 'Ordinateur 1' })).id),
  'raceComputerKeys.revoke': (c) => c.raceComputerKeys.revoke({ id: ids.raceKey ?? '' }),
  'liveScreen.setPin': (c) => c.liveScreen.setPin({ kind: 'message', eventId: null, message: 'Pause' }),
  'retention.dryRun': (c) => c.retention.dryRun(),
  'retention.run': (c) => c.retention.run(),
  'settings.update': (c) =>
    c.settings.update({ venue: { name: 'Arena', address: '1 rue du Port', city: '13000 Marseille' } }),
  'callRoom.setPresence': async (c) => {
    const entry = await api.db.selectFrom('entries').select('id').executeTakeFirst();
    if (entry) return c.callRoom.setPresence({ id: entry.id, presence: 'absent' });
    const participant = await api.db.selectFrom('participants').select('id').executeTakeFirstOrThrow();
    const event = await api.db.selectFrom('events').select('id').executeTakeFirstOrThrow();
    await api.db
      .insertInto('entries')
      .values({
        id: 'audit-entry',
        eventId: event.id,
        participantId: participant.id,
        crewName: null,
        seedTime: null,
        lane: 1,
        createdAt: new Date().toISOString(),
      })
      .execute();
    return c.callRoom.setPresence({ id: 'audit-entry', presence: 'absent' });
  },
  'results.setPointsTable': (c) =>
    c.results.setPointsTable({ championshipId: 'youth', points: [10, 8, 6], relayPoints: [] }),
  'contact.reply': async (c) => {
    const message = await api.db.selectFrom('contactMessages').select('id').executeTakeFirstOrThrow();
    return c.contact.reply({ id: message.id, body: 'Merci pour votre message, voici notre réponse.' });
  },
  // The reply above waits in the outbox (no mail server in tests): cancelled, then sent again.
  'mail.cancel': async (c) => {
    const mail = await api.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('state', '=', 'pending')
      .executeTakeFirstOrThrow();
    ids.mail = mail.id;
    return c.mail.cancel({ id: mail.id });
  },
  'mail.retry': (c) => c.mail.retry({ id: ids.mail ?? '' }),
  'campaigns.create': async (c) => {
    const campaign = await c.campaigns.create({
      subjectFr: 'Nouvelles',
      subjectEn: 'News',
      bodyFr: '<p>Bonjour</p>',
      bodyEn: '<p>Hello</p>',
    });
    ids.campaign = campaign.id;
    return campaign;
  },
  'campaigns.update': (c) => c.campaigns.update({ id: ids.campaign ?? '', subjectFr: 'Les nouvelles' }),
  'campaigns.sendTest': (c) => c.campaigns.sendTest({ id: ids.campaign ?? '' }),
  'campaigns.start': (c) => c.campaigns.start({ id: ids.campaign ?? '' }),
});

/** The mutations the public is refused with 401: the admin writes, told by behaviour, not by a list. */
async function adminMutations(api: TestApi): Promise<string[]> {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def
    .procedures;
  const found: string[] = [];
  for (const [path, procedure] of Object.entries(procedures)) {
    if (procedure._def.type !== 'mutation') continue;
    const [routerKey = '', name = ''] = path.split('.');
    const call = (api.publicCaller as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>)[
      routerKey
    ]?.[name];
    const error = await call?.({}).catch((e: unknown) => e);
    if ((error as { code?: string } | undefined)?.code === 'UNAUTHORIZED') found.push(path);
  }
  return found;
}

describe('audit coverage: every admin write leaves one entry', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ demo: true });
  });
  afterAll(() => api.dispose());

  it('records each admin mutation, naming the account, the entity and the action', async () => {
    const pendingId = async (table: 'volunteers' | 'contactMessages' | 'accreditations') =>
      (await api.db.selectFrom(table).select('id').where('status', '=', 'PENDING').executeTakeFirstOrThrow()).id;
    const ids: Record<string, string> = {
      volunteer: await pendingId('volunteers'),
      message: await pendingId('contactMessages'),
      accreditation: await pendingId('accreditations'),
      subscription: (await api.db.selectFrom('newsletterSubscriptions').select('id').executeTakeFirstOrThrow()).id,
      entrant: (await api.db.selectFrom('participants').select('id').executeTakeFirstOrThrow()).id,
    };
    const table = calls(api, ids);
    const mutations = await adminMutations(api);
    expect(mutations.length).toBeGreaterThan(40);
    expect(
      mutations.filter((path) => !(path in table)),
      'admin writes without a call in audit-coverage.test.ts',
    ).toEqual([]);
    expect(
      mutations.filter((path) => !(path.split('.')[0]! in auditRouters)),
      'routers to name in audit-targets.ts',
    ).toEqual([]);

    for (const [path, call] of Object.entries(table)) {
      const known = new Set((await api.db.selectFrom('auditEntries').select('id').execute()).map((e) => e.id));
      await call(api.adminCaller);
      const added = (await api.db.selectFrom('auditEntries').selectAll().execute()).filter(
        (e) => !known.has(e.id) && e.action !== 'login',
      );
      const { entity, action, skip } = auditTargetOf(path);
      // A simulation writes nothing, so it leaves no entry.
      if (skip?.({})) expect(added, path).toEqual([]);
      else
        expect(added, path).toContainEqual(expect.objectContaining({ accountEmail: 'admin@test.fr', entity, action }));
      // Fields as the API names them, whatever the entity: never a column's name (sortOrder is `order` in the API).
      const fields = added.flatMap((e) => (JSON.parse(e.changes) as { field: string }[]).map((c) => c.field));
      expect(
        fields.filter((f) => /sortOrder|_/.test(f)),
        path,
      ).toEqual([]);
    }
  });
});
