import { z } from 'zod';
import { parisClock } from './paris-clock';

// Official at a time (issue 33, item 3): when a race's results become official the moment is kept; any
// change made after it is journaled and shown as a dated erratum on the race page and in its PDF.

export const resultCorrectionSchema = z.object({
  /** ISO instant of the correction. */
  correctedAt: z.string(),
  /** The corrected row's lane when the start list gave it one. */
  lane: z.number().int().nullable(),
  athlete: z.string(),
  /** What the row read before and after (`6:27.4`, `DNF`, `rang 3`; `—` for a row added or removed). */
  before: z.string(),
  after: z.string(),
});
export type ResultCorrection = z.infer<typeof resultCorrectionSchema>;

/** The race's official record: when it became official (null while provisional) and its errata, oldest first. */
export const raceRecordSchema = z.object({
  officialAt: z.string().nullable(),
  errata: z.array(resultCorrectionSchema),
});
export type RaceRecord = z.infer<typeof raceRecordSchema>;

/** A PDF record as a procedure answers it (the plain routes send the bytes). */
export const pdfFileSchema = z.object({ fileName: z.string(), contentBase64: z.string() });
export type PdfFile = z.infer<typeof pdfFileSchema>;

/** `30 janvier à 14:32` (Paris time), with the year when asked: `30 janvier 2026 à 14:32`. */
export function parisMoment(iso: string, lang: 'fr' | 'en', withYear = false): string {
  const { date, time } = parisClock(new Date(iso));
  // The Paris wall date read in UTC: no `Europe/Paris` formatter, whose time zone data costs a phone's main
  // thread (paris-clock.ts).
  const dayMonth = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(new Date(`${date}T12:00:00Z`));
  return lang === 'fr' ? `${dayMonth} à ${time}` : `${dayMonth} at ${time}`;
}

/** « corrigé le 30 janvier à 14:32 : couloir 4, 6:27.4 → 6:27.9 » (the rower's name when no lane is known). */
export function erratumText(c: ResultCorrection, lang: 'fr' | 'en'): string {
  const who = c.lane !== null ? `${lang === 'fr' ? 'couloir' : 'lane'} ${c.lane}` : c.athlete;
  const when = parisMoment(c.correctedAt, lang);
  return lang === 'fr'
    ? `corrigé le ${when} : ${who}, ${c.before} → ${c.after}`
    : `corrected on ${when}: ${who}, ${c.before} → ${c.after}`;
}
