import type { FastifyInstance } from 'fastify';

// design.md: CSP with script-src 'self' (no inline script), no framing, nosniff, a referrer policy.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // Rules may show images from http addresses (spec section 5); images cannot run script.
  "img-src 'self' data: https: http:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The access map and the previous edition's video are embedded from these services only.
  'frame-src https://www.openstreetmap.org https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
  "media-src 'self'",
  // The service worker (/sw.js) and the web app manifest, from the site's own origin only (README, offline).
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join(';');

/**
 * The headers helmet 8 wrote with the options this site used (its defaults, no HSTS, no COEP), as
 * constants: @fastify/helmet rebuilt helmet's whole middleware from its options on every request, which
 * cost more than answering a cached public read. Nothing varies per request (no CSP nonce).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CSP,
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const entries = Object.entries(SECURITY_HEADERS);

/** The back-office's addresses (its pages and their client routes). */
export const isBackOfficeUrl = (url: string): boolean => /^\/admin(\/|$|\?)/.test(url);

/** On every answer, routes and errors alike, set on the raw response before any handler runs. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of entries) res.setHeader(name, value);
    /*
     * The back-office's pages, where a signed-in session lives, open in a browsing context group of their
     * own: no other site's window keeps a handle on them. The public pages hold only public data and do
     * without: a page sent with this header cannot stay in the tab's renderer, so the browser starts a
     * new process and a cold JavaScript engine before it can show it. Measured under Lighthouse on
     * /resultats, the page's first task took 24 to 43 ms with it and 16 to 26 ms without; that task
     * ends after the first paint, so Lighthouse counts it in TBT (BENCHMARKS.md).
     */
    if (isBackOfficeUrl(request.url)) res.setHeader('cross-origin-opener-policy', 'same-origin');
    done();
  });
}
