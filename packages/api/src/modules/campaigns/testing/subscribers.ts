import { randomBytes } from 'node:crypto';
import type { Db } from '@app/db';

/** Confirmed subscribers s0…s(n-1)@exemple.fr, every `enEvery`-th in English (0: none), straight in the table. */
export async function seedSubscribers(db: Db, count: number, enEvery = 0) {
  const at = new Date(Date.now() - 60_000).toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `sub-${String(i).padStart(5, '0')}`,
    email: `s${i}@exemple.fr`,
    createdAt: at,
    confirmedAt: at,
    unsubscribeToken: randomBytes(16).toString('base64url'),
    language: enEvery > 0 && i % enEvery === 0 ? 'en' : 'fr',
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('newsletterSubscriptions')
      .values(rows.slice(i, i + 500))
      .execute();
  return rows;
}
