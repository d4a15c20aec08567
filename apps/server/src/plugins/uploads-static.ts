import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Uploaded files are data, never pages: no sniffing, a CSP that runs nothing (SVG included),
// and documents are downloaded rather than displayed.
export async function registerUploadsStatic(app: FastifyInstance, uploadsDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(res, path) {
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
      res.header('Cache-Control', 'public, max-age=3600');
      if (!/\.(png|jpe?g|webp|svg)$/i.test(path)) res.header('Content-Disposition', 'attachment');
    },
  });
}
