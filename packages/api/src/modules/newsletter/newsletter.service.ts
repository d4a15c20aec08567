import { createHash, randomBytes } from 'node:crypto';
import {
  type AdminNewsletterQuery,
  CONFIRM_UNKNOWN,
  NEWSLETTER_CHECK_MAIL,
  NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_UNSUBSCRIBED,
  type MailLanguage,
  type NewsletterSubscription,
  UNSUBSCRIBE_UNKNOWN,
} from '@app/contract';
import type { Db } from '@app/db';
import { assertTouched } from '../../lib/crud';
import { notFound } from '../../lib/domain-error';
import { newId, nowIso } from '../../lib/ids';
import { listWindow, searchIn } from '../../lib/list-window';
import { confirmTexts, footerTexts } from '../mail/mail-texts';
import { enqueue, underRecipientLimit } from '../mail/mail.service';
import { newsletterMail } from '../mail/newsletter-mail';
import { cancelPendingCopiesTo } from '../campaigns/campaigns.repository';
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

/** 256 random bits: the links cannot be guessed. */
const newToken = () => randomBytes(32).toString('base64url');
/** Only the confirmation token's hash is stored: a copy of the database cannot confirm anybody. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const confirmWindowStart = (now = new Date()) =>
  new Date(now.getTime() - NEWSLETTER_CONFIRM_DAYS * 86_400_000).toISOString();

/**
 * Double opt-in (CNIL): a new address is stored unconfirmed and sent a confirmation link, in the same
 * transaction. A pending address gets a fresh link, within the per-address limit of the public forms.
 * A confirmed address gets nothing: it is already subscribed, and a mail would only let anybody fill
 * somebody's box. The answer is the same in all three cases, so the form tells nobody who is subscribed.
 */
export async function subscribe(db: Db, email: string, language: MailLanguage, publicUrl: string) {
  await db.transaction().execute(async (trx) => {
    const confirmToken = newToken();
    const inserted = await repo.insertIgnoringDuplicate(trx, {
      id: newId(),
      email,
      createdAt: nowIso(),
      unsubscribeToken: newToken(),
      confirmToken: hashToken(confirmToken),
      confirmedAt: null,
      language,
    });
    const row = await repo.findByEmail(trx, email);
    if (!row?.unsubscribeToken || row.confirmedAt) return;
    if (!(await underRecipientLimit(trx, email, ['newsletter_confirm']))) return;
    if (!inserted) await repo.renewPending(trx, row.id, hashToken(confirmToken), language);
    await enqueue(trx, confirmationMail(email, language, confirmToken, row.unsubscribeToken, publicUrl));
  });
  return { message: NEWSLETTER_CHECK_MAIL };
}

const confirmationMail = (
  to: string,
  language: MailLanguage,
  confirmToken: string,
  unsubscribeToken: string,
  publicUrl: string,
) =>
  newsletterMail({
    kind: 'newsletter_confirm',
    to,
    language,
    ...confirmTexts[language](),
    link: {
      label: footerTexts[language].confirm,
      url: `${publicUrl}${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(confirmToken)}`,
    },
    unsubscribeToken,
    publicUrl,
  });

/** The confirmation page's button: the address becomes a subscriber; the link is then used up. */
export async function confirm(db: Db, token: string) {
  const result = await repo.confirmByTokenHash(db, hashToken(token), nowIso(), confirmWindowStart());
  if (Number(result.numUpdatedRows) === 0) throw notFound(CONFIRM_UNKNOWN);
  return { message: NEWSLETTER_CONFIRMED };
}

/** The link's one use: the row goes (contact data is kept until unsubscribing, spec section 9). */
// An address that leaves gets nothing more: a campaign's copies still waiting for it are cancelled in the
// same transaction (they count in the campaign's « désinscrits depuis »).
export async function unsubscribe(db: Db, token: string) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('newsletterSubscriptions')
      .select('email')
      .where('unsubscribeToken', '=', token)
      .executeTakeFirst();
    const result = await repo.removeByToken(trx, token);
    if (!row || Number(result.numDeletedRows) === 0) throw notFound(UNSUBSCRIBE_UNKNOWN);
    await cancelPendingCopiesTo(trx, row.email, nowIso());
  });
  return { message: NEWSLETTER_UNSUBSCRIBED };
}

export async function remove(db: Db, id: string) {
  await db.transaction().execute(async (trx) => {
    const row = await repo.findById(trx, id);
    assertTouched(await repo.remove(trx, id), 'Abonnement');
    if (row) await cancelPendingCopiesTo(trx, row.email, nowIso());
  });
  return { message: 'Abonnement supprimé' };
}
