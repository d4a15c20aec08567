import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** The encoding @fastify/compress would pick for this request (br first, then gzip), or null. */
export const preferredEncoding = (request: FastifyRequest): Encoding | null => encodingFor(request.headers);

/** The same choice from the request headers alone (for answers written before Fastify's request exists). */
export function encodingFor(headers: IncomingHttpHeaders): Encoding | null {
  if (headers['x-no-compression'] !== undefined) return null;
  const header = headers['accept-encoding'];
  if (!header) return null;
  // Browsers of one kind all send the same header: remember the last answer.
  if (header === last.header) return last.encoding;
  const encoding = parse(header);
  last = { header, encoding };
  return encoding;
}

let last: { header: string; encoding: Encoding | null } = { header: '', encoding: null };

function parse(header: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => {
    const q = accepted.get(name) ?? accepted.get('*');
    return q !== undefined && q > 0;
  };
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}
