export * from './types';
export { decodeText } from './decode-text';
export { parseResultsFile } from './results-file';
export { parseParticipantsCsv } from './participants-csv';
export { normaliseAthleteName } from './athlete-name';
export { parseRaceTime } from './race-time';
