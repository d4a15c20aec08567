import type { Db } from '@app/db';
import { sql } from 'kysely';

// Case-insensitive exact match: addresses typed by visitors keep whatever case they were given in.
const sameEmail = (email: string) => sql<boolean>`lower(email) = ${email.toLowerCase()}`;

export const findParticipants = (db: Db, email: string) =>
  db
    .selectFrom('participants')
    .innerJoin('championships', 'championships.id', 'participants.championshipId')
    .select([
      'participants.id',
      'participants.firstName',
      'participants.lastName',
      'participants.email',
      'participants.phone',
      'participants.club',
      'participants.category',
      'championships.name as championship',
      'participants.bib',
      'participants.personalBest',
      'participants.registrationDate',
      'participants.confirmed',
      'participants.paid',
    ])
    .where(sql<boolean>`lower(participants.email) = ${email.toLowerCase()}`)
    .execute();

export const findVolunteers = (db: Db, email: string) =>
  db
    .selectFrom('volunteers')
    .select([
      'id',
      'firstName',
      'lastName',
      'email',
      'phone',
      'role',
      'availability',
      'experience',
      'motivation',
      'status',
      'createdAt',
    ])
    .where(sameEmail(email))
    .execute();

export const findMessages = (db: Db, email: string) =>
  db
    .selectFrom('contactMessages')
    .select(['id', 'name', 'email', 'subject', 'category', 'message', 'consent', 'status', 'createdAt'])
    .where(sameEmail(email))
    .execute();

export const findAccreditations = (db: Db, email: string) =>
  db
    .selectFrom('accreditations')
    .select(['id', 'media', 'journalist', 'email', 'phone', 'type', 'needs', 'status', 'createdAt'])
    .where(sameEmail(email))
    .execute();

export const findSubscriptions = (db: Db, email: string) =>
  db.selectFrom('newsletterSubscriptions').select(['id', 'email', 'createdAt']).where(sameEmail(email)).execute();

export const findAccounts = (db: Db, email: string) =>
  db.selectFrom('admins').select(['id', 'email', 'createdAt', 'lastLoginAt']).where(sameEmail(email)).execute();

/** The results linked to these registrations, with their race: public records, kept unless anonymised. */
export const findResults = (db: Db, participantIds: readonly string[]) =>
  participantIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('results')
        .innerJoin('events', 'events.id', 'results.eventId')
        .select([
          'results.id',
          'results.athlete',
          'results.club',
          'results.category',
          'results.rank',
          'results.time',
          'results.status',
          'events.name as event',
          'events.date',
        ])
        .where('results.participantId', 'in', [...participantIds])
        .orderBy('events.date')
        .execute();

/** The rows stay in their rankings, under ANONYMOUS_ATHLETE and linked to no one; the number changed. */
export async function anonymiseResults(db: Db, participantIds: readonly string[], name: string): Promise<number> {
  if (participantIds.length === 0) return 0;
  const result = await db
    .updateTable('results')
    .set({ athlete: name, participantId: null })
    .where('participantId', 'in', [...participantIds])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes what one address left in the erasable tables; the number of rows gone. */
export async function removeByEmail(db: Db, email: string): Promise<number> {
  const where = sameEmail(email);
  let deleted = 0;
  for (const table of [
    'participants',
    'volunteers',
    'contactMessages',
    'accreditations',
    'newsletterSubscriptions',
  ] as const) {
    deleted += Number((await db.deleteFrom(table).where(where).executeTakeFirst()).numDeletedRows);
  }
  return deleted;
}
