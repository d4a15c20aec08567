import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../uploads/content-disposition';

const IMAGE = /\.(png|jpe?g|webp|svg)$/i;

// Uploaded files are data, never pages: no sniffing, a CSP that runs nothing (SVG included),
// and documents are downloaded rather than displayed, under the name they were uploaded with
// (downloadName finds it, by URL, on the rule or document that holds the file).
export async function registerUploadsStatic(app: FastifyInstance, uploadsDir: string, downloadName: (url: string) => Promise<string | null> = async () => null): Promise<void> {
  const names = new WeakMap<FastifyRequest, string | null>();
  await app.register(async (scope) => {
    scope.addHook('preHandler', async (request) => {
      const url = request.url.split('?')[0] ?? '';
      if (!IMAGE.test(url)) names.set(request, await downloadName(url));
    });
    await scope.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      setHeaders(res, path) {
        res.header('X-Content-Type-Options', 'nosniff');
        res.header('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
        res.header('Cache-Control', 'public, max-age=3600');
        if (!IMAGE.test(path)) res.header('Content-Disposition', attachmentDisposition(names.get(res.request)));
      },
    });
  });
}
