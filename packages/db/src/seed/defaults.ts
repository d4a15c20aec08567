import { randomUUID } from 'node:crypto';
import { site } from '@app/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../create-db';
import type { ChampionshipTable, EventTypeTable, PracticalInfoTable, PricingPeriodTable } from '../schema';

// The specification's built-in defaults (sections 3 and 9): what an empty database starts with.

type Lists = { categories: string[]; requirements: string[]; categoriesEn: string[]; requirementsEn: string[] };
type DefaultChampionship = Omit<Insertable<ChampionshipTable>, keyof Lists | 'registrationButtons' | 'active'> & Lists;
const championship = (c: DefaultChampionship): Insertable<ChampionshipTable> => ({
  ...c,
  categories: JSON.stringify(c.categories),
  requirements: JSON.stringify(c.requirements),
  categoriesEn: JSON.stringify(c.categoriesEn),
  requirementsEn: JSON.stringify(c.requirementsEn),
  registrationButtons: '[]',
  active: 1,
});

// English lines go line for line with the French ones.
export const defaultChampionships: Insertable<ChampionshipTable>[] = [
  championship({
    id: 'elite',
    name: 'Championnat de France Élite',
    nameEn: 'French Elite Championship',
    dates: '30 janvier 2026',
    description: "Le plus haut niveau national de l'aviron indoor : les meilleurs rameurs et rameuses de France s'affrontent sur 2000 m.",
    descriptionEn: 'The highest national level of indoor rowing: the best French rowers race over 2000 m.',
    categories: ['Seniors Hommes', 'Seniors Femmes', 'Masters A', 'Masters B'],
    requirements: ['Licence fédérale FFA en cours de validité', 'Certificat médical de non contre-indication'],
    categoriesEn: ['Senior men', 'Senior women', 'Masters A', 'Masters B'],
    requirementsEn: ['Valid FFA federation licence', 'Medical certificate of fitness to compete'],
    sortOrder: 0,
  }),
  championship({
    id: 'youth',
    name: 'Championnat de France Jeunes',
    nameEn: 'French Youth Championship',
    dates: '31 janvier 2026',
    description: 'Les jeunes talents J16 et J18 se mesurent pour le titre national.',
    descriptionEn: 'Young J16 and J18 talents race for the national title.',
    categories: ['J16 Garçons', 'J16 Filles', 'J18 Garçons', 'J18 Filles'],
    requirements: ['Licence fédérale FFA', 'Autorisation parentale'],
    categoriesEn: ['J16 boys', 'J16 girls', 'J18 boys', 'J18 girls'],
    requirementsEn: ['FFA federation licence', 'Parental consent'],
    sortOrder: 1,
  }),
  championship({
    id: 'school',
    name: 'Championnat de France Scolaire',
    nameEn: 'French School Championship',
    dates: '29 janvier 2026',
    description: 'Collégiens et lycéens représentent leur établissement dans une compétition festive.',
    descriptionEn: 'Middle and high school students represent their school in a festive competition.',
    categories: ['Collège Garçons', 'Collège Filles', 'Lycée Garçons', 'Lycée Filles'],
    requirements: ["Inscription via l'établissement scolaire (UNSS)", 'Assurance scolaire'],
    categoriesEn: ['Middle school boys', 'Middle school girls', 'High school boys', 'High school girls'],
    requirementsEn: ['Registration through the school (UNSS)', 'School insurance'],
    sortOrder: 2,
  }),
  championship({
    id: 'para',
    name: 'Championnat de France Para-aviron',
    nameEn: 'French Para-rowing Championship',
    dates: '30 janvier 2026',
    description: 'Les athlètes de para-aviron concourent dans leurs catégories de classification.',
    descriptionEn: 'Para-rowing athletes compete in their classification categories.',
    categories: ['PR1 Mixte', 'PR2 Mixte', 'PR3 Mixte', 'VI Mixte'],
    requirements: ['Classification internationale', 'Certificat médical spécialisé'],
    categoriesEn: ['PR1 mixed', 'PR2 mixed', 'PR3 mixed', 'VI mixed'],
    requirementsEn: ['International classification', 'Specialist medical certificate'],
    sortOrder: 3,
  }),
  championship({
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
    sortOrder: 4,
  }),
  championship({
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
    sortOrder: 5,
  }),
];

const period = (championshipId: string, priceEuros: number, startDate: string, endDate: string): Insertable<PricingPeriodTable> => ({
  id: `default-${championshipId}`,
  championshipId,
  name: 'Tarif normal',
  nameEn: 'Standard rate',
  priceCents: Math.round(priceEuros * 100),
  eventType: null,
  description: null,
  startDate,
  endDate,
  active: 1,
});

export const defaultPricingPeriods: Insertable<PricingPeriodTable>[] = [
  period('elite', 25, '2024-12-16', '2025-01-10'),
  period('youth', 20, '2024-11-01', '2025-01-15'),
  period('school', 15, '2024-11-01', '2025-01-10'),
  period('para', 20, '2024-11-01', '2025-01-25'),
];

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

const info = (section: string, sortOrder: number, title: string, titleEn: string, content: unknown, contentEn?: unknown): Insertable<PracticalInfoTable> => ({
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
  info('transport', 0, 'Venir en transports en commun', 'Getting there by public transport', {
    metro: ['Ligne 9 : Porte de Saint-Cloud', 'Ligne 10 : Porte d’Auteuil'],
    bus: ['Lignes 22, 62 et PC'],
    tram: ['T3a : Porte de Versailles puis bus'],
  }, {
    metro: ['Line 9: Porte de Saint-Cloud', 'Line 10: Porte d’Auteuil'],
    bus: ['Lines 22, 62 and PC'],
    tram: ['T3a: Porte de Versailles, then bus'],
  }),
  info('parking', 0, 'Stationnement', 'Parking', {
    description: 'Parkings publics Porte de Saint-Cloud et Parc des Princes à proximité.',
    tips: ['Privilégiez les transports en commun', 'Places réservées aux personnes à mobilité réduite devant l’entrée principale'],
  }, {
    description: 'Public car parks at Porte de Saint-Cloud and Parc des Princes nearby.',
    tips: ['Public transport is the better choice', 'Spaces for people with reduced mobility in front of the main entrance'],
  }),
  info('accommodation', 0, 'Hébergement', 'Accommodation', {
    description: 'De nombreux hôtels se trouvent dans le 16e arrondissement et à Boulogne-Billancourt.',
    partners: ['Tarifs préférentiels sur présentation de votre inscription'],
  }),
  info('catering', 0, 'Restauration', 'Catering', {
    description: 'Buvette et restauration rapide sur place pendant toute la compétition.',
    options: ['Sandwichs et salades', 'Boissons chaudes et fraîches', 'Options végétariennes'],
  }),
  info('accessibility', 0, 'Accessibilité', 'Accessibility', {
    description: 'Le stade est entièrement accessible aux personnes à mobilité réduite.',
    services: ['Ascenseurs', 'Places réservées en tribune', 'Toilettes adaptées'],
  }, {
    description: 'The stadium is fully accessible to people with reduced mobility.',
    services: ['Lifts', 'Reserved seats in the stands', 'Accessible toilets'],
  }),
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
