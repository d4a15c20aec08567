import { z } from 'zod';
import { email } from './common';

export const newsletterInput = z.object({ email: email() });
export const newsletterSubscriptionSchema = z.object({ id: z.string(), email: z.string(), createdAt: z.string() });
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
export const NEWSLETTER_SUBSCRIBED = 'Merci, vous êtes inscrit à la newsletter !';
