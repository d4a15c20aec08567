import { createOk, restCall } from './rest-helpers';
import { createTestServer, TEST_ADMIN, type TestServer } from './test-server';

// The rows the admin REST tests (rest/admin-*.rest.test.ts) work on, created through the API itself.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const bodies = {
  championship: {
    id: 'fx-champ',
    name: 'Coupe',
    nameEn: 'Cup',
    dates: '30 janvier 2026',
    description: 'D',
    descriptionEn: 'D',
    categories: ['A'],
    requirements: [],
  },
  event: {
    id: 'fx-event',
    name: 'Finale',
    nameEn: 'Final',
    date: '2026-01-30',
    time: '15:00',
    category: 'SH',
    championshipId: 'elite',
  },
  eventType: {
    id: 'fx-type',
    name: '1000 m',
    nameEn: '1000 m',
    description: 'D',
    descriptionEn: 'D',
    icon: '🚣',
    color: 'cyan-blue',
    active: true,
    order: 2,
  },
  pricing: { championshipId: 'youth', name: 'Tardif', price: 22.5, startDate: '2025-01-16', endDate: '2025-01-25' },
  result: { eventId: 'fx-event', rank: 1, athlete: 'Jeanne Martin', category: 'SF', club: 'AC Paris', time: '6:58.4' },
  practical: { section: 'transport', title: 'Métro', titleEn: 'Metro', content: { lignes: ['14'], station: 'Bercy' } },
  partner: {
    name: 'Concept2',
    logo: 'https://exemple.fr/logo.png',
    website: 'https://concept2.fr',
    level: 'TITLE',
    order: 1,
  },
  participant: {
    firstName: 'Léa',
    lastName: 'Bernard',
    email: 'lea@exemple.fr',
    phone: '0601020304',
    club: 'AB',
    category: 'SF',
    championshipId: 'elite',
    bib: '7',
  },
  rule: { section: 'general', title: 'Article 1', subtitle: 'Objet', content: '<p>Texte</p>', active: true, order: 0 },
  document: {
    title: 'Guide',
    titleEn: 'Guide',
    description: 'D',
    descriptionEn: 'D',
    fileName: 'guide.pdf',
    fileUrl: '/uploads/abc.pdf',
    fileSize: 100,
    category: 'forms',
  },
  volunteer: { firstName: 'Camille', lastName: 'Durand', email: 'c@exemple.fr', role: 'accueil', motivation: 'Oui' },
  contact: { name: 'Louis', email: 'l@exemple.fr', subject: 'Q', category: 'autre', message: 'M', consent: true },
  press: { media: 'Radio X', journalist: 'Marie', email: 'm@radio.fr', type: 'radio' },
  campaign: { subjectFr: 'Nouvelles', subjectEn: 'News', bodyFr: '<p>Bonjour</p>', bodyEn: '<p>Hello</p>' },
};

/** A server without the demo data, logged in, with one row of each entity; their ids are written into `ids`. */
export async function createAdminFixture(
  ids: Record<string, string>,
): Promise<{ app: TestServer; token: string; call: ReturnType<typeof restCall> }> {
  const app = await createTestServer({ seedDemo: false });
  const token = await app.login();
  const call = restCall(app);
  const create = (url: string, body: unknown, auth: string | undefined = token) => createOk(app, url, body, auth);
  ids.event = await create('/api/admin/events', bodies.event);
  ids.result = await create('/api/admin/results', bodies.result);
  ids.pricing = await create('/api/admin/pricing', bodies.pricing);
  ids.practical = await create('/api/admin/practical-info', bodies.practical);
  ids.partner = await create('/api/admin/partners', bodies.partner);
  ids.participant = await create('/api/admin/participants', bodies.participant);
  ids.rule = await create('/api/admin/rules', bodies.rule);
  ids.document = await create('/api/admin/official-documents', bodies.document);
  ids.volunteer = await create('/api/volunteers', bodies.volunteer, undefined);
  ids.message = await create('/api/contact', bodies.contact, undefined);
  ids.press = await create('/api/press-accreditations', bodies.press, undefined);
  // The sign-up answers the same for every address (double opt-in), without an id: read as the admin does.
  await create('/api/newsletter', { email: 'fan@exemple.fr' }, undefined);
  ids.newsletter =
    ((await call('GET', '/api/admin/newsletter?search=fan@exemple.fr', undefined, token)).json() as { id: string }[])[0]
      ?.id ?? '';
  await create('/api/admin/event-types', bodies.eventType);
  await create('/api/admin/championships', bodies.championship);
  ids.campaign = await create('/api/admin/campaigns', bodies.campaign);
  return { app, token, call };
}

