import { isRelayName, RACE_FILE_TYPES, type RaceFileDownload, type RaceFileKind, raceDistance } from '@app/contract';
import type { Db } from '@app/db';
import {
  type RaceBoat,
  type RaceDefinition,
  raceFileName,
  writeRac2,
  writeRacBytes,
  writeRaceDayZip,
} from '@app/race-files';
import { badRequest, notFound } from '../../lib/domain-error';
import * as entriesRepo from '../entries/entries.repository';
import * as repo from './race-files.repository';

export const UNKNOWN_RACE = 'Épreuve inconnue';
export const NO_RACE_THAT_DAY = 'Aucune épreuve ce jour-là';

type EnteredEntry = entriesRepo.EntryRow;

const crewOf = (entry: EnteredEntry): string[] => entriesRepo.parseIds(entry.crewMemberIds);

/**
 * The lanes the files give each entry: its drawn lane, and for entries not drawn yet the free lanes in
 * the order they entered (a straight final of six needs no draw). More entrants than ergometers, or a
 * lane given twice, is refused: the race computer cannot row them, the draw must be done or corrected.
 */
function laneOf(round: repo.Round, entries: readonly EnteredEntry[]): Map<EnteredEntry, number> {
  const lanes = new Map<EnteredEntry, number>();
  const taken = new Set<number>();
  for (const entry of entries) {
    if (entry.lane === null) continue;
    if (taken.has(entry.lane))
      throw badRequest(
        `${round.name} : couloir ${entry.lane} donné deux fois ; corrigez la liste de départ avant de télécharger le fichier`,
      );
    taken.add(entry.lane);
    lanes.set(entry, entry.lane);
  }
  const count = Math.max(round.lanes, ...taken);
  let free = 1;
  for (const entry of entries) {
    if (entry.lane !== null) continue;
    while (taken.has(free)) free++;
    if (free > count)
      throw badRequest(
        `${round.name} : ${entries.length} inscrits pour ${round.lanes} couloirs ; faites d’abord la répartition en séries`,
      );
    taken.add(free);
    lanes.set(entry, free);
  }
  return lanes;
}

/** What the race computer needs of a round, built from its entries (pure once read). */
function definitionOf(
  round: repo.Round,
  entries: readonly EnteredEntry[],
  rowers: Map<string, { firstName: string; lastName: string; bib: string | null }>,
): RaceDefinition {
  const lanes = laneOf(round, entries);
  const boats: RaceBoat[] = entries.map((entry) => ({
    lane: lanes.get(entry) as number,
    entryId: entry.id,
    crewName: entry.crewName,
    rowers: [entry, ...crewOf(entry).flatMap((id) => rowers.get(id) ?? [])].map((r) => ({
      firstName: r.firstName,
      lastName: r.lastName,
      bib: r.bib,
    })),
    className: entry.category || round.category,
    affiliation: entry.club,
  }));
  const relay = isRelayName(round.name) || entries.some((e) => e.crewName || crewOf(e).length > 0);
  return {
    name: round.name,
    eventName: round.championshipName,
    distance: raceDistance(round.name),
    lanes: Math.max(round.lanes, ...boats.map((b) => b.lane)),
    raceType: relay ? 'relay' : 'individual',
    boats: boats.sort((a, b) => a.lane - b.lane),
  };
}

/** The definitions of these rounds, their entries and crews read in three queries whatever their number. */
async function definitions(db: Db, rounds: readonly repo.Round[]): Promise<RaceDefinition[]> {
  const entries = await entriesRepo.findEnteredByEvents(
    db,
    rounds.map((r) => r.id),
  );
  const crewIds = [...new Set(entries.flatMap(crewOf))];
  const rowers = new Map((await repo.rowersByIds(db, crewIds)).map((r) => [r.id, r]));
  return rounds.map((round) =>
    definitionOf(
      round,
      entries.filter((e) => e.eventId === round.id),
      rowers,
    ),
  );
}

/** A round's definition as its `.rac2` writes it (the live view names its lanes from it); null when unknown. */
export async function definitionByRoundId(db: Db, eventId: string): Promise<RaceDefinition | null> {
  const round = await repo.findRound(db, eventId);
  return round ? ((await definitions(db, [round]))[0] ?? null) : null;
}

const base64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');

/** One race's `.rac2` (ErgRace) or `.rac` (Venue Racing). */
export async function raceFile(db: Db, eventId: string, kind: RaceFileKind): Promise<RaceFileDownload> {
  const round = await repo.findRound(db, eventId);
  if (!round) throw notFound(UNKNOWN_RACE);
  const [definition] = await definitions(db, [round]);
  if (!definition) throw notFound(UNKNOWN_RACE);
  const content = kind === 'rac2' ? writeRac2(definition) : writeRacBytes(definition);
  return {
    fileName: raceFileName(round.name, kind),
    contentType: RACE_FILE_TYPES[kind],
    contentBase64: base64(content),
  };
}

/** Every race of a day as one ZIP (`.rac2` and `.rac` of each). */
export async function raceDayZip(db: Db, date: string): Promise<RaceFileDownload> {
  const rounds = await repo.roundsOfDay(db, date);
  if (rounds.length === 0) throw notFound(NO_RACE_THAT_DAY);
  const all = await definitions(db, rounds);
  const zip = writeRaceDayZip(rounds.map((round, i) => ({ time: round.time, definition: all[i] as RaceDefinition })));
  return { fileName: `courses-${date}.zip`, contentType: RACE_FILE_TYPES.zip, contentBase64: base64(zip) };
}
