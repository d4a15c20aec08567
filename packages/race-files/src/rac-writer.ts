import { RAC_NAME_MAX, type RaceBoat, type RaceDefinition, rowerName, shortRaceName } from './race-definition';
import { encodeWindows1252, windows1252Safe } from './windows-1252';

// Venue Racing race definition (`.rac`; race-files.md): one value per line, CRLF, in the Windows code
// page. Header: signature `RACE`, format version, team configuration (0: one rower per erg), the race
// name (Venue Racing will not start a race whose name passes 16 characters), the distance in metres,
// the duration type (0: distance), a line always 0, stroke data (0: off), the split distance, the split
// time, the number of lanes; then 5 lines per lane (name, bib, class, country, birth date); then 0.
// Venue Racing carries no registration id into its results: its rows come back by bib and name, which
// the import checks against each other.

export const RAC_VERSION = '108';
/** The championship is the French national one: every boat's country code. */
const COUNTRY = 'FRA';
const SPLIT_METRES = 500;

// Venue Racing writes its results as comma-separated text with no quoting: a comma in a name would
// shift every column of that row, and a line break would shift every line of the file.
const field = (text: string) => windows1252Safe(text.replace(/[,;\r\n]+/g, ' ').replace(/\s+/g, ' ').trim());

/** An empty lane keeps a name of one space: Venue Racing refuses a race file with an empty name line. */
const EMPTY = [' ', '', '', '', ''];

function laneLines(boat: RaceBoat | undefined): string[] {
  if (!boat) return EMPTY;
  const first = boat.rowers[0];
  const name = boat.crewName?.trim() || (first ? rowerName(first) : '');
  // Birth dates are not kept by the site (data minimisation): the line stays empty, as Venue Racing allows.
  return [field(name) || ' ', field(boat.crewName ? '' : (first?.bib ?? '')), field(boat.className), COUNTRY, ''];
}

/** The `.rac` text of one race (lanes 1 to `lanes`), as a string; `writeRacBytes` gives the file. */
export function writeRac(race: RaceDefinition): string {
  const byLane = new Map(race.boats.map((b) => [b.lane, b]));
  const lanes = Math.max(race.lanes, ...race.boats.map((b) => b.lane));
  const lines = ['RACE', RAC_VERSION, '0', field(shortRaceName(race.name, RAC_NAME_MAX)).slice(0, RAC_NAME_MAX), String(race.distance), '0', '0', '0', String(SPLIT_METRES), '0', String(lanes)];
  for (let lane = 1; lane <= lanes; lane++) lines.push(...laneLines(byLane.get(lane)));
  lines.push('0');
  return `${lines.join('\r\n')}\r\n`;
}

/** The `.rac` file's bytes (Windows-1252). */
export const writeRacBytes = (race: RaceDefinition): Uint8Array => encodeWindows1252(writeRac(race));
