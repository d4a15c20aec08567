import type { ColumnType } from 'kysely';

// The federation's records (issue 33): clubs' ranking points and the errata of official results.

export interface ClubPointsTableTable {
  championshipId: string;
  /** JSON array of points by place (index 0: the winner). */
  points: string;
  /** JSON array of points by place for relays; '[]': relays score as the individual table. */
  relayPoints: ColumnType<string, string | undefined, string>;
}

/** One change made to a race's results after they became official: an erratum. */
export interface ResultCorrectionTable {
  id: string;
  eventId: string;
  /** ISO instant of the correction. */
  correctedAt: string;
  /** The lane of the corrected row when the start list knows it. */
  lane: number | null;
  athlete: string;
  /** What the row said before and after, as shown (`6:27.4`, `DNF`, `2e`). */
  before: string;
  after: string;
}
