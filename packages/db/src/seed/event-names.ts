// Names and clubs of the real-size event: common French names, accents included, so that sorting,
// searching and display are tried on what a real start list holds.
// The lists are data files beside this one; here they are gathered and the club names built from them.

import { lastNames } from './event-last-names';
import { emailDomains, schools, towns } from './event-places';

export { menFirstNames, womenFirstNames } from './event-first-names';
export { emailDomains, lastNames };

/** French elision: "de Paris", "d’Annecy", "du Havre". */
const of = (town: string) =>
  /^Le /.test(town) ? `du ${town.slice(3)}` : /^[AEIOUYÉÈÂÎ]/.test(town) ? `d’${town}` : `de ${town}`;

/** About 120 clubs: a third "Aviron Club de …", then sport nautique and cercle nautique clubs, then schools. */
export const clubs: readonly string[] = [
  ...towns.slice(0, 40).map((t) => `Aviron Club ${of(t)}`),
  ...towns.slice(40, 60).map((t) => `SN ${t}`),
  ...towns.slice(0, 20).map((t) => `CN ${t}`),
  ...towns.slice(20, 32).map((t) => `Cercle de l’Aviron ${of(t)}`),
  ...schools,
];

/** School championship entrants row for their school (lycée or collège); everyone else for a club. */
export const highSchools = clubs.filter((c) => c.startsWith('Lycée'));
export const middleSchools = clubs.filter((c) => c.startsWith('Collège'));
export const sportClubs = clubs.filter((c) => !c.startsWith('Lycée') && !c.startsWith('Collège'));
