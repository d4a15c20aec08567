import type { Database, Db } from '@app/db';

type Counted =
  | 'participants'
  | 'volunteers'
  | 'partners'
  | 'contactMessages'
  | 'accreditations'
  | 'newsletterSubscriptions'
  | 'results';

export const countRows = async (db: Db, table: Counted & keyof Database): Promise<number> =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
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
