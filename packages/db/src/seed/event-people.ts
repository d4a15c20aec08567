import type { NewEvent, ParticipantTable } from '../schema';
import { asciiLower, formatTenths, type Random } from './event-random';
import {
  emailDomains,
  highSchools,
  lastNames,
  menFirstNames,
  middleSchools,
  sportClubs,
  womenFirstNames,
} from './event-names';

const day = 86_400_000;

/** Women's categories (and Avirose, a women's programme) list women, men's list men, the others both. */
export const firstNamesFor = (championshipId: string, category: string): readonly string[] =>
  championshipId === 'avirose' || /Femmes|Filles/.test(category)
    ? womenFirstNames
    : /Hommes|Garçons/.test(category)
      ? menFirstNames
      : [...womenFirstNames, ...menFirstNames];

/** 0 for the fastest category, towards 1 for the slowest: sets personal bests and race times. */
export const categorySlowness = (championshipId: string, category: string): number => {
  const women = championshipId === 'avirose' || /Femmes|Filles/.test(category);
  const base: Record<string, number> = { elite: 0, indoor: 0.25, youth: 0.2, school: 0.4, para: 0.55, avirose: 0.45 };
  let s = (base[championshipId] ?? 0.3) + (women ? 0.2 : 0);
  if (/Masters B|Vétérans|Collège|J16|PR1/.test(category)) s += 0.15;
  else if (/Masters A|PR2/.test(category)) s += 0.08;
  return Math.min(0.85, s);
};

/**
 * 3,000 entrants: each championship category gets 25 per race it has, so every race can fill
 * its 25 lanes with athletes of its own category.
 */
export function eventParticipants(random: Random, programme: NewEvent[], now: Date): ParticipantTable[] {
  const racesPerCategory = new Map<string, { championshipId: string; category: string; races: number }>();
  for (const e of programme) {
    const key = `${e.championshipId}/${e.category}`;
    const entry = racesPerCategory.get(key) ?? { championshipId: e.championshipId, category: e.category, races: 0 };
    entry.races += 1;
    racesPerCategory.set(key, entry);
  }
  const rows: ParticipantTable[] = [];
  const emails = new Set<string>();
  const bibs = new Map<string, number>();
  for (const { championshipId, category, races } of racesPerCategory.values()) {
    const firstNames = firstNamesFor(championshipId, category);
    const clubPool = category.startsWith('Lycée')
      ? highSchools
      : category.startsWith('Collège')
        ? middleSchools
        : sportClubs;
    const slowness = categorySlowness(championshipId, category);
    for (let i = 0; i < races * 25; i++) {
      const firstName = random.pick(firstNames);
      const lastName = random.pick(lastNames);
      const base = `${asciiLower(firstName)}.${asciiLower(lastName)}`;
      const domain = random.pick(emailDomains);
      let email = `${base}@${domain}`;
      for (let k = 2; emails.has(email); k++) email = `${base}${k}@${domain}`;
      emails.add(email);
      const bib = (bibs.get(championshipId) ?? 0) + 1;
      bibs.set(championshipId, bib);
      // A 2000 m best between 5:50 and 8:30, placed by category.
      const best = 3500 + Math.round(1600 * (slowness + random.next() * 0.3) * 0.85);
      const confirmed = random.chance(0.7);
      rows.push({
        id: `event-participant-${String(rows.length + 1).padStart(4, '0')}`,
        firstName,
        lastName,
        email,
        phone: random.chance(0.8)
          ? `0${random.pick([6, 7])} ${[0, 0, 0, 0].map(() => String(random.int(0, 99)).padStart(2, '0')).join(' ')}`
          : null,
        club: random.pick(clubPool),
        category,
        championshipId,
        bib: String(100 + bib),
        personalBest: random.chance(0.85) ? formatTenths(best) : null,
        registrationDate: new Date(now.getTime() - Math.floor(random.next() * 90 * day)).toISOString(),
        confirmed: confirmed ? 1 : 0,
        // About 60 % paid overall, mostly among the confirmed.
        paid: random.chance(confirmed ? 0.8 : 0.13) ? 1 : 0,
      });
    }
  }
  return rows;
}
