import type { Database, Db } from '@app/db';

type Counted = 'participants' | 'volunteers' | 'partners' | 'contactMessages' | 'accreditations' | 'results';

export const countRows = async (db: Db, table: Counted & keyof Database): Promise<number> =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Subscribers are the confirmed addresses only: a pending sign-up is nobody's consent yet (double opt-in). */
export const countConfirmedSubscribers = async (db: Db): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('newsletterSubscriptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('confirmedAt', 'is not', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const countPendingMessages = async (db: Db): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('contactMessages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'PENDING')
        .executeTakeFirstOrThrow()
    ).n,
  );
