import { type Label, parisMoment, raceRoundLabels, type RaceRound } from '@app/contract';
import type { Lang } from './pdf-layout';

// The records' words in French and English (the UI's own texts stay in the web locales).
const words = {
  startList: { fr: 'Liste de départ', en: 'Start list' },
  results: { fr: 'Résultats', en: 'Results' },
  dayStartLists: { fr: 'Listes de départ — chambre d’appel', en: 'Start lists — call room' },
  championshipResults: { fr: 'Résultats du championnat', en: 'Championship results' },
  medals: { fr: 'Tableau des médailles', en: 'Medal table' },
  clubs: { fr: 'Classement des clubs', en: 'Clubs’ ranking' },
  allChampionships: { fr: 'Tous les championnats', en: 'All championships' },
  finals: { fr: 'Finales', en: 'Finals' },
  otherRounds: { fr: 'Autres tours', en: 'Other rounds' },
  provisional: { fr: 'Résultats provisoires', en: 'Provisional results' },
  notPublished: { fr: 'Liste de départ pas encore publiée.', en: 'Start list not published yet.' },
  noResults: { fr: 'Pas encore de résultats.', en: 'No results yet.' },
  nothing: { fr: 'Rien à afficher pour l’instant.', en: 'Nothing to show yet.' },
  errata: { fr: 'Errata', en: 'Errata' },
  lane: { fr: 'Couloir', en: 'Lane' },
  rank: { fr: 'Rang', en: 'Rank' },
  name: { fr: 'Nom', en: 'Name' },
  firstName: { fr: 'Prénom', en: 'First name' },
  athlete: { fr: 'Athlète', en: 'Athlete' },
  club: { fr: 'Club', en: 'Club' },
  category: { fr: 'Catégorie', en: 'Category' },
  seedTime: { fr: 'Temps engagé', en: 'Seed time' },
  time: { fr: 'Temps', en: 'Time' },
  status: { fr: 'Statut', en: 'Status' },
  scratched: { fr: 'Forfait', en: 'Scratched' },
  gold: { fr: 'Or', en: 'Gold' },
  silver: { fr: 'Argent', en: 'Silver' },
  bronze: { fr: 'Bronze', en: 'Bronze' },
  total: { fr: 'Total', en: 'Total' },
  points: { fr: 'Points', en: 'Points' },
  firsts: { fr: '1res places', en: '1st places' },
  seconds: { fr: '2es places', en: '2nd places' },
} satisfies Record<string, Label>;

export type Word = keyof typeof words;
export const word = (key: Word, lang: Lang): string => words[key][lang];

/** 2026-01-30 → « vendredi 30 janvier 2026 » / « Friday 30 January 2026 ». */
const dayFormats = new Map<Lang, Intl.DateTimeFormat>();
export const longDay = (date: string, lang: Lang): string => {
  // One formatter per language: building one costs more than drawing a table row.
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(lang, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
};

export const roundLabel = (round: RaceRound, lang: Lang) => raceRoundLabels[round][lang];

export const officialSince = (iso: string, lang: Lang) =>
  lang === 'fr'
    ? `Résultats officiels depuis le ${parisMoment(iso, lang, true)}`
    : `Official results since ${parisMoment(iso, lang, true)}`;

export const pick = (lang: Lang, fr: string, en: string) => (lang === 'en' && en ? en : fr);
