export * from './types';
export { base64Source, type ByteSource, bytesSource } from './byte-source';
export { decodeText } from './decode-text';
export { parseResultsFile, type ResultsReadLimits } from './results-file';
export { parseParticipantsCsv } from './participants-csv';
export { normaliseAthleteName } from './athlete-name';
export { parseRaceTime } from './race-time';
export { parseFrenchDate } from './french-date';
export { atLine, namesItsLine, quoted } from './notes';
export { TimeSlice } from './time-slice';
export { isNameNote } from './result-rows';
export { emptyLaneOf } from './ergrace-results';
export {
  type RaceBoat,
  type RaceDefinition,
  type RaceRower,
  type RaceType,
  RAC_NAME_MAX,
  raceFileName,
  rowerName,
  shortRaceName,
} from './race-definition';
export { EMPTY_LANE, writeRac2 } from './rac2-writer';
export { RAC_VERSION, writeRac, writeRacBytes } from './rac-writer';
export { type DayRace, writeRaceDayZip } from './race-day-zip';
export { encodeWindows1252, windows1252Safe } from './windows-1252';
