import type { ColumnType } from 'kysely';
import type { EnglishLines, EnglishText } from './english-columns';

// The championship and its races: categories, prices, events, entries, results and the entrants.
// Table shapes as Kysely sees them: see ../schema.ts.

export interface ChampionshipTable {
  id: string;
  name: string;
  nameEn: string;
  dates: string;
  description: string;
  descriptionEn: string;
  categories: string;
  requirements: string;
  /** Line for line with `categories` and `requirements` ('' where a line has no English). */
  categoriesEn: EnglishLines;
  requirementsEn: EnglishLines;
  registrationButtons: string;
  active: number;
  sortOrder: number;
}
export interface PricingPeriodTable {
  id: string;
  championshipId: string;
  name: string;
  nameEn: EnglishText;
  priceCents: number;
  eventType: string | null;
  description: string | null;
  descriptionEn: EnglishText;
  startDate: string;
  endDate: string;
  active: number;
}
export interface EventTypeTable {
  id: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  icon: string | null;
  color: string;
  active: number;
  sortOrder: number;
}
export interface EventTable {
  id: string;
  name: string;
  nameEn: string;
  date: string;
  time: string;
  category: string;
  championshipId: string;
  active: number;
  /** 'provisional' | 'official': defaults to provisional on insert. */
  resultsState: ColumnType<string, string | undefined, string>;
  /** The round this event is (contract `RaceRound`): 'heat', 'repechage', 'semi', 'final_a', 'final_b'… */
  round: ColumnType<string, string | undefined, string>;
  /** Rounds of one race share it (a category over one distance); null: the event is a race of its own. */
  raceGroup: ColumnType<string | null, string | null | undefined, string | null>;
  /** Ergometers available for this round. */
  lanes: ColumnType<number, number | undefined, number>;
  /** JSON of the contract's `Progression` (how entrants reach this round), null for a first round. */
  progression: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'draft' | 'locked' | 'published' (contract `StartListState`). */
  startList: ColumnType<string, string | undefined, string>;
  /** ISO instant the results last became official (issue 33); null while provisional. */
  officialAt: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface EntryTable {
  id: string;
  eventId: string;
  /** The entrant, or for a relay the crew's first member. */
  participantId: string;
  crewName: string | null;
  /** JSON array of the other crew members' participant ids ('[]' for an individual entry). */
  crewMemberIds: ColumnType<string, string | undefined, string>;
  /** A time declared for this race (`M:SS.t`); the participant's personal best is used when null. */
  seedTime: string | null;
  /** 'entered' | 'scratched' (contract `EntryStatus`). */
  status: ColumnType<string, string | undefined, string>;
  lane: number | null;
  /** Call room: null (not called yet), 'present' or 'absent'. */
  presence: ColumnType<string | null, string | null | undefined, string | null>;
  /** The entry of the previous round this one qualified from. */
  fromEntryId: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: string;
}
export interface ResultTable {
  id: string;
  eventId: string;
  /** 'finished' | 'dns' | 'dnf' | 'dsq'; only a finished result has a rank and a time. */
  status: ColumnType<string, string | undefined, string>;
  rank: number | null;
  athlete: string;
  category: string;
  club: string;
  time: string | null;
  /** The entrant the result belongs to, when an import could tell. */
  participantId: ColumnType<string | null, string | null | undefined, string | null>;
  /** The entry the row was rowed under (from a race definition's boat id, or the start list). */
  entryId: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface ParticipantTable {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  club: string;
  category: string;
  championshipId: string;
  bib: string | null;
  personalBest: string | null;
  registrationDate: string;
  confirmed: number;
  paid: number;
}
