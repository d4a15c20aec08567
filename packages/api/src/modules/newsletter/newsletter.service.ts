import { randomBytes } from 'node:crypto';
import {
  type AdminNewsletterQuery,
  NEWSLETTER_SUBSCRIBED,
  NEWSLETTER_UNSUBSCRIBED,
  type NewsletterSubscription,
  UNSUBSCRIBE_UNKNOWN,
} from '@app/contract';
import type { Db } from '@app/db';
import { assertTouched } from '../../lib/crud';
import { notFound } from '../../lib/domain-error';
import { newId, nowIso } from '../../lib/ids';
import { listWindow, searchIn } from '../../lib/list-window';
import * as repo from './newsletter.repository';

export const list = (db: Db): Promise<NewsletterSubscription[]> => repo.findAll(db);

export async function byId(db: Db, id: string): Promise<NewsletterSubscription> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Abonnement introuvable');
  return row;
}

const subscriptionSearch = searchIn<NewsletterSubscription>((s) => [s.email]);

/** The subscriptions that match, newest first (the repository's order). */
export const adminWindow = (all: readonly NewsletterSubscription[], query: AdminNewsletterQuery | undefined) =>
  listWindow(all, query, { search: subscriptionSearch, defaultOrder: 'desc' });

/** 256 random bits: the unsubscribe link cannot be guessed. */
const newToken = () => randomBytes(32).toString('base64url');

/**
 * Subscribing again is a success that keeps the first subscription (no duplicate row). Only a new
 * subscription answers with its unsubscribe token: whoever types a known address does not get its link.
 */
export async function subscribe(db: Db, email: string) {
  const unsubscribeToken = newToken();
  const inserted = await repo.insertIgnoringDuplicate(db, {
    id: newId(),
    email,
    createdAt: nowIso(),
    unsubscribeToken,
  });
  const row = await repo.findByEmail(db, email);
  return { id: row?.id ?? '', message: NEWSLETTER_SUBSCRIBED, ...(inserted ? { unsubscribeToken } : {}) };
}

/** The link's one use: the row goes (contact data is kept until unsubscribing, spec section 9). */
export async function unsubscribe(db: Db, token: string) {
  const result = await repo.removeByToken(db, token);
  if (Number(result.numDeletedRows) === 0) throw notFound(UNSUBSCRIBE_UNKNOWN);
  return { message: NEWSLETTER_UNSUBSCRIBED };
}

export async function remove(db: Db, id: string) {
  assertTouched(await repo.remove(db, id), 'Abonnement');
  return { message: 'Abonnement supprimé' };
}
