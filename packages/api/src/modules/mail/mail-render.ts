import { type MailLanguage, site } from '@app/contract';
import { footerTexts } from './mail-texts';

export type RenderedMail = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Plain text and simple HTML from the same paragraphs, with the site's name and contact in the footer.
 * `richHtml` (a campaign's body, already sanitised by the editor's pipeline) replaces the HTML paragraphs.
 */
export function renderMail(input: {
  language: MailLanguage;
  subject: string;
  lines: readonly string[];
  /** The administrator's own words (a decision's note, a reply): quoted under their heading. */
  note?: string | undefined;
  link?: { label: string; url: string } | undefined;
  richHtml?: { html: string; text: string } | undefined;
  publicUrl: string;
  unsubscribeUrl?: string | undefined;
}): RenderedMail {
  const words = footerTexts[input.language];
  const footer = [site.name, `${site.email} · ${input.publicUrl}`];
  const text = [
    ...(input.richHtml ? [input.richHtml.text] : input.lines),
    ...(input.note ? [`${words.note} :`, input.note] : []),
    ...(input.link ? [`${input.link.label} : ${input.link.url}`] : []),
    '--',
    ...footer,
    ...(input.unsubscribeUrl ? [`${words.unsubscribe} : ${input.unsubscribeUrl}`] : []),
  ].join('\n\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a">',
    input.richHtml ? input.richHtml.html : input.lines.map(paragraph).join(''),
    input.note ? `<p><strong>${escapeHtml(words.note)}</strong></p>${paragraph(input.note)}` : '',
    input.link ? `<p><a href="${escapeHtml(input.link.url)}">${escapeHtml(input.link.label)}</a></p>` : '',
    '<hr><p style="font-size:12px;color:#555">',
    footer.map(escapeHtml).join('<br>'),
    input.unsubscribeUrl
      ? `<br><a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(words.unsubscribe)}</a>`
      : '',
    '</p></body></html>',
  ].join('');
  return { subject: input.subject, text, html };
}
