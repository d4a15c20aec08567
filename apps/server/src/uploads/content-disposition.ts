/** RFC 5987 value: percent-encoded UTF-8, including the characters encodeURIComponent leaves as they are. */
const encodeExtValue = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A quoted-string fallback for old clients: accents dropped, anything else outside printable ASCII, quotes and backslashes replaced. */
const asciiFallback = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');

/**
 * `attachment` with the file's original name (RFC 6266): `filename*` carries the UTF-8 name,
 * `filename` an ASCII approximation. Without a name, a bare `attachment` (the stored name is used).
 */
export function attachmentDisposition(name: string | null | undefined): string {
  const clean = (name ?? '').replace(/[\u0000-\u001f\u007f/\\]/g, '').trim();
  if (!clean) return 'attachment';
  return `attachment; filename="${asciiFallback(clean)}"; filename*=UTF-8''${encodeExtValue(clean)}`;
}
