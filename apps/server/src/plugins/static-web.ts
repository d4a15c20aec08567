import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppConfig, webDistExists } from '../env';
import { RenderQueue } from '../pages/render-queue';
import type { ServerRender } from '../pages/server-render';
import { type Encoding, preferredEncoding } from './accept-encoding';
import { isBackOfficeUrl } from './security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * index.html, the answer to `/` and to every client route: kept in memory with its compressed forms
 * and an ETag, because it is the most requested document of the site and tiny. `no-cache` makes the
 * browser revalidate it (a 304 when unchanged), so a new build's hashed asset names are picked up at
 * once. The file is checked again at most once a second, so a rebuild under a running server is seen.
 */
export class PageShell {
  private mtimeMs = -1;
  /** The headers of the first answer (security headers included), for the early path. */
  private frozen: Record<string, string> | null = null;
  private checkedAt = 0;
  private etag = '';
  private bodies: Record<Encoding | 'identity', Buffer> = {
    identity: Buffer.alloc(0),
    br: Buffer.alloc(0),
    gzip: Buffer.alloc(0),
  };

  constructor(private readonly file: string) {
    this.refresh(true);
  }

  private refresh(force = false): void {
    const now = Date.now();
    if (!force && now - this.checkedAt < 1000) return;
    this.checkedAt = now;
    const { mtimeMs } = statSync(this.file);
    if (mtimeMs === this.mtimeMs) return;
    const identity = readFileSync(this.file);
    this.bodies = {
      identity,
      br: brotliCompressSync(identity, {
        params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 11 },
      }),
      gzip: gzipSync(identity, { level: 9 }),
    };
    this.etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
    this.mtimeMs = mtimeMs;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    this.refresh();
    reply.header('cache-control', 'no-cache').header('etag', this.etag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === this.etag) return reply.code(304).send();
    const encoding = preferredEncoding(request);
    // Set here, @fastify/compress leaves the bytes alone.
    if (encoding) reply.header('content-encoding', encoding);
    reply.type('text/html; charset=utf-8');
    // Frozen from a back-office answer, the only one the early path sends (with its opener policy).
    if (!this.frozen && isBackOfficeUrl(request.url)) {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !/^(content-length|content-encoding|etag|date|connection|keep-alive)$/i.test(name))
          headers[name.toLowerCase()] = String(value);
      }
      this.frozen = headers;
    }
    return reply.send(this.bodies[encoding ?? 'identity']);
  }

  /**
   * The same answer written straight out, once a first one has gone through every hook (whose headers
   * it reuses): the page shell is requested on every visit and reload, and is the same for everyone.
   */
  sendEarly(request: FastifyRequest, reply: FastifyReply): boolean {
    if (!this.frozen) return false;
    this.refresh();
    const encoding = preferredEncoding(request);
    const notModified = request.headers['if-none-match'] === this.etag;
    const body = notModified ? undefined : this.bodies[encoding ?? 'identity'];
    const headers: Record<string, string> = { ...this.frozen, etag: this.etag };
    if (encoding && body) headers['content-encoding'] = encoding;
    headers['content-length'] = String(body?.length ?? 0);
    if (notModified) delete headers['content-length'];
    reply.hijack();
    reply.raw.writeHead(notModified ? 304 : 200, headers);
    reply.raw.end(request.method === 'HEAD' ? undefined : body);
    return true;
  }
}

const wantsPage = (request: FastifyRequest): boolean => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  return !/^\/(api|trpc|uploads)(\/|$)/i.test(path) && !/\.[a-z0-9]+$/i.test(path);
};

/** The back-office is drawn in the browser, from the page shell; every other page by the server. */
const isBackOffice = (request: FastifyRequest): boolean => isBackOfficeUrl(request.url);

export function createPageShell(config: AppConfig): PageShell | null {
  return webDistExists(config) ? new PageShell(resolve(config.webDistDir, 'index.html')) : null;
}

/**
 * Registered before the security headers: `/` and the client routes (the SPA fallback) get the page
 * shell before any other hook runs, once one answer has gone the normal way.
 */
export function registerPageShellEarly(app: FastifyInstance, shell: PageShell | null): void {
  if (!shell) return;
  app.addHook('onRequest', (request, reply, done) => {
    const isShell = request.is404 && wantsPage(request) && isBackOffice(request);
    if (isShell && shell.sendEarly(request, reply)) return done();
    done();
  });
}

/**
 * The built React app. Hashed assets (/assets/*) never change under a name: cached for a year,
 * immutable; served from the .br/.gz files the build writes beside them (apps/web/vite.config.ts),
 * so nothing is compressed per request. Everything else (index.html, favicon…) must be revalidated.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  config: AppConfig,
  shell: PageShell | null,
  pages: ServerRender | null,
): Promise<void> {
  /** A public page drawn by the server; if drawing fails, the shell lets the browser draw it. */
  const renders = new RenderQueue();
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    render: ServerRender,
  ): Promise<FastifyReply> => {
    let page: { status: number; html: string } | null;
    try {
      page = await renders.run(() => render.render(request.url));
    } catch (error) {
      request.log.error(error);
      page = null;
    }
    if (!page) {
      if (shell) return shell.send(request, reply);
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ message: 'Service momentanément surchargé, réessayez dans un instant' });
    }
    // A 200 is stored and tagged by the public response cache; a 404 is drawn again each time.
    if (page.status !== 200) reply.header('cache-control', 'no-cache');
    return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
  };

  if (shell) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        res.header('Cache-Control', path.includes(`${'/'}assets${'/'}`) ? IMMUTABLE : 'no-cache');
      },
    });
    app.get('/', (request, reply) => (pages ? sendPage(request, reply, pages) : shell.send(request, reply)));
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (pages && wantsPage(request) && !isBackOffice(request)) return sendPage(request, reply, pages);
    if (shell && wantsPage(request)) return shell.send(request, reply);
    return reply.code(404).send({ message: 'Ressource introuvable' });
  });
}
