import { z } from 'zod';
import { mailLanguageSchema } from './mail';
import { email } from './common';
import { listQueryFields, pageOf } from './list-query';

export const newsletterInput = z.object({ email: email(), language: mailLanguageSchema });
/** `unsubscribeToken` opens /desinscription without a login: the admin export gives each subscriber's link. */
export const newsletterSubscriptionSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  unsubscribeToken: z.string().nullable(),
  /** Double opt-in: null while the address waits for its confirmation (« en attente de confirmation »). */
  confirmedAt: z.string().nullable(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
/**
 * The one answer to a sign-up, whether the address is new, pending or already confirmed: the form must not
 * tell who is subscribed. The links (confirm, unsubscribe) only ever travel to the address itself.
 */
export const NEWSLETTER_CHECK_MAIL = 'Vérifiez votre boîte mail pour confirmer votre inscription.';
export const newsletterSubscribedOutput = z.object({ message: z.string() });

/** The confirmation page: the GET only shows the button, whose POST subscribes (mail scanners open links). */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirmer';
export const newsletterConfirmInput = z.object({
  token: z
    .string({ error: 'Lien de confirmation invalide' })
    .trim()
    .min(1, { error: 'Lien de confirmation invalide' })
    .max(128),
});
export const NEWSLETTER_CONFIRMED = 'Votre inscription à la newsletter est confirmée.';
export const CONFIRM_UNKNOWN = 'Ce lien de confirmation est inconnu, expiré ou a déjà été utilisé.';
/** Unconfirmed sign-ups are deleted after this many days (the retention job). */
export const NEWSLETTER_CONFIRM_DAYS = 7;

export const unsubscribeInput = z.object({
  token: z
    .string({ error: 'Lien de désinscription invalide' })
    .trim()
    .min(1, { error: 'Lien de désinscription invalide' })
    .max(128),
});
export const NEWSLETTER_UNSUBSCRIBED = 'Votre adresse a été retirée de la newsletter.';
export const UNSUBSCRIBE_UNKNOWN = 'Ce lien de désinscription est inconnu ou a déjà été utilisé.';

export const adminNewsletterQuery = z.object({
  search: listQueryFields.search,
  limit: listQueryFields.limit,
  offset: listQueryFields.offset,
});
export type AdminNewsletterQuery = z.output<typeof adminNewsletterQuery>;
export const adminNewsletterPageSchema = pageOf(newsletterSubscriptionSchema);
