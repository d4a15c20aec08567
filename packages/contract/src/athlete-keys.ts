import { foldText } from './list-helpers';

// Medals and athletes' addresses without zod: the results pages link every athlete and show medals,
// and should not construct the race pages' schemas (race-pages.ts) as they boot.

export const medals = ['gold', 'silver', 'bronze'] as const;
/** Only an A final gives medals and titles (a race rowed as a single « Finale » is an A final). */
export const isMedalRound = (round: string): boolean => round === 'final_a';
export type Medal = (typeof medals)[number];

/**
 * Finishers ranked 1 to 3 of an A final win a medal, ties included (two firsts are two golds); DNS, DNF
 * and DSQ never do, nor do heats, semi-finals or B finals (ranked, never medalled: issue 29). The one
 * rule the medal table, athletes' titles and the rank cells read.
 */
export const medalOf = (result: { status: string; rank: number | null; event: { round: string } }): Medal | null =>
  isMedalRound(result.event.round) &&
  result.status === 'finished' &&
  result.rank !== null &&
  result.rank >= 1 &&
  result.rank <= 3
    ? (medals[result.rank - 1] ?? null)
    : null;

/**
 * An athlete's address. A row that knows its entrant (a participant, a result imported with ids) gives
 * `p-<participant id>`, stable when a name is corrected; any other result gives the slug of its name
 * and club, `jeanne-martin--ac-paris`, accents, case and punctuation left out. Both lead to the same
 * athlete: results carrying a participant id are theirs, the others are matched by name and club.
 */
export type AthleteRow =
  | { participantId: string | null; athlete: string; club: string }
  | { id: string; firstName: string; lastName: string; club: string };

const PARTICIPANT_PREFIX = 'p-';
/**
 * The name of a result whose athlete asked to be erased (« Tout supprimer » with the results anonymised):
 * such a row is linked to no one and has no athlete page (it would gather strangers under one name).
 */
export const ANONYMOUS_ATHLETE = 'Athlète anonyme';
export const isAnonymousResult = (row: AthleteRow): boolean =>
  !('firstName' in row) && !row.participantId && row.athlete === ANONYMOUS_ATHLETE;

/** Between name and club in a slug; never inside either part, where every run of separators is one hyphen. */
const SLUG_SEPARATOR = '--';

const words = (value: string): string[] => foldText(value).match(/[\p{L}\p{N}]+/gu) ?? [];

export const athleteSlug = (name: string, club: string): string =>
  `${words(name).join('-')}${SLUG_SEPARATOR}${words(club).join('-')}`;

/** A club's address for 'Mes suivis' (issue 30): the club part of an athlete's slug, `ac-paris`. */
export const clubKey = (club: string): string => words(club).join('-');

/** The club key an athlete identity (athleteIdentity) belongs to. */
export const clubKeyOfIdentity = (identity: string): string =>
  identity.slice(identity.indexOf('|') + 1).replaceAll(' ', '-');

export function athleteKey(row: AthleteRow): string {
  if ('firstName' in row) return `${PARTICIPANT_PREFIX}${row.id}`;
  return row.participantId ? `${PARTICIPANT_PREFIX}${row.participantId}` : athleteSlug(row.athlete, row.club);
}

/**
 * Who a name and club designate, whatever the order of the names: race software prints `DUPONT Jean`
 * where the registration says `Jean Dupont`.
 */
export const athleteIdentity = (name: string, club: string): string =>
  `${words(name).sort().join(' ')}|${words(club).join(' ')}`;

// The REST mount hands path parameters over still percent-encoded (`ø`, `ß` and `œ` survive the slug).
function percentDecoded(key: string): string {
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

/** What a key designates, or null when it cannot be one (then the athlete is unknown). */
export function parseAthleteKey(raw: string): { participantId: string } | { identity: string } | null {
  const key = percentDecoded(raw);
  const at = key.indexOf(SLUG_SEPARATOR);
  if (at > 0) return { identity: athleteIdentity(key.slice(0, at), key.slice(at + SLUG_SEPARATOR.length)) };
  if (key.startsWith(PARTICIPANT_PREFIX) && key.length > PARTICIPANT_PREFIX.length)
    return { participantId: key.slice(PARTICIPANT_PREFIX.length) };
  return null;
}
