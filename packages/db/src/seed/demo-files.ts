import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes a demo file under a random name, as an upload would be stored; returns its public URL and size. */
export function writeDemoFile(
  uploadsDir: string,
  ext: string,
  content: Buffer | string,
): { url: string; size: number } {
  mkdirSync(uploadsDir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
  writeFileSync(join(uploadsDir, name), data);
  return { url: `/uploads/${name}`, size: data.length };
}

const escapeXml = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/** A plain drawn logo: a coloured card with the partner's name, no script. */
export function logoSvg(name: string, background: string, foreground = '#ffffff'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120"><rect width="240" height="120" rx="16" fill="${background}"/><text x="120" y="68" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="${foreground}" text-anchor="middle">${escapeXml(name)}</text></svg>`;
}
