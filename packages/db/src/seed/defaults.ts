import { randomUUID } from 'node:crypto';
import { builtInChampionships, builtInPricingPeriods, type Championship, site } from '@app/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../create-db';
import type { ChampionshipTable, EventTypeTable, PracticalInfoTable, PricingPeriodTable } from '../schema';

// The specification's built-in defaults (sections 3 and 9): what an empty database starts with. The built-in
// championships and their prices are the contract's (the web app falls back to the same ones); the seed adds
// the two championships the specification does not list among its defaults.

const championshipRow = (c: Omit<Championship, 'pricingPeriods'>): Insertable<ChampionshipTable> => ({
  id: c.id,
  name: c.name,
  nameEn: c.nameEn,
  dates: c.dates,
  description: c.description,
  descriptionEn: c.descriptionEn,
  categories: JSON.stringify(c.categories),
  requirements: JSON.stringify(c.requirements),
  categoriesEn: JSON.stringify(c.categoriesEn),
  requirementsEn: JSON.stringify(c.requirementsEn),
  registrationButtons: JSON.stringify(c.registrationButtons),
  active: c.active ? 1 : 0,
  sortOrder: c.order,
});

const seedOnly: Pick<Championship, 'registrationButtons' | 'active'> = { registrationButtons: [], active: true };

// English lines go line for line with the French ones.
export const defaultChampionships: Insertable<ChampionshipTable>[] = [
  ...builtInChampionships,
  {
    ...seedOnly,
    id: 'avirose',
    name: 'Challenge Avirose',
    nameEn: 'Avirose Challenge',
    dates: '31 janvier 2026',
    description: "Un défi solidaire pour les rameuses de l'Avirose, l'aviron santé après un cancer du sein.",
    descriptionEn: 'A solidarity challenge for Avirose rowers: health rowing after breast cancer.',
    categories: ['Avirose Individuel', 'Avirose Relais'],
    requirements: ['Licence Aviron Santé', 'Certificat médical'],
    categoriesEn: ['Avirose individual', 'Avirose relay'],
    requirementsEn: ['Aviron Santé licence', 'Medical certificate'],
    order: 4,
  },
  {
    ...seedOnly,
    id: site.productChampionshipId,
    name: 'Open Indoor Rowing France',
    nameEn: 'Indoor Rowing France Open',
    dates: '29 – 31 janvier 2026',
    description: 'La compétition indoor ouverte à tous : choisissez votre épreuve, 500 m, 2000 m ou relais.',
    descriptionEn: 'The indoor competition open to all: choose your event, 500 m, 2000 m or relay.',
    categories: ['Open Hommes', 'Open Femmes', 'Vétérans', 'Relais mixte'],
    requirements: ['Licence FFA ou Pass Aviron Indoor', 'Certificat médical de moins d’un an'],
    categoriesEn: ['Open men', 'Open women', 'Veterans', 'Mixed relay'],
    requirementsEn: ['FFA licence or Indoor Rowing Pass', 'Medical certificate less than a year old'],
    order: 5,
  },
].map(championshipRow);

export const defaultPricingPeriods: Insertable<PricingPeriodTable>[] = builtInPricingPeriods.map((p) => ({
  id: p.id,
  championshipId: p.championshipId,
  name: p.name,
  nameEn: p.nameEn,
  priceCents: Math.round(p.price * 100),
  eventType: p.eventType,
  description: p.description,
  startDate: p.startDate,
  endDate: p.endDate,
  active: p.active ? 1 : 0,
}));

export const defaultEventTypes: EventTypeTable[] = [
  {
    id: '500m',
    name: '500 m',
    nameEn: '500 m',
    description: 'Sprint explosif sur 500 mètres.',
    descriptionEn: 'Explosive 500-metre sprint.',
    icon: '⚡',
    color: 'red-orange',
    active: 1,
    sortOrder: 0,
  },
  {
    id: '2000m',
    name: '2000 m',
    nameEn: '2000 m',
    description: "La distance reine de l'aviron.",
    descriptionEn: 'The classic rowing distance.',
    icon: '🚣',
    color: 'cyan-blue',
    active: 1,
    sortOrder: 1,
  },
  {
    id: 'relais',
    name: 'Relais',
    nameEn: 'Relay',
    description: 'Relais par équipes de quatre, 4 × 500 m.',
    descriptionEn: 'Team relay of four, 4 × 500 m.',
    icon: '🤝',
    color: 'purple-pink',
    active: 1,
    sortOrder: 2,
  },
];

