import { builtInPricingPeriods, type Championship } from '@app/contract';

const base: Pick<Championship, 'registrationButtons' | 'active'> = { registrationButtons: [], active: true };
// The default prices of spec section 9: without the server, registration still shows a price.
const pricingPeriods = (id: string) => builtInPricingPeriods.filter((p) => p.championshipId === id);

// Built-in defaults shown when the server answers nothing (spec sections 3 and 4).
export const fallbackChampionships: Championship[] = [
  {
    ...base,
    id: 'elite',
    pricingPeriods: pricingPeriods('elite'),
    name: 'Championnat de France Élite',
    nameEn: 'French Elite Championship',
    dates: '30 janvier 2026',
    description: "Le plus haut niveau national de l'aviron indoor.",
    descriptionEn: 'The highest national level of indoor rowing.',
    categories: ['Seniors Hommes', 'Seniors Femmes', 'Masters A', 'Masters B'],
    requirements: ['Licence fédérale', 'Certificat médical'],
    categoriesEn: ['Senior men', 'Senior women', 'Masters A', 'Masters B'],
    requirementsEn: ['Federation licence', 'Medical certificate'],
    order: 0,
  },
  {
    ...base,
    id: 'youth',
    pricingPeriods: pricingPeriods('youth'),
    name: 'Championnat de France Jeunes',
    nameEn: 'French Youth Championship',
    dates: '31 janvier 2026',
    description: 'Les jeunes talents J16 et J18.',
    descriptionEn: 'Young J16 and J18 talents.',
    categories: ['J16 Garçons', 'J16 Filles', 'J18 Garçons', 'J18 Filles'],
    requirements: ['Licence', 'Autorisation parentale'],
    categoriesEn: ['J16 boys', 'J16 girls', 'J18 boys', 'J18 girls'],
    requirementsEn: ['Licence', 'Parental consent'],
    order: 1,
  },
  {
    ...base,
    id: 'school',
    pricingPeriods: pricingPeriods('school'),
    name: 'Championnat de France Scolaire',
    nameEn: 'French School Championship',
    dates: '29 janvier 2026',
    description: 'Collégiens et lycéens représentent leur établissement.',
    descriptionEn: 'Students represent their school.',
    categories: ['Collège Garçons', 'Collège Filles', 'Lycée Garçons', 'Lycée Filles'],
    requirements: ["Inscription via l'établissement scolaire", 'Assurance scolaire'],
    categoriesEn: ['Middle school boys', 'Middle school girls', 'High school boys', 'High school girls'],
    requirementsEn: ['Registration through the school', 'School insurance'],
    order: 2,
  },
  {
    ...base,
    id: 'para',
    pricingPeriods: pricingPeriods('para'),
    name: 'Championnat de France Para-aviron',
    nameEn: 'French Para-rowing Championship',
    dates: '30 janvier 2026',
    description: 'Les athlètes de para-aviron dans leurs catégories de classification.',
    descriptionEn: 'Para-rowing athletes in their classification categories.',
    categories: ['PR1 Mixte', 'PR2 Mixte', 'PR3 Mixte', 'VI Mixte'],
    requirements: ['Classification internationale', 'Certificat médical spécialisé'],
    categoriesEn: ['PR1 mixed', 'PR2 mixed', 'PR3 mixed', 'VI mixed'],
    requirementsEn: ['International classification', 'Specialist medical certificate'],
    order: 3,
  },
];
