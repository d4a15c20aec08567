import { type Championship, defaultSiteSettings } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { eventFacts } from './event-facts';
import { pageDescription } from './page-descriptions';
import { buildEventStructuredData, parisOffset, parseFrenchDays, serialiseJsonLd } from './structured-data';

const origin = 'https://aviron.example.fr';
const facts = eventFacts(defaultSiteSettings);

const championship = (over: Partial<Championship>): Championship => ({
  id: 'elite',
  name: 'Championnat de France Élite',
  nameEn: 'French Elite Championship',
  dates: '30 janvier 2026',
  description: "Le plus haut niveau national de l'aviron indoor.",
  descriptionEn: '',
  categories: [],
  requirements: [],
  categoriesEn: [],
  requirementsEn: [],
  registrationButtons: [],
  pricingPeriods: [],
  active: true,
  order: 0,
  ...over,
});

const build = (championships: Championship[]) =>
  buildEventStructuredData({
    origin,
    facts,
    description: 'Trois jours de courses.',
    championships,
    imageFor: (id) => `${origin}/og/${id ?? 'evenement'}.png`,
  });

describe('the event for Google: SportsEvent structured data', () => {
  it('describes the whole event with its days in Paris time, its venue and its organiser', () => {
    const [event] = build([]);
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: "Championnats de France d'Aviron Indoor 2026",
      startDate: '2026-01-29T08:00:00+01:00',
      endDate: '2026-01-31T17:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Stade Pierre de Coubertin',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '82 avenue Georges Lafont',
          addressLocality: 'Paris',
          postalCode: '75016',
          addressCountry: 'FR',
        },
      },
      image: [`${origin}/og/evenement.png`],
      description: 'Trois jours de courses.',
      organizer: { '@type': 'Organization', name: "Fédération Française d'Aviron", url: `${origin}/` },
    });
    expect(event).not.toHaveProperty('subEvent');
  });

  it('follows the venue the organiser set in the back-office', () => {
    const moved = eventFacts({
      ...defaultSiteSettings,
      venue: { name: 'Arena Lyon', address: '1 rue du Sport', city: '69007 Lyon' },
    });
    const [event] = buildEventStructuredData({
      origin,
      facts: moved,
      description: '',
      championships: [],
      imageFor: () => '',
    });
    expect(event?.location).toMatchObject({
      name: 'Arena Lyon',
      address: { addressLocality: 'Lyon', postalCode: '69007', streetAddress: '1 rue du Sport' },
    });
    expect(pageDescription('/', moved)).toContain('à Lyon (Arena Lyon)');
  });

  it('gives each active championship its own day, image and prices, tied to the event', () => {
    const data = build([
      championship({
        pricingPeriods: [
          {
            id: 'p',
            championshipId: 'elite',
            name: 'Tarif normal',
            nameEn: null,
            price: 25,
            eventType: null,
            description: null,
            descriptionEn: null,
            startDate: '2025-10-06',
            endDate: '2026-01-10',
            active: true,
          },
          {
            id: 'q',
            championshipId: 'elite',
            name: 'Ancien tarif',
            nameEn: null,
            price: 20,
            eventType: null,
            description: null,
            descriptionEn: null,
            startDate: '2024-10-06',
            endDate: '2025-01-10',
            active: false,
          },
        ],
      }),
      championship({ id: 'open', name: 'Open', dates: '29 – 31 janvier 2026' }),
      championship({ id: 'hidden', active: false }),
    ]);
    expect(data).toHaveLength(3);
    const [event, elite, open] = data;
    expect(event?.subEvent).toEqual([{ '@id': `${origin}/epreuves#elite` }, { '@id': `${origin}/epreuves#open` }]);
    expect(elite).toMatchObject({
      '@type': 'SportsEvent',
      '@id': `${origin}/epreuves#elite`,
      startDate: '2026-01-30T08:00:00+01:00',
      endDate: '2026-01-30T19:00:00+01:00',
      image: [`${origin}/og/elite.png`],
      superEvent: { '@id': `${origin}/#evenement` },
      offers: [
        { '@type': 'Offer', price: 25, priceCurrency: 'EUR', validFrom: '2025-10-06', url: `${origin}/inscriptions` },
      ],
    });
    expect(elite?.name).toContain('Championnat de France Élite');
    expect(open).toMatchObject({ startDate: '2026-01-29T08:00:00+01:00', endDate: '2026-01-31T17:00:00+01:00' });
    expect(open).not.toHaveProperty('offers');
  });

  it('falls back on the event days when a championship date cannot be read', () => {
    const [, vague] = build([championship({ dates: 'Fin janvier' })]);
    expect(vague).toMatchObject({ startDate: '2026-01-29T08:00:00+01:00', endDate: '2026-01-31T17:00:00+01:00' });
  });

  it('reads the free dates organisers write and gives the Paris offset in winter and summer', () => {
    expect(parseFrenchDays('30 janvier 2026')).toEqual({ start: '2026-01-30', end: '2026-01-30' });
    expect(parseFrenchDays('29 – 31 janvier 2026')).toEqual({ start: '2026-01-29', end: '2026-01-31' });
    expect(parseFrenchDays('1er au 3 Mars 2027')).toEqual({ start: '2027-03-01', end: '2027-03-03' });
    expect(parseFrenchDays('à venir')).toBeNull();
    expect(parisOffset('2026-01-29', '08:00')).toBe('+01:00');
    expect(parisOffset('2026-07-14', '08:00')).toBe('+02:00');
  });

  it('cannot close its script element, whatever the organiser wrote', () => {
    const text = serialiseJsonLd(build([championship({ description: '</script><script>alert(1)</script> & co' })]));
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(JSON.parse(text)[1].description).toBe('</script><script>alert(1)</script> & co');
  });
});
