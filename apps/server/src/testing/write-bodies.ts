import fc from 'fast-check';

// The write paths the property tests (rest/property.rest.test.ts) hit, each with a valid body, and the
// mutations of those bodies they send.

export const valid = {
  championship: {
    id: 'prop-champ',
    name: 'N',
    nameEn: 'N',
    dates: 'd',
    description: 'd',
    descriptionEn: 'd',
    categories: ['A'],
    requirements: [],
  },
  event: {
    id: 'prop-event',
    name: 'N',
    nameEn: 'N',
    date: '2026-01-30',
    time: '10:00',
    category: 'C',
    championshipId: 'elite',
  },
  eventType: { id: 'prop-type', name: 'N', nameEn: 'N', description: 'd', descriptionEn: 'd', color: 'gray' },
  pricing: { championshipId: 'elite', name: 'N', price: 10, startDate: '2025-01-01', endDate: '2025-02-01' },
  result: { eventId: 'prop-fixed', rank: 1, athlete: 'A', category: 'C', club: 'K', time: '6:00.0' },
  practical: { section: 'venue', title: 'T', content: { a: 'b' } },
  partner: { name: 'P', logo: 'https://exemple.fr/l.png', level: 'MEDIA' },
  participant: {
    firstName: 'F',
    lastName: 'L',
    email: 'p@exemple.fr',
    club: 'K',
    category: 'C',
    championshipId: 'elite',
  },
  rule: { section: 'general', title: 'T', content: '<p>x</p>' },
  document: {
    title: 'T',
    titleEn: 'T',
    description: 'd',
    descriptionEn: 'd',
    fileName: 'f.pdf',
    fileUrl: '/uploads/f.pdf',
    fileSize: 1,
    category: 'forms',
  },
  volunteer: { firstName: 'F', lastName: 'L', email: 'v@exemple.fr', role: 'accueil', motivation: 'M' },
  contact: { name: 'N', email: 'c@exemple.fr', subject: 'S', category: 'autre', message: 'M', consent: true },
  press: { media: 'M', journalist: 'J', email: 'j@exemple.fr', type: 'web' },
  newsletter: { email: 'n@exemple.fr' },
  login: { email: 'admin@test.fr', password: 'faux' },
  status: { status: 'APPROVED' },
} satisfies Record<string, Record<string, unknown>>;

// An update's id is its path's: another one in the body is a read-only field changed (400), tested in script-round-trip.
export const edit = ({ id: _id, ...fields }: Record<string, unknown>) => fields;
/** Every write path with its valid body and whether it needs the admin token; `fixed` holds the ids of the rows made first. */
export const writesOf = (fixed: Record<string, string>): [string, string, Record<string, unknown>, boolean][] => [
  ['POST', '/api/volunteers', valid.volunteer, false],
  ['POST', '/api/contact', valid.contact, false],
  ['POST', '/api/press-accreditations', valid.press, false],
  ['POST', '/api/newsletter', valid.newsletter, false],
  ['POST', '/api/admin/login', valid.login, false],
  ['POST', '/api/admin/championships', valid.championship, true],
  ['PUT', '/api/admin/championships/elite', edit(valid.championship), true],
  ['POST', '/api/admin/events', valid.event, true],
  ['PUT', `/api/admin/events/${fixed.event}`, edit(valid.event), true],
  ['POST', '/api/admin/event-types', valid.eventType, true],
  ['PUT', '/api/admin/event-types/prop-type-fixed', edit(valid.eventType), true],
  ['POST', '/api/admin/pricing', valid.pricing, true],
  ['PUT', `/api/admin/pricing/${fixed.pricing}`, valid.pricing, true],
  ['POST', '/api/admin/results', valid.result, true],
  ['PUT', `/api/admin/results/${fixed.result}`, valid.result, true],
  ['POST', '/api/admin/practical-info', valid.practical, true],
  ['PUT', `/api/admin/practical-info/${fixed.practical}`, valid.practical, true],
  ['POST', '/api/admin/partners', valid.partner, true],
  ['PUT', `/api/admin/partners/${fixed.partner}`, valid.partner, true],
  ['POST', '/api/admin/participants', valid.participant, true],
  ['PUT', `/api/admin/participants/${fixed.participant}`, valid.participant, true],
  ['POST', '/api/admin/rules', valid.rule, true],
  ['PUT', `/api/admin/rules/${fixed.rule}`, valid.rule, true],
  ['POST', '/api/admin/official-documents', valid.document, true],
  ['PUT', `/api/admin/official-documents/${fixed.document}`, valid.document, true],
  ['PUT', `/api/admin/volunteers/${fixed.volunteer}/status`, valid.status, true],
  ['PUT', `/api/admin/messages/${fixed.message}/status`, { status: 'PROCESSED' }, true],
  ['PUT', `/api/admin/press-accreditations/${fixed.press}/status`, valid.status, true],
];

// A valid body with some fields removed, replaced by anything, or joined by unexpected ones.
export const mutated = (body: Record<string, unknown>) =>
  fc.oneof(
    fc.jsonValue(),
    fc
      .tuple(
        fc.subarray(Object.keys(body)),
        fc.dictionary(
          fc.constantFrom(...Object.keys(body), 'id', 'status', 'createdAt', '__proto__', 'constructor'),
          fc.oneof(fc.jsonValue(), fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null)),
        ),
      )
      .map(([dropped, replaced]) => {
        const out: Record<string, unknown> = { ...body };
        for (const key of dropped) delete out[key];
        for (const [key, value] of Object.entries(replaced)) out[key] = value;
        return out;
      }),
  );
