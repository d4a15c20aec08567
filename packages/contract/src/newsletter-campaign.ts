import { z } from 'zod';
import { changesSomething, idParam, NOTHING_TO_CHANGE, text, writeInput } from './common';

// Newsletter campaigns (issue 32, item 4): composed in the back-office in French and English, tried on
// the administrator's own address, then sent to every confirmed subscriber in their language.

export const campaignStates = ['draft', 'sending', 'queued'] as const;
export type CampaignState = (typeof campaignStates)[number];
export const campaignStateLabels: Record<CampaignState, string> = {
  draft: 'Brouillon',
  sending: 'Envoi en cours',
  queued: 'Envoi en cours',
};

/** A body is the rich-text editor's HTML, sanitised by the server before it is stored. */
const body = () => text(100_000);
const subject = () => text(200);

export const campaignCreateInput = writeInput({
  subjectFr: subject(),
  subjectEn: subject(),
  bodyFr: body(),
  bodyEn: body(),
});
export type CampaignCreate = z.output<typeof campaignCreateInput>;
export const campaignUpdateInput = writeInput({
  id: idParam.shape.id,
  subjectFr: subject().optional(),
  subjectEn: subject().optional(),
  bodyFr: body().optional(),
  bodyEn: body().optional(),
}).refine(changesSomething, NOTHING_TO_CHANGE);
export type CampaignUpdate = z.output<typeof campaignUpdateInput>;

/** Sent / total while it goes; then the report: sent, failed, unsubscribed since it started. */
export const campaignProgressSchema = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  unsubscribedSince: z.number().int(),
  done: z.boolean(),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

export const campaignSchema = z.object({
  id: z.string(),
  subjectFr: z.string(),
  subjectEn: z.string(),
  bodyFr: z.string(),
  bodyEn: z.string(),
  state: z.enum(campaignStates),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  startedBy: z.string().nullable(),
  progress: campaignProgressSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;

export const CAMPAIGN_NOT_DRAFT = 'Cette campagne est déjà partie : elle ne peut plus être modifiée ni envoyée.';
export const CAMPAIGN_NOT_FOUND = 'Campagne introuvable';
export const CAMPAIGN_EMPTY = 'Le texte de la campagne est vide';
export const CAMPAIGN_TEST_SENT = 'Un essai a été envoyé à votre adresse.';
