import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';
import { sanitizeRichHtml } from '../../lib/sanitize-rich-html';

/** A link or image of the site's own (`/uploads/…`, `/inscriptions`) made absolute: a mail has no site to be relative to. */
const absolute = (url: string | undefined, publicUrl: string) =>
  url?.startsWith('/') && !url.startsWith('//') ? `${publicUrl}${url}` : (url ?? '');

/**
 * A campaign's body (the rich-text editor's HTML, as the rules use it) for a mail: first the same
 * allow-list as the public pages, then what a mail program cannot show goes: the editor's classes
 * (Tailwind, not loaded in a mail) and video frames (blocked by every mail program), which become a
 * link to the video; the site's own links and images are made absolute. The plain-text part is written
 * from the same HTML, links kept as « texte [url] ».
 */
export function campaignBody(html: string, publicUrl: string): { html: string; text: string } {
  const safe = sanitizeRichHtml(html);
  const forMail = sanitizeHtml(safe, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'h1', 'h2', 'h3', 'span', 'u', 's']),
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['style'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    transformTags: {
      iframe: (_tag, attribs) => ({ tagName: 'a', attribs: { href: attribs.src ?? '' }, text: attribs.src ?? '' }),
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, href: absolute(attribs.href, publicUrl) } }),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: absolute(attribs.src, publicUrl) } }),
    },
  });
  const text = convert(forMail, {
    wordwrap: 78,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
    ],
  });
  return { html: forMail, text };
}