const info = (
  section: string,
  sortOrder: number,
  title: string,
  titleEn: string,
  content: unknown,
  contentEn?: unknown,
): Insertable<PracticalInfoTable> => ({
  id: `default-${section}-${sortOrder}`,
  section,
  title,
  titleEn,
  content: JSON.stringify(content),
  contentEn: contentEn === undefined ? null : JSON.stringify(contentEn),
  active: 1,
  sortOrder,
});

// English content for a few; the others show their French content in English until it is written.
export const defaultPracticalInfo: Insertable<PracticalInfoTable>[] = [
  info('venue', 0, 'Lieu de la compétition', 'Competition venue', {
    name: site.venue.name,
    address: `${site.venue.address}, ${site.venue.city}`,
    hours: { Vendredi: site.eventHours.friday, Samedi: site.eventHours.saturday, Dimanche: site.eventHours.sunday },
  }),
  info(
    'transport',
    0,
    'Venir en transports en commun',
    'Getting there by public transport',
    {
      metro: ['Ligne 9 : Porte de Saint-Cloud', 'Ligne 10 : Porte d’Auteuil'],
      bus: ['Lignes 22, 62 et PC'],
      tram: ['T3a : Porte de Versailles puis bus'],
    },
    {
      metro: ['Line 9: Porte de Saint-Cloud', 'Line 10: Porte d’Auteuil'],
      bus: ['Lines 22, 62 and PC'],
      tram: ['T3a: Porte de Versailles, then bus'],
    },
  ),
  info(
    'parking',
    0,
    'Stationnement',
    'Parking',
    {
      description: 'Parkings publics Porte de Saint-Cloud et Parc des Princes à proximité.',
      tips: [
        'Privilégiez les transports en commun',
        'Places réservées aux personnes à mobilité réduite devant l’entrée principale',
      ],
    },
    {
      description: 'Public car parks at Porte de Saint-Cloud and Parc des Princes nearby.',
      tips: [
        'Public transport is the better choice',
        'Spaces for people with reduced mobility in front of the main entrance',
      ],
    },
  ),
  info('accommodation', 0, 'Hébergement', 'Accommodation', {
    description: 'De nombreux hôtels se trouvent dans le 16e arrondissement et à Boulogne-Billancourt.',
    partners: ['Tarifs préférentiels sur présentation de votre inscription'],
  }),
  info('catering', 0, 'Restauration', 'Catering', {
    description: 'Buvette et restauration rapide sur place pendant toute la compétition.',
    options: ['Sandwichs et salades', 'Boissons chaudes et fraîches', 'Options végétariennes'],
  }),
  info(
    'accessibility',
    0,
    'Accessibilité',
    'Accessibility',
    {
      description: 'Le stade est entièrement accessible aux personnes à mobilité réduite.',
      services: ['Ascenseurs', 'Places réservées en tribune', 'Toilettes adaptées'],
    },
    {
      description: 'The stadium is fully accessible to people with reduced mobility.',
      services: ['Lifts', 'Reserved seats in the stands', 'Accessible toilets'],
    },
  ),
  info('emergency', 0, 'Urgences', 'Emergency', {
    SAMU: site.emergencyNumbers.samu,
    Pompiers: site.emergencyNumbers.pompiers,
    Police: site.emergencyNumbers.police,
    'Poste de secours': 'Niveau 0, à côté de l’entrée principale',
  }),
  info('other', 0, 'Horaires d’ouverture', 'Opening hours', {
    Vendredi: site.eventHours.friday,
    Samedi: site.eventHours.saturday,
    Dimanche: site.eventHours.sunday,
  }),
];

export async function seedDefaults(db: Db): Promise<void> {
  await db.insertInto('championships').values(defaultChampionships).execute();
  await db.insertInto('eventTypes').values(defaultEventTypes).execute();
  await db.insertInto('pricingPeriods').values(defaultPricingPeriods).execute();
  await db.insertInto('practicalInfo').values(defaultPracticalInfo).execute();
}

export const seedId = (): string => randomUUID();
