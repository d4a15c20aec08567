import type { NewEvent, NewResult } from '../schema';

type Slot = [championshipId: string, date: string, time: string, name: string, nameEn: string, category: string];

const [d1, d2, d3] = ['2026-01-29', '2026-01-30', '2026-01-31'] as const;

const slots: Slot[] = [
  ['school', d1, '09:00', '500 m Collège Filles', '500 m Middle school girls', 'Collège F'],
  ['school', d1, '09:30', '500 m Collège Garçons', '500 m Middle school boys', 'Collège G'],
  ['school', d1, '10:15', '1000 m Lycée Filles', '1000 m High school girls', 'Lycée F'],
  ['school', d1, '10:45', '1000 m Lycée Garçons', '1000 m High school boys', 'Lycée G'],
  ['school', d1, '14:00', 'Relais mixte établissements', 'Mixed school relay', 'Relais'],
  ['indoor', d1, '11:30', '500 m Open Femmes', '500 m Open women', 'Open F'],
  ['indoor', d1, '12:00', '500 m Open Hommes', '500 m Open men', 'Open H'],
  ['indoor', d1, '15:00', '2000 m Vétérans', '2000 m Veterans', 'Vétérans'],
  ['indoor', d1, '16:30', 'Relais mixte 4 × 500 m', 'Mixed relay 4 × 500 m', 'Relais mixte'],
  ['elite', d2, '09:00', '2000 m Masters A Femmes', '2000 m Masters A women', 'Masters A'],
  ['elite', d2, '09:30', '2000 m Masters A Hommes', '2000 m Masters A men', 'Masters A'],
  ['elite', d2, '10:15', '2000 m Masters B Femmes', '2000 m Masters B women', 'Masters B'],
  ['elite', d2, '10:45', '2000 m Masters B Hommes', '2000 m Masters B men', 'Masters B'],
  ['elite', d2, '14:00', '2000 m Seniors Femmes', '2000 m Senior women', 'SF'],
  ['elite', d2, '14:45', '2000 m Seniors Hommes', '2000 m Senior men', 'SH'],
  ['elite', d2, '16:00', 'Finale 500 m Seniors Femmes', '500 m Senior women final', 'SF'],
  ['elite', d2, '16:30', 'Finale 500 m Seniors Hommes', '500 m Senior men final', 'SH'],
  ['para', d2, '11:30', '1000 m PR1 Mixte', '1000 m PR1 mixed', 'PR1'],
  ['para', d2, '12:00', '1000 m PR2 Mixte', '1000 m PR2 mixed', 'PR2'],
  ['para', d2, '12:30', '2000 m PR3 Mixte', '2000 m PR3 mixed', 'PR3'],
  ['para', d2, '13:15', '2000 m VI Mixte', '2000 m VI mixed', 'VI'],
  ['indoor', d2, '17:30', '500 m Open Femmes — finale', '500 m Open women — final', 'Open F'],
  ['indoor', d2, '18:00', '500 m Open Hommes — finale', '500 m Open men — final', 'Open H'],
  ['youth', d3, '09:00', '1500 m J16 Filles', '1500 m J16 girls', 'J16F'],
  ['youth', d3, '09:30', '1500 m J16 Garçons', '1500 m J16 boys', 'J16H'],
  ['youth', d3, '10:15', '2000 m J18 Filles', '2000 m J18 girls', 'J18F'],
  ['youth', d3, '10:45', '2000 m J18 Garçons', '2000 m J18 boys', 'J18H'],
  ['youth', d3, '14:00', 'Relais J16 mixte', 'J16 mixed relay', 'J16'],
  ['youth', d3, '14:30', 'Relais J18 mixte', 'J18 mixed relay', 'J18'],
  ['avirose', d3, '11:30', '1000 m Avirose', '1000 m Avirose', 'Avirose'],
  ['avirose', d3, '12:00', 'Relais Avirose 4 × 250 m', 'Avirose relay 4 × 250 m', 'Avirose Relais'],
  ['indoor', d3, '15:30', '2000 m Open Femmes', '2000 m Open women', 'Open F'],
  ['indoor', d3, '16:00', '2000 m Open Hommes', '2000 m Open men', 'Open H'],
  ['indoor', d3, '17:00', 'Défi des clubs', 'Club challenge', 'Relais'],
];

