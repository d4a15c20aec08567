import { type MailKind, type MailLanguage, unsubscribePath } from '@app/contract';
import { renderMail } from './mail-render';
import type { NewMail } from './mail.service';

/**
 * Every mail sent to a newsletter address (the confirmation, and each campaign's copy) is built here: the
 * unsubscribe link in the footer and the RFC 8058 headers, so that mail programs show their own
 * « Se désinscrire » button, which POSTs `List-Unsubscribe=One-Click` to the same URL (the /desinscription
 * plain route). No mailto: nobody reads that box automatically, and a request that waits for a human is
 * not the one-click the headers promise.
 */
export function newsletterMail(input: {
  kind: MailKind;
  to: string;
  language: MailLanguage;
  subject: string;
  lines: readonly string[];
  richHtml?: { html: string; text: string } | undefined;
  link?: { label: string; url: string } | undefined;
  unsubscribeToken: string;
  publicUrl: string;
  campaignId?: string | undefined;
  dedupeKey?: string | undefined;
  notBefore?: string | undefined;
}): NewMail {
  const unsubscribeUrl = `${input.publicUrl}${unsubscribePath(input.unsubscribeToken)}`;
  return {
    kind: input.kind,
    to: input.to,
    language: input.language,
    rendered: renderMail({
      language: input.language,
      subject: input.subject,
      lines: input.lines,
      richHtml: input.richHtml,
      link: input.link,
      publicUrl: input.publicUrl,
      unsubscribeUrl,
    }),
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    campaignId: input.campaignId,
    dedupeKey: input.dedupeKey,
    notBefore: input.notBefore,
  };
}
