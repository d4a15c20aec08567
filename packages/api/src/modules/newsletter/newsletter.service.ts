import { type AdminNewsletterQuery, NEWSLETTER_SUBSCRIBED, type NewsletterSubscription } from '@app/contract';
import type { Db } from '@app/db';
import { assertTouched } from '../../lib/crud';
import { newId, nowIso } from '../../lib/ids';
import { listWindow, searchIn } from '../../lib/list-window';
import * as repo from './newsletter.repository';

export const list = (db: Db): Promise<NewsletterSubscription[]> => repo.findAll(db);

const subscriptionSearch = searchIn<NewsletterSubscription>((s) => [s.email]);

/** The subscriptions that match, newest first (the repository's order). */
export const adminWindow = (all: readonly NewsletterSubscription[], query: AdminNewsletterQuery | undefined) =>
  listWindow(all, query, { search: subscriptionSearch, defaultOrder: 'desc' });

/** Subscribing again is a success that keeps the first subscription (no duplicate row). */
export async function subscribe(db: Db, email: string) {
  await repo.insertIgnoringDuplicate(db, { id: newId(), email, createdAt: nowIso() });
  const row = await repo.findByEmail(db, email);
  return { id: row?.id ?? '', message: NEWSLETTER_SUBSCRIBED };
}

export async function remove(db: Db, id: string) {
  assertTouched(await repo.remove(db, id), 'Abonnement');
  return { message: 'Abonnement supprimé' };
}
