import { z } from 'zod';

// The race computer's files (issue 29, item 5): a race's ErgRace `.rac2` and Venue Racing `.rac`, and a
// day's ZIP of both for every race. Served by plain routes (the REST adapter answers JSON only):
// GET /api/admin/events/{eventId}/race-definition.rac2 | .rac, GET /api/admin/race-definitions/{date}.zip.

export const raceFileKinds = ['rac2', 'rac'] as const;
export type RaceFileKind = (typeof raceFileKinds)[number];

/** A file to download: the plain route sends its bytes with this type and name. */
export const raceFileDownloadSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  contentBase64: z.string(),
});
export type RaceFileDownload = z.infer<typeof raceFileDownloadSchema>;

export const raceFileInput = z.object({ eventId: z.string().min(1).max(128), kind: z.enum(raceFileKinds) });
export const raceDayInput = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Date invalide (AAAA-MM-JJ attendu)' }),
});

export const RACE_FILE_TYPES: Record<RaceFileKind | 'zip', string> = {
  // ErgRace reads JSON in UTF-8; Venue Racing reads text in the Windows code page.
  rac2: 'application/json; charset=utf-8',
  rac: 'text/plain; charset=windows-1252',
  zip: 'application/zip',
};
