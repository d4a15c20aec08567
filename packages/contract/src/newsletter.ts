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
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
export const NEWSLETTER_SUBSCRIBED = 'Merci, vous êtes inscrit à la newsletter !';

/**
 * The token is given once, to the one who subscribed the address: subscribing an address again answers
 * without it, so knowing someone's address is not enough to unsubscribe them.
 */
export const newsletterSubscribedOutput = z.object({
  id: z.string(),
  message: z.string(),
  unsubscribeToken: z.string().optional(),
});

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
