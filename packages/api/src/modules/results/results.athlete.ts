import { type AthletePage, type AthleteRace, athleteIdentity, athleteKey, isAnonymousResult, medalOf, parseAthleteKey, type Result } from '@app/contract';
import { notFound } from '../../lib/domain-error';
import type * as repo from './results.repository';

export const UNKNOWN_ATHLETE = 'Athlète introuvable';

/** A public registration: what an athlete page shows of it (no contact or payment details). */
export type Entry = Awaited<ReturnType<typeof repo.findEntries>>[number];

interface Athlete {
  entries: Entry[];
  results: Result[];
}

/** Every public athlete by identity (name and club), and the identity each participant id leads to. */
export interface AthleteIndex {
  athletes: Map<string, Athlete>;
  identityOf: Map<string, string>;
}

/**
 * Built once per data version, so a page is a map lookup. A result carrying a participant id belongs to
 * that participant whatever name the race software printed; the others go by name and club.
 */
export function athleteIndex(entries: readonly Entry[], results: readonly Result[]): AthleteIndex {
  const athletes = new Map<string, Athlete>();
  const identityOf = new Map<string, string>();
  // Most names come twice (registration, then results) and clubs hundreds of times: each is folded once.
  const identities = new Map<string, string>();
  const identityFor = (name: string, club: string) => {
    const typed = `${name}\n${club}`;
    let found = identities.get(typed);
    if (found === undefined) {
      found = athleteIdentity(name, club);
      identities.set(typed, found);
    }
    return found;
  };
  const athlete = (key: string) => {
    let found = athletes.get(key);
    if (!found) {
      found = { entries: [], results: [] };
      athletes.set(key, found);
    }
    return found;
  };
  for (const entry of entries) {
    const key = identityFor(`${entry.firstName} ${entry.lastName}`, entry.club);
    athlete(key).entries.push(entry);
    identityOf.set(entry.id, key);
  }
  for (const result of results) {
    // An anonymised result is nobody's: it would gather strangers under one name.
    if (isAnonymousResult(result)) continue;
    let key = result.participantId ? identityOf.get(result.participantId) : undefined;
    if (!key) {
      key = identityFor(result.athlete, result.club);
      // The entrant of another championship than the race's: its key still leads to these results.
      if (result.participantId) identityOf.set(result.participantId, key);
    }
    athlete(key).results.push(result);
  }
  return { athletes, identityOf };
}

function lookUp(index: AthleteIndex, key: string): Athlete | undefined {
  const parsed = parseAthleteKey(key);
  if (!parsed) return undefined;
  const identity = 'identity' in parsed ? parsed.identity : index.identityOf.get(parsed.participantId);
  return identity === undefined ? undefined : index.athletes.get(identity);
}

/** `racesOf` gives the races to come of the athlete's participant ids (their registrations, and the ids their results carry). */
export function athletePage(index: AthleteIndex, key: string, racesOf: (participantIds: string[]) => AthleteRace[] = () => []): AthletePage {
  const found = lookUp(index, key);
  if (!found) throw notFound(UNKNOWN_ATHLETE);
  const { entries, results } = found;
  const participantIds = [...new Set([...entries.map((e) => e.id), ...results.flatMap((r) => (r.participantId ? [r.participantId] : []))])];
  const entry = entries[0];
  const latest = results[results.length - 1];
  const championships = new Map<string, AthletePage['championships'][number]>();
  for (const e of entries) championships.set(e.championshipId, { id: e.championshipId, name: e.championshipName, nameEn: e.championshipNameEn });
  for (const r of results) championships.set(r.event.championship.id, r.event.championship);
  // An athlete exists with a registration or a result: one of them is there.
  const first = (entry ?? results[0]) as Entry | Result;
  return {
    key: athleteKey(first),
    name: entry ? `${entry.firstName} ${entry.lastName}` : (first as Result).athlete,
    club: first.club,
    category: entry?.category ?? (latest as Result).category,
    bib: entries.find((e) => e.bib)?.bib ?? null,
    championships: [...championships.values()],
    results: results.map((r) => ({ ...r, medal: medalOf(r) })),
    races: racesOf(participantIds),
  };
}
