import { zipSync } from 'fflate';
import { writeRac2 } from './rac2-writer';
import { writeRacBytes } from './rac-writer';
import { type RaceDefinition, raceFileName } from './race-definition';

/** A race of the day and its start time (`HH:MM`), which orders the files as the programme does. */
export type DayRace = { time: string; definition: RaceDefinition };

/** The name the files of a race take in the day's ZIP: `0830 2000 m Seniors Hommes - Serie 1`. */
const baseName = (race: DayRace) => raceFileName(`${race.time.replace(':', '')} ${race.definition.name}`, '').replace(/\.$/, '');

/**
 * One ZIP of every race of a day: each race's `.rac2` (ErgRace) and `.rac` (Venue Racing), named from
 * the race and its start time so that the race computer lists them in programme order. Two races with
 * the same name and time get `(2)`, never one file over the other. Written in memory: a day of 60
 * races is a few hundred kilobytes.
 */
export function writeRaceDayZip(races: readonly DayRace[]): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const used = new Map<string, number>();
  const encoder = new TextEncoder();
  for (const race of [...races].sort((a, b) => a.time.localeCompare(b.time))) {
    const base = baseName(race);
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    const name = n === 1 ? base : `${base} (${n})`;
    files[`${name}.rac2`] = encoder.encode(writeRac2(race.definition));
    files[`${name}.rac`] = writeRacBytes(race.definition);
  }
  // A fixed date keeps the same day's ZIP byte for byte the same when nothing changed.
  return zipSync(files, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
}
