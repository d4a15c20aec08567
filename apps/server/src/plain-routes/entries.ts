import { liveRaceFeedEntry, liveRaceStreamEntry } from '../live-race/live-race-routes';
import { liveEntry } from '../plugins/live-route';
import { auditCsvEntry } from './audit-csv';
import { calendarEventEntry, calendarFeedEntry } from './calendar';
import type { PlainRouteEntry } from './openapi-registry';
import { participantsImportEntry } from './participants-import';
import { pdfRouteEntries } from './pdf-documents';
import { personalDataCsvEntry } from './personal-data';
import { raceDefinitionRac2Entry, raceDefinitionRacEntry, raceDefinitionsDayEntry } from './race-files';
import { resultsImportEntry } from './results-import';
import { startListsCsvEntry } from './start-lists-csv';
import { uploadEntry } from './upload';

/**
 * Every plain route of the REST document, written beside the procedures by rest.ts (documentPlainRoutes).
 * A new plain route (race files, the race computer's ingest) adds its entry here.
 */
export const plainRouteEntries: readonly PlainRouteEntry[] = [
  uploadEntry,
  participantsImportEntry,
  auditCsvEntry,
  resultsImportEntry,
  liveEntry,
  liveRaceFeedEntry,
  liveRaceStreamEntry,
  personalDataCsvEntry,
  calendarFeedEntry,
  calendarEventEntry,
  startListsCsvEntry,
  raceDefinitionRac2Entry,
  raceDefinitionRacEntry,
  raceDefinitionsDayEntry,
  ...pdfRouteEntries,
];