/** Every admin operation of spec section 7 and issue 3, on real rows (`ids` from createAdminFixture), with a valid body. */
export const adminOperationsOf = (ids: Record<string, string>): [Method, string, unknown?][] => [
  ['POST', '/api/admin/logout', {}],
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/championships'],
  ['POST', '/api/admin/championships', { ...bodies.championship, id: 'fx-other' }],
  ['GET', '/api/admin/championships/elite'],
  ['PUT', '/api/admin/championships/elite', { name: 'Piraté' }],
  ['DELETE', '/api/admin/championships/fx-champ'],
  ['GET', '/api/admin/pricing'],
  ['POST', '/api/admin/pricing', bodies.pricing],
  ['GET', `/api/admin/pricing/${ids.pricing}`],
  ['PUT', `/api/admin/pricing/${ids.pricing}`, { price: 0 }],
  ['DELETE', `/api/admin/pricing/${ids.pricing}`],
  ['GET', '/api/admin/event-types'],
  ['POST', '/api/admin/event-types', { ...bodies.eventType, id: 'fx-other' }],
  ['GET', '/api/admin/event-types/fx-type'],
  ['PUT', '/api/admin/event-types/fx-type', { name: 'Piraté' }],
  ['DELETE', '/api/admin/event-types/fx-type'],
  ['GET', '/api/admin/events'],
  ['POST', '/api/admin/events', { ...bodies.event, id: 'fx-other' }],
  ['GET', `/api/admin/events/${ids.event}`],
  ['PUT', `/api/admin/events/${ids.event}`, { name: 'Piraté' }],
  ['DELETE', `/api/admin/events/${ids.event}`],
  ['GET', '/api/admin/results'],
  ['POST', '/api/admin/results', bodies.result],
  ['GET', `/api/admin/results/${ids.result}`],
  ['PUT', `/api/admin/results/${ids.result}`, { rank: 9 }],
  ['DELETE', `/api/admin/results/${ids.result}`],
  ['GET', '/api/admin/entries'],
  ['POST', '/api/admin/entries', { eventId: ids.event, participantId: ids.participant }],
  ['GET', `/api/admin/entries/${ids.result}`],
  ['PUT', `/api/admin/entries/${ids.result}`, { status: 'scratched' }],
  ['DELETE', `/api/admin/entries/${ids.result}`],
  ['PUT', `/api/admin/events/${ids.event}/results`, { rows: [] }],
  ['PUT', `/api/admin/events/${ids.event}/results/state`, { resultsState: 'official' }],
  ['GET', `/api/admin/events/${ids.event}/draw`],
  ['POST', `/api/admin/events/${ids.event}/draw`],
  ['PUT', `/api/admin/events/${ids.event}/start-list`, { published: true }],
  ['POST', `/api/admin/events/${ids.event}/qualify`],
  ['GET', '/api/admin/practical-info'],
  ['POST', '/api/admin/practical-info', bodies.practical],
  ['GET', `/api/admin/practical-info/${ids.practical}`],
  ['PUT', `/api/admin/practical-info/${ids.practical}`, { title: 'Piraté' }],
  ['DELETE', `/api/admin/practical-info/${ids.practical}`],
  ['GET', '/api/admin/partners'],
  ['POST', '/api/admin/partners', bodies.partner],
  ['GET', `/api/admin/partners/${ids.partner}`],
  ['PUT', `/api/admin/partners/${ids.partner}`, { name: 'Piraté' }],
  ['DELETE', `/api/admin/partners/${ids.partner}`],
  ['GET', '/api/admin/participants'],
  ['POST', '/api/admin/participants', bodies.participant],
  ['GET', `/api/admin/participants/${ids.participant}`],
  ['PUT', `/api/admin/participants/${ids.participant}`, { paid: true }],
  ['DELETE', `/api/admin/participants/${ids.participant}`],
  ['GET', '/api/admin/rules'],
  ['POST', '/api/admin/rules', bodies.rule],
  ['GET', `/api/admin/rules/${ids.rule}`],
  ['PUT', `/api/admin/rules/${ids.rule}`, { title: 'Piraté' }],
  ['DELETE', `/api/admin/rules/${ids.rule}`],
  ['GET', '/api/admin/official-documents'],
  ['POST', '/api/admin/official-documents', bodies.document],
  ['GET', `/api/admin/official-documents/${ids.document}`],
  ['PUT', `/api/admin/official-documents/${ids.document}`, { title: 'Piraté' }],
  ['DELETE', `/api/admin/official-documents/${ids.document}`],
  ['GET', '/api/admin/volunteers'],
  ['GET', `/api/admin/volunteers/${ids.volunteer}`],
  ['PUT', `/api/admin/volunteers/${ids.volunteer}/status`, { status: 'APPROVED' }],
  ['GET', '/api/admin/messages'],
  ['GET', `/api/admin/messages/${ids.message}`],
  ['PUT', `/api/admin/messages/${ids.message}/status`, { status: 'CLOSED' }],
  ['GET', '/api/admin/press-accreditations'],
  ['GET', `/api/admin/press-accreditations/${ids.press}`],
  ['PUT', `/api/admin/press-accreditations/${ids.press}/status`, { status: 'APPROVED' }],
  ['GET', '/api/admin/newsletter'],
  ['GET', `/api/admin/newsletter/${ids.newsletter}`],
  ['DELETE', `/api/admin/newsletter/${ids.newsletter}`],
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings', { contactPhone: '01 02 03 04 05' }],
  ['GET', '/api/admin/accounts'],
  ['POST', '/api/admin/accounts', { email: 'pirate@exemple.fr', password: 'Pirate-Compte-2026' }],
  ['GET', '/api/admin/accounts/elite'],
  ['PUT', '/api/admin/accounts/elite', { notifySubmissions: false }],
  ['DELETE', '/api/admin/accounts/elite'],
  ['PUT', '/api/admin/account/password', { currentPassword: TEST_ADMIN.password, newPassword: 'Pirate-Compte-2026' }],
  ['POST', '/api/admin/account/totp/setup'],
  ['POST', '/api/admin/account/totp/enable', { code: '123456' }],
  ['POST', '/api/admin/account/totp/disable', { password: TEST_ADMIN.password }],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/audit.csv'],
  ['GET', `/api/admin/events/${ids.event}/race-definition.rac2`],
  ['GET', `/api/admin/events/${ids.event}/race-definition.rac`],
  ['GET', '/api/admin/race-definitions/2026-01-30.zip'],
  ['DELETE', `/api/admin/volunteers/${ids.volunteer}`],
  ['DELETE', `/api/admin/messages/${ids.message}`],
  ['DELETE', `/api/admin/press-accreditations/${ids.press}`],
  ['GET', '/api/admin/personal-data?email=c@exemple.fr'],
  ['DELETE', '/api/admin/personal-data?email=c@exemple.fr'],
  ['GET', '/api/admin/personal-data.csv?email=c@exemple.fr'],
  ['GET', '/api/admin/retention'],
  ['POST', '/api/admin/retention/dry-run'],
  ['POST', '/api/admin/retention/run'],
  ['GET', '/api/admin/call-room'],
  ['PUT', '/api/admin/call-room/entries/elite', { presence: 'absent' }],
  ['GET', '/api/admin/club-points'],
  ['GET', '/api/admin/mail'],
  ['POST', '/api/admin/mail/elite/retry'],
  ['POST', '/api/admin/mail/elite/cancel'],
  ['GET', `/api/admin/messages/${ids.message}/replies`],
  ['POST', `/api/admin/messages/${ids.message}/replies`, { body: 'Merci pour votre message.' }],
  ['GET', '/api/admin/race-computer-keys'],
  ['POST', '/api/admin/race-computer-keys', { label: 'Ordinateur de course' }],
  ['GET', '/api/admin/race-computer-keys/elite'],
  ['DELETE', '/api/admin/race-computer-keys/elite'],
  ['PUT', '/api/admin/live/screen-pin', { kind: 'none', eventId: null, message: null }],
  ['PUT', '/api/admin/championships/elite/club-points', { points: [10, 8, 6] }],
  ['GET', '/api/admin/campaigns'],
  ['POST', '/api/admin/campaigns', bodies.campaign],
  ['GET', `/api/admin/campaigns/${ids.campaign}`],
  ['PUT', `/api/admin/campaigns/${ids.campaign}`, { subjectFr: 'Piraté' }],
  ['POST', `/api/admin/campaigns/${ids.campaign}/test`],
  ['POST', `/api/admin/campaigns/${ids.campaign}/send`],
];
