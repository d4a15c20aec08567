import type { ParticipantTable } from '../schema';

const clubs = [
  'Aviron Club de Paris',
  'SN Lyon',
  'Cercle Nautique de Bordeaux',
  'Aviron Marseillais',
  'Rowing Club Nantes',
  'AS Mantaise',
  'CN Toulouse',
  'Aviron Grenoblois',
  'Lycée Janson-de-Sailly',
  'Collège Molière',
];
const womenNames = ['Emma', 'Louise', 'Alice', 'Lina', 'Rose', 'Anna', 'Zoé', 'Mila'];
const menNames = ['Jules', 'Arthur', 'Raphaël', 'Adam', 'Paul', 'Victor', 'Tom', 'Noé'];
const anyNames = [
  'Emma',
  'Jules',
  'Louise',
  'Arthur',
  'Alice',
  'Raphaël',
  'Lina',
  'Adam',
  'Rose',
  'Paul',
  'Anna',
  'Victor',
  'Zoé',
  'Tom',
  'Mila',
];
/** Women's categories (and Avirose, a women's programme) list women, men's list men, the others both. */
const namesFor = (championshipId: string, category: string) =>
  championshipId === 'avirose' || /Femmes|Filles/.test(category)
    ? womenNames
    : /Hommes|Garçons/.test(category)
      ? menNames
      : anyNames;
const lastNames = [
  'Garcia',
  'Roux',
  'Fournier',
  'Girard',
  'Bonnet',
  'Dupont',
  'Lambert',
  'Fontaine',
  'Rousseau',
  'Vincent',
  'Muller',
  'Lefèvre',
  'Faure',
  'André',
];
const byChampionship: Record<string, string[]> = {
  elite: ['Seniors Hommes', 'Seniors Femmes', 'Masters A', 'Masters B'],
  youth: ['J16 Garçons', 'J16 Filles', 'J18 Garçons', 'J18 Filles'],
  school: ['Collège Garçons', 'Collège Filles', 'Lycée Garçons', 'Lycée Filles'],
  para: ['PR1 Mixte', 'PR2 Mixte', 'PR3 Mixte', 'VI Mixte'],
  avirose: ['Avirose Individuel'],
  indoor: ['Open Hommes', 'Open Femmes', 'Vétérans'],
};

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function demoParticipants(now: Date): ParticipantTable[] {
  const rows: ParticipantTable[] = [];
  let n = 0;
  for (const [championshipId, categories] of Object.entries(byChampionship)) {
    const count = championshipId === 'avirose' ? 6 : 11;
    for (let i = 0; i < count; i++, n++) {
      const category = categories[i % categories.length]!;
      const firstNames = namesFor(championshipId, category);
      const firstName = firstNames[n % firstNames.length]!;
      const lastName = lastNames[(n * 5) % lastNames.length]!;
      const club = clubs[(n * 3) % clubs.length]!;
      rows.push({
        id: `demo-participant-${n + 1}`,
        firstName,
        lastName,
        email: `${ascii(firstName)}.${ascii(lastName)}${n}@exemple.fr`,
        phone: n % 3 === 0 ? null : `06 ${String(10 + (n % 89)).padStart(2, '0')} ${String(20 + n).slice(-2)} 45 67`,
        club,
        category,
        championshipId,
        bib: String(100 + n),
        personalBest: `${6 + (n % 3)}:${String(10 + ((n * 7) % 49)).padStart(2, '0')}.${n % 10}`,
        registrationDate: new Date(now.getTime() - (n + 1) * 36 * 3600_000).toISOString(),
        confirmed: n % 4 === 0 ? 0 : 1,
        paid: n % 3 === 0 ? 0 : 1,
      });
    }
  }
  return rows;
}
