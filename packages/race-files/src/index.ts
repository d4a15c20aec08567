export * from './types';
export { decodeText } from './decode-text';
export { parseResultsFile, type ResultsReadLimits } from './results-file';
export { parseParticipantsCsv } from './participants-csv';
export { normaliseAthleteName } from './athlete-name';
export { parseRaceTime } from './race-time';
export { parseFrenchDate } from './french-date';
export { atLine, namesItsLine, quoted } from './notes';
export { TimeSlice } from './time-slice';
