import { z } from 'zod';
import { mailLanguageSchema } from './mail';
import { choice, email, type Label, REQUIRED, text, writeInput } from './common';
import { messageCategories } from './contact-message-labels';
import { listQueryFields, optionalFilter, pageOf } from './list-query';

export const messageCategorySchema = choice(messageCategories, 'Catégorie invalide');

export const messageStatuses = ['PENDING', 'PROCESSED', 'CLOSED'] as const;
export const messageStatusSchema = choice(messageStatuses, 'Statut invalide');
export type MessageStatus = z.infer<typeof messageStatusSchema>;
export const messageStatusLabels: Record<MessageStatus, Label> = {
  PENDING: { fr: 'En attente', en: 'Pending' },
  PROCESSED: { fr: 'Traité', en: 'Processed' },
  CLOSED: { fr: 'Fermé', en: 'Closed' },
};
/** Allowed transitions (spec section 4); CLOSED is final. */
export const messageTransitions: Record<MessageStatus, readonly MessageStatus[]> = {
  PENDING: ['PROCESSED', 'CLOSED'],
  PROCESSED: ['CLOSED'],
  CLOSED: [],
};

export const CONSENT_TEXT = "J'accepte que mes données personnelles soient utilisées pour traiter ma demande";

export const contactInput = z.object({
  name: text(120),
  email: email(),
  subject: text(200),
  category: messageCategorySchema,
  message: text(5000),
  consent: z.literal(true, { error: 'Vous devez accepter le traitement de vos données' }),
  /** The site's language when it was sent: the mails that answer are in it. */
  language: mailLanguageSchema,
});

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  category: messageCategorySchema,
  message: z.string(),
  consent: z.boolean(),
  status: messageStatusSchema,
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const setMessageStatusInput = writeInput({
  id: z.string({ error: REQUIRED }).min(1),
  status: messageStatusSchema,
});

export const CONTACT_SENT = 'Message envoyé avec succès !';
export const CONTACT_FAILED = "Erreur lors de l'envoi du message";

/** Admin list at size: search (name, e-mail, subject, message), status and category filters, counts over all messages. */
export const adminMessagesQuery = z.object({
  ...listQueryFields,
  status: optionalFilter(20).pipe(messageStatusSchema.optional()),
  category: optionalFilter(30).pipe(messageCategorySchema.optional()),
});
export type AdminMessagesQuery = z.output<typeof adminMessagesQuery>;
export const adminMessagesPageSchema = pageOf(contactMessageSchema).extend({
  counts: z.object({
    PENDING: z.number().int(),
    PROCESSED: z.number().int(),
    CLOSED: z.number().int(),
    total: z.number().int(),
  }),
});
