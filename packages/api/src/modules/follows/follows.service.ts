import {
  type AthleteResult,
  athleteKey,
  clubKeyOfIdentity,
  FOLLOWED_CLUB_RACES,
  FOLLOWED_RESULTS,
  type FollowedAthlete,
  type FollowedClub,
  type FollowedClubRace,
  type FollowsPage,
  type FollowsQuery,
} from '@app/contract';
import { DomainError } from '../../lib/domain-error';
import { parisDay } from '../retention/daily-time';
import { type AthleteIndex, athletePage } from '../results/results.athlete';
import { athletes, type PublicReads } from '../results/results.service';
import { type PublishedStartLists, publishedStartLists, racesOf } from '../start-lists/start-lists.service';

/*
 * 'Mes suivis' (issue 30): the races to come and latest results of the athletes and clubs a visitor
 * follows, in one read. Everything comes from the public caches the athlete pages already build (the
 * athlete index, the published start lists), so a read is map lookups, never a query per visitor.
 */

type Deps = PublicReads & { config?: { clock?: (() => Date) | undefined } };

const byTime = (a: { date: string; time: string }, b: { date: string; time: string }) =>
  a.date.localeCompare(b.date) || a.time.localeCompare(b.time);

/** Latest first: the programme's day and time, then the order the results came in. */
const latestFirst = (results: readonly AthleteResult[]): AthleteResult[] =>
  results
    .map((result, order) => ({ result, order }))
    .sort((a, b) => byTime(b.result.event, a.result.event) || b.order - a.order)
    .map(({ result }) => result);

/** One athlete's page, or undefined for a key that leads to no one (erased since): left out, not refused. */
function pageOf(index: AthleteIndex, key: string, lists: PublishedStartLists, today: string) {
  try {
    return athletePage(index, key, (ids) => racesOf(lists, ids, today));
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}

function followedAthlete(index: AthleteIndex, key: string, lists: PublishedStartLists, today: string) {
  const page = pageOf(index, key, lists, today);
  if (!page) return undefined;
  const athlete: FollowedAthlete = {
    key: page.key,
    name: page.name,
    club: page.club,
    races: page.races,
    results: latestFirst(page.results).slice(0, FOLLOWED_RESULTS),
  };
  return athlete;
}

/** A club: every public athlete whose club folds to its key; unknown when none does. */
function followedClub(index: AthleteIndex, key: string, lists: PublishedStartLists, today: string) {
  const races: FollowedClubRace[] = [];
  const results: AthleteResult[] = [];
  let name: string | undefined;
  for (const [identity, found] of index.athletes) {
    if (clubKeyOfIdentity(identity) !== key) continue;
    const first = found.entries[0] ?? found.results[0];
    if (!first) continue;
    const page = pageOf(index, athleteKey(first), lists, today);
    if (!page) continue;
    name ??= page.club;
    for (const race of page.races) races.push({ ...race, athleteKey: page.key, athlete: page.name });
    results.push(...page.results);
  }
  if (name === undefined) return undefined;
  const club: FollowedClub = {
    key,
    name,
    races: races.sort((a, b) => byTime(a, b) || a.athlete.localeCompare(b.athlete, 'fr')).slice(0, FOLLOWED_CLUB_RACES),
    results: latestFirst(results).slice(0, FOLLOWED_RESULTS),
  };
  return club;
}

export async function follows(deps: Deps, query: FollowsQuery): Promise<FollowsPage> {
  const [index, lists] = await Promise.all([athletes(deps), publishedStartLists(deps)]);
  const today = parisDay(deps.config?.clock?.() ?? new Date());
  return {
    athletes: (query.athletes ?? []).flatMap((key) => followedAthlete(index, key, lists, today) ?? []),
    clubs: (query.clubs ?? []).flatMap((key) => followedClub(index, key, lists, today) ?? []),
  };
}

/** The followed athletes' races to come, with their lanes, for the calendar file: race id → who rows it where. */
export async function followedRaces(
  deps: Deps,
  athleteKeys: readonly string[],
): Promise<Map<string, { name: string; lane: number | null }[]>> {
  const page = await follows(deps, { athletes: [...athleteKeys] });
  const byRace = new Map<string, { name: string; lane: number | null }[]>();
  for (const athlete of page.athletes)
    for (const race of athlete.races) {
      const list = byRace.get(race.eventId) ?? [];
      list.push({ name: athlete.name, lane: race.lane });
      byRace.set(race.eventId, list);
    }
  return byRace;
}
