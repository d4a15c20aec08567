import type { Championship } from './championship';
import { builtInPricingPeriods } from './pricing-periods';

// Without zod, as pricing-periods.ts: the public pages fall back to these without building the admin schemas.

type Written = Omit<Championship, 'pricingPeriods' | 'registrationButtons' | 'active'>;
const builtIn = (c: Written): Championship => ({
  ...c,
  // The default prices of spec section 9, so registration still shows a price without the server.
  pricingPeriods: builtInPricingPeriods.filter((p) => p.championshipId === c.id),
  registrationButtons: [],
  active: true,
});

/**
 * The built-in championships of spec section 3: what an empty database is seeded with, and what the public
 * pages show when the server answers nothing. English lines go line for line with the French ones.
 */
export const builtInChampionships: readonly Championship[] = [
  builtIn({
    id: 'elite',
    name: 'Championnat de France Élite',
    nameEn: 'French Elite Championship',
    dates: '30 janvier 2026',
    description:
      "Le plus haut niveau national de l'aviron indoor : les meilleurs rameurs et rameuses de France s'affrontent sur 2000 m.",
    descriptionEn: 'The highest national level of indoor rowing: the best French rowers race over 2000 m.',
    categories: ['Seniors Hommes', 'Seniors Femmes', 'Masters A', 'Masters B'],
    requirements: ['Licence fédérale FFA en cours de validité', 'Certificat médical de non contre-indication'],
    categoriesEn: ['Senior men', 'Senior women', 'Masters A', 'Masters B'],
    requirementsEn: ['Valid FFA federation licence', 'Medical certificate of fitness to compete'],
    order: 0,
  }),
  builtIn({
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
    order: 1,
  }),
  builtIn({
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
    order: 2,
  }),
  builtIn({
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
    order: 3,
  }),
];
