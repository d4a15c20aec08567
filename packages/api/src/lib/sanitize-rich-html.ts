import sanitizeHtml from 'sanitize-html';

// What the rules editor produces (Lexical), and nothing more: scripts, handlers, styles and
// foreign frames never reach storage, so only sanitized HTML ever reaches a page.
const VIDEO_EMBED =
  /^https:\/\/(www\.youtube(-nocookie)?\.com\/embed\/[\w-]+|player\.vimeo\.com\/video\/\d+)(\?[\w=&.-]*)?$/;
// Lexical writes indent level n (1 to 8) as `calc(n * var(--lexical-indent-base-value, 40px))`;
// plain lengths come from pasted content.
const INDENT = /^\s*(\d{1,3}(\.\d+)?(px|em|rem)|calc\([1-8] \* var\(--lexical-indent-base-value, \d{1,3}px\)\))\s*$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'span',
    'a',
    'img',
    'iframe',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'title'],
    p: ['style', 'class', 'dir'],
    li: ['style', 'class', 'value'],
    ol: ['start', 'class'],
    ul: ['class'],
    h1: ['style', 'class'],
    h2: ['style', 'class'],
    h3: ['style', 'class'],
    h4: ['style', 'class'],
    h5: ['style', 'class'],
    h6: ['style', 'class'],
    span: ['style', 'class'],
  },
  allowedClasses: { '*': [/^editor-[\w-]+$/] },
  allowedStyles: {
    '*': {
      'padding-inline-start': [INDENT],
      'margin-left': [INDENT],
      'text-align': [/^(left|right|center|justify|start|end)$/],
      'font-weight': [/^(bold|[1-9]00)$/],
      'font-style': [/^italic$/],
      'text-decoration': [/^(underline|line-through)( (underline|line-through))?$/],
      // Lexical keeps the author's runs of spaces with pre-wrap on its text spans.
      'white-space': [/^pre-wrap$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'iframe') return !VIDEO_EMBED.test(frame.attribs.src ?? '');
    if (frame.tag === 'img') {
      const src = frame.attribs.src ?? '';
      return !(/^https?:\/\//i.test(src) || /^data:image\/(png|gif|jpe?g|bmp|x-icon|webp);base64,/i.test(src));
    }
    return false;
  },
};

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** True when the sanitized HTML still shows something: text, an image or a video. */
export function hasVisibleContent(html: string): boolean {
  return (
    /<(img|iframe)\b/i.test(html) ||
    sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '').length > 0
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The words a reader sees in sanitized HTML: block ends become spaces, entities are decoded. */
export function richHtmlToText(html: string): string {
  return html
    .replace(/<\/?(p|h[1-6]|li|ul|ol|blockquote|pre|br|hr|img|iframe)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
