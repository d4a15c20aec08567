import { type AthletePage, isPublicRoute, medals, type PublicRoute, type RacePage } from '@app/contract';
import { formatDate } from '../../lib/format';
import type { EventFacts } from './event-facts';

/** 'du 29 au 31 janvier 2026', as a sentence says it (the site's '29 – 31 janvier 2026' is a label). */
export function frenchDayPhrase(start: string, end: string): string {
  if (start === end) return `le ${formatDate(start)}`;
  const sameMonth = start.slice(0, 7) === end.slice(0, 7);
  const from = sameMonth
    ? String(Number(start.slice(8, 10)))
    : formatDate(start, 'fr-FR', { day: 'numeric', month: 'long' });
  return `du ${from} au ${formatDate(end)}`;
}

const when = (facts: EventFacts) => frenchDayPhrase(facts.days[0] ?? '', facts.days[facts.days.length - 1] ?? '');
const where = (facts: EventFacts) => `à ${facts.venue.locality} (${facts.venue.name})`;

// One sentence per page for search results and shared links: what a visitor finds there.
const descriptions: Record<PublicRoute, (facts: EventFacts) => string> = {
  '/': (f) => `Les ${f.name} ont lieu ${when(f)} ${where(f)} : programme, inscriptions et résultats.`,
  '/programme': (f) =>
    `Programme jour par jour des ${f.name}, ${when(f)} : horaires des séries et des finales de chaque épreuve.`,
  '/resultats': (f) =>
    `Résultats officiels des ${f.name} : classements, temps et podiums de chaque épreuve, mis à jour au fil des courses.`,
  '/resultats/clubs': (f) =>
    `Challenge des clubs des ${f.name} : classement des clubs aux points gagnés en finale A, par championnat.`,
  '/inscrits': (f) => `Liste des rameurs et rameuses inscrits aux ${f.name}, à rechercher par nom, club ou épreuve.`,
  '/epreuves': (f) =>
    `Toutes les épreuves des ${f.name} : championnats, distances et catégories au programme ${when(f)}.`,
  '/inscriptions': (f) =>
    `Inscrivez-vous aux ${f.name} : championnats ouverts, tarifs, pièces à fournir et liens d'inscription.`,
  '/reglement': (f) =>
    `Règlement des ${f.name} : règles de course, conditions de participation et documents officiels à télécharger.`,
  '/infos-pratiques': (f) =>
    `Venir aux ${f.name} ${where(f)} : accès, transports, horaires d'ouverture, restauration et hébergement.`,
  '/partenaires': (f) =>
    `Les partenaires qui soutiennent les ${f.name}, et comment associer votre marque à l'événement.`,
  '/benevoles': (f) =>
    `Devenez bénévole aux ${f.name}, ${when(f)} à ${f.venue.locality} : missions proposées et inscription en ligne.`,
  '/presse': (f) =>
    `Espace presse des ${f.name} : communiqués, photos, demandes d'accréditation et contact du service presse.`,
  '/contact': (f) =>
    `Une question sur les ${f.name} ? Écrivez aux organisateurs par le formulaire, à ${f.contactEmail} ou au ${f.contactPhone}.`,
  '/a-propos': (f) =>
    `À propos des ${f.name} : l'événement, son histoire, ses valeurs et son organisateur, ${f.organiser}.`,
  '/mentions-legales': (f) =>
    `Mentions légales du site des ${f.name} : éditeur (${f.organiser}), hébergeur et propriété intellectuelle.`,
  '/politique-confidentialite': (f) =>
    `Politique de confidentialité du site des ${f.name} : données collectées, finalités, durées de conservation et vos droits.`,
  '/declaration-accessibilite': (f) =>
    `Accessibilité du site des ${f.name} : conformité au RGAA, contenus non accessibles, contact et recours.`,
};

/** The page's description; a path outside the public pages gets the site's own. */
export function pageDescription(pathname: string, facts: EventFacts): string {
  if (isPublicRoute(pathname)) return descriptions[pathname](facts);
  return `Site officiel des ${facts.name}, ${when(facts)} ${where(facts)}.`;
}

const plural = (count: number, [one, other]: readonly [string, string]) => `${count} ${count === 1 ? one : other}`;

/** A race page: the race, its championship, day and time, and where its results stand. */
export function raceDescription({ race, ranking }: RacePage, facts: EventFacts): string {
  const head = `${race.name} (${race.championship.name}), le ${formatDate(race.date)} à ${race.time}, aux ${facts.name}`;
  if (ranking.length === 0) return `${head} : les résultats seront publiés ici après la course.`;
  const finishers = ranking.filter((r) => r.status === 'finished').length;
  const state = race.resultsState === 'official' ? 'officiels' : 'provisoires';
  return `${head} : résultats ${state}, classement complet avec temps et podium (${plural(finishers, ['classé', 'classés'])}).`;
}

const medalNames = {
  gold: ["médaille d'or", "médailles d'or"],
  silver: ["médaille d'argent", "médailles d'argent"],
  bronze: ['médaille de bronze', 'médailles de bronze'],
} as const;

/** An athlete page: who they are, how many races they rowed and the medals they won. */
export function athleteDescription({ name, club, results }: AthletePage, facts: EventFacts): string {
  const head = `${name} (${club}) aux ${facts.name}`;
  if (results.length === 0) return `${head} : ses épreuves et ses temps, publiés ici dès la fin de chaque course.`;
  const won = medals
    .map((medal) => ({ medal, count: results.filter((r) => r.medal === medal).length }))
    .filter((m) => m.count > 0)
    .map(({ medal, count }) => plural(count, medalNames[medal]));
  const tally = won.length > 0 ? `, ${won.join(', ')}` : '';
  return `${head} : ${plural(results.length, ['épreuve courue', 'épreuves courues'])}${tally}, avec rang et temps de chaque course.`;
}
