import { createHash, randomBytes } from 'node:crypto';

/*
 * A public answer is fully determined by the data version (PublicCache in @app/api, bumped by every
 * admin write before its answer leaves), so its tag is that version. The epoch keeps another server
 * from reusing a tag for other bytes: random per process when the version lives in its memory (a
 * restart starts it again at 0); when several processes share the version through the database, the
 * same for all of those that run one build on one database (`shared`, see sharedEtagSeed), so that a
 * visitor sent to another process behind the proxy still gets a 304. Weak: the bytes differ by
 * content encoding, the meaning does not.
 */
export function etagMaker(shared?: string): (version: number) => string {
  const epoch = shared
    ? createHash('sha256').update(shared).digest('base64url').slice(0, 8)
    : randomBytes(6).toString('base64url');
  return (version) => `W/"${epoch}-${version}"`;
}

/**
 * If-None-Match against the current tag: weak comparison, lists and `*` (RFC 9110 §13.1.2). `*` matches
 * only a representation that exists: the tag is the data version, the same for every URL, so it can be
 * compared before the answer is known, but whether a page exists cannot, and a page that does not must
 * be answered 404, not 304.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string, exists: boolean): boolean {
  if (!header) return false;
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  const wanted = opaque(etag);
  return header.split(',').some((part) => {
    const tag = part.trim();
    return tag === '*' ? exists : opaque(tag) === wanted;
  });
}
