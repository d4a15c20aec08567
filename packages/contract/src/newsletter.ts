import { z } from 'zod';
import { email } from './common';
import { listQueryFields, pageOf } from './list-query';

export const newsletterInput = z.object({ email: email() });
export const newsletterSubscriptionSchema = z.object({ id: z.string(), email: z.string(), createdAt: z.string() });
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
export const NEWSLETTER_SUBSCRIBED = 'Merci, vous êtes inscrit à la newsletter !';

export const adminNewsletterQuery = z.object({ search: listQueryFields.search, limit: listQueryFields.limit, offset: listQueryFields.offset });
export type AdminNewsletterQuery = z.output<typeof adminNewsletterQuery>;
export const adminNewsletterPageSchema = pageOf(newsletterSubscriptionSchema);
