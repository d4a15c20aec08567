import { randomBytes } from 'node:crypto';

/*
 * A public answer is fully determined by the data version (PublicCache in @app/api, bumped by every
 * admin write before its answer leaves), so its tag is that version. The epoch, random per server,
 * keeps a restart (version back to 0, maybe a new build or database) from reusing an old tag. Weak:
 * the bytes differ by content encoding, the meaning does not.
 */
export function etagMaker(): (version: number) => string {
  const epoch = randomBytes(6).toString('base64url');
  return (version) => `W/"${epoch}-${version}"`;
}

/** If-None-Match against the current tag: weak comparison, lists and `*` (RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  const wanted = opaque(etag);
  return header.split(',').some((part) => {
    const tag = part.trim();
    return tag === '*' || opaque(tag) === wanted;
  });
}
