import { z } from 'zod';
import { text } from './common';
import { championshipRefSchema, programmeEventSchema } from './event';
import { foldText, optionalFilter } from './list-query';
import { raceResultSchema, resultSchema, resultsState } from './result';

/*
 * What the race, athlete and medal pages read (issue 14): `results.race`, `results.athlete` and
 * `results.medals`, also GET /api/results/races/{eventId}, /api/athletes/{key} and /api/results/medals.
 */

export const medals = ['gold', 'silver', 'bronze'] as const;
export type Medal = (typeof medals)[number];
const medal = z.enum(medals);

/** Finishers ranked 1 to 3 win a medal, ties included (two firsts are two golds); DNS, DNF and DSQ never do. */
export const medalOf = (result: { status: string; rank: number | null }): Medal | null =>
  result.status === 'finished' && result.rank !== null && result.rank >= 1 && result.rank <= 3 ? (medals[result.rank - 1] ?? null) : null;

// ---- One race: /resultats/<race id>

export const raceQuery = z.object({ eventId: text(128, "L'épreuve est obligatoire") });

/** A neighbour in the programme, for the previous / next links. */
export const raceNeighbourSchema = programmeEventSchema.pick({ id: true, name: true, nameEn: true, date: true, time: true });
export type RaceNeighbour = z.infer<typeof raceNeighbourSchema>;

export const racePageSchema = z.object({
  race: programmeEventSchema.pick({ id: true, name: true, nameEn: true, date: true, time: true, category: true, championshipId: true, championship: true }).extend({ resultsState }),
  /** The whole ranking, as GET /api/results orders it: finishers by rank, then DNF, DNS and DSQ. Empty before the race. */
  ranking: z.array(raceResultSchema),
  /** The races before and after in the programme (date, time, name), all championships together; null at the ends. */
  previous: raceNeighbourSchema.nullable(),
  next: raceNeighbourSchema.nullable(),
});
export type RacePage = z.infer<typeof racePageSchema>;

// ---- One athlete: /athletes/<key>

/**
 * An athlete's address. A row that knows its entrant (a participant, a result imported with ids) gives
 * `p-<participant id>`, stable when a name is corrected; any other result gives the slug of its name
 * and club, `jeanne-martin--ac-paris`, accents, case and punctuation left out. Both lead to the same
 * athlete: results carrying a participant id are theirs, the others are matched by name and club.
 */
export type AthleteRow = { participantId: string | null; athlete: string; club: string } | { id: string; firstName: string; lastName: string; club: string };

const PARTICIPANT_PREFIX = 'p-';
/** Between name and club in a slug; never inside either part, where every run of separators is one hyphen. */
const SLUG_SEPARATOR = '--';

const words = (value: string): string[] => foldText(value).match(/[\p{L}\p{N}]+/gu) ?? [];

export const athleteSlug = (name: string, club: string): string => `${words(name).join('-')}${SLUG_SEPARATOR}${words(club).join('-')}`;

export function athleteKey(row: AthleteRow): string {
  if ('firstName' in row) return `${PARTICIPANT_PREFIX}${row.id}`;
  return row.participantId ? `${PARTICIPANT_PREFIX}${row.participantId}` : athleteSlug(row.athlete, row.club);
}

/**
 * Who a name and club designate, whatever the order of the names: race software prints `DUPONT Jean`
 * where the registration says `Jean Dupont`.
 */
export const athleteIdentity = (name: string, club: string): string => `${words(name).sort().join(' ')}|${words(club).join(' ')}`;

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
  if (key.startsWith(PARTICIPANT_PREFIX) && key.length > PARTICIPANT_PREFIX.length) return { participantId: key.slice(PARTICIPANT_PREFIX.length) };
  return null;
}

export const athleteQuery = z.object({ key: text(300, "L'athlète est obligatoire") });

export const athleteResultSchema = resultSchema.extend({ medal: medal.nullable() });
export type AthleteResult = z.infer<typeof athleteResultSchema>;

export const athletePageSchema = z.object({
  /** The key to link and to give as canonical address (the one of the registration when there is one). */
  key: z.string(),
  name: z.string(),
  club: z.string(),
  /** From the registration, else from the latest result. */
  category: z.string(),
  /** Null when the athlete is not registered or has no bib yet. */
  bib: z.string().nullable(),
  championships: z.array(championshipRefSchema),
  /** Every race of theirs with results, in programme order. Empty for a registered athlete who has not raced yet. */
  results: z.array(athleteResultSchema),
});
export type AthletePage = z.infer<typeof athletePageSchema>;

// ---- Medal table: 'Statistiques'

export const medalsQuery = z.object({ championshipId: optionalFilter(64) });

export const clubMedalsSchema = z.object({ club: z.string(), gold: z.number().int(), silver: z.number().int(), bronze: z.number().int(), total: z.number().int() });
export type ClubMedals = z.infer<typeof clubMedalsSchema>;
export const raceTurnoutSchema = programmeEventSchema.pick({ id: true, name: true, nameEn: true, date: true, time: true, championshipId: true }).extend({
  /** Ranked at the finish. */
  finishers: z.number().int(),
  /** Every result of the race: finishers, DNF, DNS and DSQ. */
  entrants: z.number().int(),
});
export type RaceTurnout = z.infer<typeof raceTurnoutSchema>;
export const medalTableSchema = z.object({
  /** Championships with results, whatever the selection, so the page can offer them all. */
  championships: z.array(championshipRefSchema),
  /** Clubs with at least one medal: gold, then silver, then bronze, then name. */
  clubs: z.array(clubMedalsSchema),
  /** Races with results, in programme order. */
  races: z.array(raceTurnoutSchema),
});
export type MedalTable = z.infer<typeof medalTableSchema>;
