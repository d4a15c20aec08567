import type { Stats } from '@app/contract';
import type { Db } from '@app/db';
import { countConfirmedSubscribers, countPendingMessages, countRows } from './stats.repository';

/** The dashboard's counters: totals of the same tables the admin lists read. */
export async function counts(db: Db): Promise<Stats> {
  return {
    participants: await countRows(db, 'participants'),
    volunteers: await countRows(db, 'volunteers'),
    partners: await countRows(db, 'partners'),
    messages: await countRows(db, 'contactMessages'),
    messagesPending: await countPendingMessages(db),
    accreditations: await countRows(db, 'accreditations'),
    newsletter: await countConfirmedSubscribers(db),
    results: await countRows(db, 'results'),
  };
}
