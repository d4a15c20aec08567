import { raceRoundLabels, START_LIST_CSV_HEADER, type StartListCsvFile, toCsv } from '@app/contract';
import type { PublicReads } from '../results/results.service';
import { entriesOf, publishedStartLists } from './start-lists.service';

/** 2026-03-14 → 14/03/2026: the form a French Excel reads as a date. */
const frenchDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * One day's published start lists as one CSV for a French Excel (the shared CSV writer: `;`, UTF-8 BOM,
 * CRLF, formulas neutralised): races in time order, lanes ascending. Scratched entrants are left out:
 * the sheet is who starts. A relay crew is one line, its crew name in « Nom ». A day with nothing
 * published yet is the header alone.
 */
export async function dayCsv(deps: PublicReads, date: string): Promise<StartListCsvFile> {
  const lists = await publishedStartLists(deps);
  const rows = lists.programme
    .filter((event) => event.date === date)
    .flatMap((event) =>
      entriesOf(lists, event)
        .filter((entry) => entry.status !== 'scratched')
        .map((entry) => [
          frenchDate(event.date),
          event.time,
          event.name,
          raceRoundLabels[event.round].fr,
          entry.lane,
          entry.crewName ?? entry.lastName,
          entry.crewName ? '' : entry.firstName,
          entry.club,
          entry.category,
          entry.seedTime,
        ]),
    );
  return { fileName: `listes-de-depart-${date}.csv`, csv: toCsv(START_LIST_CSV_HEADER, rows) };
}
