import { describe, expect, it } from 'vitest';
import { hasVisibleContent, sanitizeRichHtml } from './sanitize-rich-html';

describe('sanitizeRichHtml', () => {
  it('removes scripts, event handlers, javascript: links and foreign markup', () => {
    const dirty = [
      '<p onclick="steal()">Texte<script>alert(1)</script></p>',
      '<img src="https://exemple.fr/a.png" onerror="alert(2)">',
      '<a href="javascript:alert(3)">lien</a>',
      '<a href="JaVaScRiPt:alert(4)">lien2</a>',
      '<a href="  javascript:alert(5)">lien3</a>',
      '<svg><script>alert(6)</script></svg>',
      '<style>body{display:none}</style>',
      '<object data="x.swf"></object><embed src="x.swf"><form action="/x"><input name="a"></form>',
      '<p style="background:url(javascript:alert(7))">style</p>',
      '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
      '<img src="vbscript:msgbox(1)">',
      '<iframe src="https://evil.example/embed/x"></iframe>',
      '<iframe src="javascript:alert(8)"></iframe>',
      '<iframe srcdoc="<script>alert(9)</script>" src="https://www.youtube.com/embed/abc123"></iframe>',
    ].join('');
    const clean = sanitizeRichHtml(dirty);
    expect(clean).not.toMatch(
      /script|onerror|onclick|javascript:|vbscript:|<style|<object|<embed|<form|<input|srcdoc|evil\.example|<svg|background/i,
    );
    expect(clean).toContain('Texte');
    expect(clean).toContain('<img src="https://exemple.fr/a.png" />');
    expect(clean).toContain('lien');
  });

  it('keeps what the editor produces: paragraphs, headings, lists, bold, italic, underline, code', () => {
    const html =
      '<h2>Titre</h2><h3>Sous-titre</h3><p dir="ltr"><b><strong>gras</strong></b> <i><em>italique</em></i> <u>souligné</u> <code>code</code> <s>barré</s></p>' +
      '<ul><li value="1">un</li><li value="2">deux<ol start="3"><li>trois</li></ol></li></ul><blockquote>cite</blockquote>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('keeps the indentation levels 1 to 8 the editor writes, and text alignment', () => {
    for (const level of [1, 2, 8]) {
      const html = `<p style="padding-inline-start: calc(${level} * var(--lexical-indent-base-value, 40px))">retrait ${level}</p>`;
      expect(sanitizeRichHtml(html)).toMatch(
        new RegExp(`padding-inline-start:calc\\(${level} \\* var\\(--lexical-indent-base-value, 40px\\)\\)`),
      );
    }
    expect(sanitizeRichHtml('<p style="padding-inline-start: 80px">px</p>')).toContain('padding-inline-start:80px');
    expect(sanitizeRichHtml('<p style="text-align: center">centré</p>')).toContain('text-align:center');
    // The author's runs of spaces survive (Lexical marks its text spans pre-wrap); no other white-space value does.
    expect(sanitizeRichHtml('<p><span style="white-space: pre-wrap;">a    b</span></p>')).toContain(
      'white-space:pre-wrap',
    );
    expect(sanitizeRichHtml('<p><span style="white-space: nowrap">a</span></p>')).not.toContain('white-space');
    // Nothing else rides along in a style attribute.
    expect(sanitizeRichHtml('<p style="padding-inline-start: calc(2 * 40px); position: fixed">x</p>')).not.toMatch(
      /position|calc/,
    );
  });

  it('keeps links to http, https, mailto and tel only, opened safely in a new tab', () => {
    for (const href of [
      'https://ffaviron.fr/',
      'http://exemple.fr/a',
      'mailto:contact@exemple.fr',
      'tel:+33145678900',
    ]) {
      const clean = sanitizeRichHtml(`<a href="${href}">x</a>`);
      expect(clean).toContain(`href="${href}"`);
      expect(clean).toContain('rel="noopener noreferrer"');
      expect(clean).toContain('target="_blank"');
    }
    for (const href of [
      'ftp://exemple.fr/x',
      'data:text/html;base64,PHNjcmlwdD4=',
      'file:///etc/passwd',
      '//evil.example/x',
    ]) {
      expect(sanitizeRichHtml(`<a href="${href}">x</a>`)).not.toContain('href');
    }
  });

  it('keeps images from http, https and data (raster types) only', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitizeRichHtml(`<img src="${png}" alt="a">`)).toContain(`src="${png}"`);
    expect(sanitizeRichHtml('<img src="http://exemple.fr/a.jpg" alt="b">')).toContain('src="http://exemple.fr/a.jpg"');
    expect(sanitizeRichHtml('<img src="ftp://exemple.fr/a.jpg">')).toBe('');
    expect(sanitizeRichHtml('<img src="/relative.png">')).toBe('');
  });

  it('keeps iframes only from the YouTube and Vimeo embed addresses', () => {
    for (const src of [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://player.vimeo.com/video/123456',
    ]) {
      expect(
        sanitizeRichHtml(`<iframe src="${src}" width="560" height="315" allowfullscreen="true"></iframe>`),
      ).toContain(`src="${src}"`);
    }
    for (const src of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'http://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://vimeo.com/123456',
      'https://www.youtube.com.evil.example/embed/x',
      'https://evil.example/?https://www.youtube.com/embed/x',
    ]) {
      expect(sanitizeRichHtml(`<iframe src="${src}"></iframe>`), src).toBe('');
    }
  });

  it('tells empty content apart from visible content', () => {
    expect(hasVisibleContent(sanitizeRichHtml('<p><br></p><script>x</script>'))).toBe(false);
    expect(hasVisibleContent(sanitizeRichHtml('<p>&nbsp;</p>'))).toBe(false);
    expect(hasVisibleContent(sanitizeRichHtml('<p>Article 1</p>'))).toBe(true);
    expect(hasVisibleContent(sanitizeRichHtml('<img src="https://exemple.fr/a.png">'))).toBe(true);
  });
});
