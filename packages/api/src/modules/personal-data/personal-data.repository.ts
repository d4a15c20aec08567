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
    .select(['id', 'firstName', 'lastName', 'email', 'phone', 'role', 'availability', 'experience', 'motivation', 'status', 'createdAt'])
    .where(sameEmail(email))
    .execute();

export const findMessages = (db: Db, email: string) =>
  db.selectFrom('contactMessages').select(['id', 'name', 'email', 'subject', 'category', 'message', 'consent', 'status', 'createdAt']).where(sameEmail(email)).execute();

export const findAccreditations = (db: Db, email: string) =>
  db.selectFrom('accreditations').select(['id', 'media', 'journalist', 'email', 'phone', 'type', 'needs', 'status', 'createdAt']).where(sameEmail(email)).execute();

export const findSubscriptions = (db: Db, email: string) => db.selectFrom('newsletterSubscriptions').select(['id', 'email', 'createdAt']).where(sameEmail(email)).execute();

export const findAccounts = (db: Db, email: string) => db.selectFrom('admins').select(['id', 'email', 'createdAt', 'lastLoginAt']).where(sameEmail(email)).execute();

/** Deletes what one address left in the erasable tables; the number of rows gone. */
export async function removeByEmail(db: Db, email: string): Promise<number> {
  const where = sameEmail(email);
  let deleted = 0;
  for (const table of ['participants', 'volunteers', 'contactMessages', 'accreditations', 'newsletterSubscriptions'] as const) {
    deleted += Number((await db.deleteFrom(table).where(where).executeTakeFirst()).numDeletedRows);
  }
  return deleted;
}
