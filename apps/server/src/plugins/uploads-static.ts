import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../uploads/content-disposition';
import type { ReadableUploads, UploadStorage } from '../uploads/upload-storage';

const IMAGE = /\.(png|jpe?g|webp|svg)$/i;
/** The names storeUpload gives (random hex and the format); anything else is no stored file. */
const STORED_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

type Header = (name: string, value: string) => unknown;

// Uploaded files are data, never pages: no sniffing, a CSP that runs nothing (SVG included),
// and documents are downloaded rather than displayed, under the name they were uploaded with
// (downloadName finds it, by URL, on the rule or document that holds the file).
function dataHeaders(header: Header, path: string, name: string | null | undefined): void {
  header('X-Content-Type-Options', 'nosniff');
  header('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
  header('Cache-Control', 'public, max-age=3600');
  if (!IMAGE.test(path)) header('Content-Disposition', attachmentDisposition(name));
}

export async function registerUploadsStatic(
  app: FastifyInstance,
  storage: UploadStorage,
  downloadName: (url: string) => Promise<string | null> = async () => null,
): Promise<void> {
  const names = new WeakMap<FastifyRequest, string | null>();
  await app.register(async (scope) => {
    scope.addHook('preHandler', async (request) => {
      const url = request.url.split('?')[0] ?? '';
      if (!IMAGE.test(url)) names.set(request, await downloadName(url));
    });
    if (storage.kind !== 'folder') {
      scope.get('/uploads/*', (request, reply) => sendStored(storage, request, reply, names.get(request)));
      return;
    }
    await scope.register(fastifyStatic, {
      root: storage.folder,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      setHeaders(res, path) {
        dataHeaders((name, value) => res.header(name, value), path, names.get(res.request));
      },
    });
  });
}

/** A file kept in the database or the bucket, with the headers @fastify/static gives a file of the folder. */
async function sendStored(
  storage: ReadableUploads,
  request: FastifyRequest,
  reply: FastifyReply,
  downloadAs: string | null | undefined,
) {
  const name = (request.params as { '*': string })['*'];
  // As @fastify/static's `dotfiles: 'deny'`; the root error handler writes the French answer.
  if (name.startsWith('.')) throw Object.assign(new Error('dotfile'), { statusCode: 403 });
  const type = TYPES[name.split('.').pop()?.toLowerCase() ?? ''];
  const file = STORED_NAME.test(name) && type ? await storage.read(name) : undefined;
  if (!file || !type) return reply.callNotFound();
  // A stored name is never reused for other bytes: the name is the tag.
  const etag = `"${name}"`;
  dataHeaders((header, value) => reply.header(header, value), name, downloadAs);
  reply
    .header('ETag', etag)
    .header('Last-Modified', new Date(file.createdAt).toUTCString())
    .header('Accept-Ranges', 'none');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(file.bytes);
}
