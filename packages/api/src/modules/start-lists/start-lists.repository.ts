import type { Db } from '@app/db';

/*
 * The public read of start lists (issue 29, item 4): every entry of a PUBLISHED round of an active race
 * of an active championship, with the entrant's public fields. One query per data version (the service
 * caches it): the race pages, athlete pages, calendars and the day's CSV all read this one index.
 * Kept here, not in entries.repository (the home of every other query on entries): this join is owned by
 * the public read model, whose rule is what the public may see (published round, visible race).
 */
export const findPublishedEntries = (db: Db) =>
  db
    .selectFrom('entries')
    .innerJoin('events', 'events.id', 'entries.eventId')
    .innerJoin('championships', 'championships.id', 'events.championshipId')
    .innerJoin('participants', 'participants.id', 'entries.participantId')
    .select([
      'entries.id',
      'entries.eventId',
      'entries.lane',
      'entries.participantId',
      'entries.crewName',
      'entries.crewMemberIds',
      'entries.seedTime',
      'entries.status',
      'participants.firstName',
      'participants.lastName',
      'participants.club',
      'participants.category',
      'participants.personalBest',
    ])
    .where('events.startList', '=', 'published')
    .where('events.active', '=', 1)
    .where('championships.active', '=', 1)
    .execute();

export type PublishedEntryRow = Awaited<ReturnType<typeof findPublishedEntries>>[number];