/**
 * The demo's rounds (issue 29): the 500 m Open races are a heat on Thursday and its A final on Friday,
 * the final reached by the heat's best times; the heats are drawn and published (demo-entries.ts). Keyed by
 * name: the ids follow the slots' order. Every
 * other event stays a race of its own (a single A final), as the migration's defaults make it.
 */
export const demoRounds: Record<string, Pick<NewEvent, 'round' | 'raceGroup' | 'progression' | 'startList'>> = {
  '500 m Open Femmes': { round: 'heat', raceGroup: 'indoor-500m-open-femmes', progression: null, startList: 'published' },
  '500 m Open Hommes': { round: 'heat', raceGroup: 'indoor-500m-open-hommes', progression: null, startList: 'published' },
  '500 m Open Femmes — finale': { round: 'final_a', raceGroup: 'indoor-500m-open-femmes', progression: JSON.stringify({ from: 'heat', places: 1, times: 2 }), startList: 'draft' },
  '500 m Open Hommes — finale': { round: 'final_a', raceGroup: 'indoor-500m-open-hommes', progression: JSON.stringify({ from: 'heat', places: 1, times: 2 }), startList: 'draft' },
};

const singleFinal = { round: 'final_a', raceGroup: null, progression: null, startList: 'draft' };

export function demoEvents(): NewEvent[] {
  const counters = new Map<string, number>();
  return slots.map(([championshipId, date, time, name, nameEn, category]) => {
    const n = (counters.get(championshipId) ?? 0) + 1;
    counters.set(championshipId, n);
    const id = `${championshipId}-${n}`;
    // Every row names every column: a multi-row insert writes null, not the column's default, for one left out.
    return { id, championshipId, date, time, name, nameEn, category, active: 1, ...(demoRounds[name] ?? singleFinal) };
  });
}

const clubs = ['Aviron Club de Paris', 'SN Lyon', 'Cercle Nautique de Bordeaux', 'Aviron Marseillais', 'Rowing Club Nantes', 'AS Mantaise', 'CN Toulouse', 'Aviron Grenoblois'];
const womenNames = ['Léa', 'Chloé', 'Manon', 'Camille', 'Inès', 'Jade', 'Sarah', 'Louise', 'Clara', 'Margot', 'Julia', 'Ambre'];
const menNames = ['Hugo', 'Lucas', 'Nathan', 'Théo', 'Louis', 'Gabriel', 'Jules', 'Arthur', 'Maël', 'Noah', 'Ethan', 'Sacha'];
const mixedNames = womenNames.flatMap((w, i) => [w, menNames[i]!]);
/** Girls' and women's races list women, boys' and men's list men, mixed races both. */
const namesFor = (nameEn: string) => (/\b(girls|women)\b/.test(nameEn) ? womenNames : /\b(boys|men)\b/.test(nameEn) ? menNames : mixedNames);
const lastNames = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent'];

const formatTime = (tenths: number) => {
  const minutes = Math.floor(tenths / 600);
  const seconds = ((tenths % 600) / 10).toFixed(1).padStart(4, '0');
  return `${minutes}:${seconds}`;
};

/** Six ranked finishers for a dozen events, with times that grow with the rank. */
export function demoResults(): NewResult[] {
  const events = demoEvents();
  const withResults = ['school-1', 'school-2', 'school-3', 'indoor-1', 'indoor-2', 'elite-1', 'elite-2', 'elite-5', 'elite-6', 'para-1', 'para-3', 'youth-3'];
  const rows: NewResult[] = [];
  withResults.forEach((eventId, e) => {
    const event = events.find((ev) => ev.id === eventId);
    if (!event) return;
    const base = /500 m/.test(event.name) ? 900 + e * 7 : /1000 m/.test(event.name) ? 1950 + e * 11 : 3750 + e * 13;
    for (let rank = 1; rank <= 6; rank++) {
      const firstNames = namesFor(event.nameEn);
      const k = (e * 6 + rank) % firstNames.length;
      rows.push({
        id: `${eventId}-r${rank}`,
        eventId,
        rank,
        athlete: `${firstNames[k]} ${lastNames[(k + e) % lastNames.length]}`,
        category: event.category,
        club: clubs[(rank + e) % clubs.length]!,
        time: formatTime(base + rank * 17 + ((rank * 7 + e) % 9)),
      });
    }
  });
  return rows;
}
