import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppConfig, webDistExists } from '../env';
import { type Encoding, preferredEncoding } from './accept-encoding';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * index.html, the answer to `/` and to every client route: kept in memory with its compressed forms
 * and an ETag, because it is the most requested document of the site and tiny. `no-cache` makes the
 * browser revalidate it (a 304 when unchanged), so a new build's hashed asset names are picked up at
 * once. The file is checked again at most once a second, so a rebuild under a running server is seen.
 */
class PageShell {
  private mtimeMs = -1;
  private checkedAt = 0;
  private etag = '';
  private bodies: Record<Encoding | 'identity', Buffer> = { identity: Buffer.alloc(0), br: Buffer.alloc(0), gzip: Buffer.alloc(0) };

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
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 11 } }),
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
    return reply.type('text/html; charset=utf-8').send(this.bodies[encoding ?? 'identity']);
  }
}

/**
 * The built React app. Hashed assets (/assets/*) never change under a name: cached for a year,
 * immutable; served from the .br/.gz files the build writes beside them (apps/web/vite.config.ts),
 * so nothing is compressed per request. Everything else (index.html, favicon…) must be revalidated.
 */
export async function registerStaticWeb(app: FastifyInstance, config: AppConfig): Promise<void> {
  const hasWeb = webDistExists(config);
  const shell = hasWeb ? new PageShell(resolve(config.webDistDir, 'index.html')) : null;
  if (hasWeb) {
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
    app.get('/', (request, reply) => shell?.send(request, reply));
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|trpc|uploads)(\/|$)/i.test(path) && !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage && shell) return shell.send(request, reply);
    return reply.code(404).send({ message: 'Ressource introuvable' });
  });
}
