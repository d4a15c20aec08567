import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { allowedUploadFormats, tooLargeMessage, type UploadKind, uploadMaxBytes, WRONG_TYPE_MESSAGE } from '@app/contract';
import { fileTypeFromFile } from 'file-type';
import { TEMP_UPLOAD_PREFIX } from './clean-stale-uploads';
import { cfbOfficeFormat, zipOfficeFormat } from './office-structure';
import { looksLikeSvg, sanitizeSvg } from './sanitize-svg';
import type { UploadStorage } from './upload-storage';

export class UploadError extends Error {
  constructor(
    readonly status: 413 | 415 | 400,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What the bytes are, whatever the name or declared type says; undefined when not allowed. */
async function detectFormat(kind: UploadKind, path: string): Promise<string | undefined> {
  const detected = await fileTypeFromFile(path);
  const allowed: readonly string[] = allowedUploadFormats[kind];
  // SVG is text: an XML declaration makes it "xml" to the detector, so both go to the SVG check.
  if (detected && detected.ext !== 'xml') {
    // Word and Excel 97-2003 share one container (CFB) with installers and other formats: the
    // stream that makes it a Word or an Excel file must be there (design.md: the inner structure).
    if (detected.ext === 'cfb') return kind === 'document' ? cfbOfficeFormat(await readFile(path)) : undefined;
    if (!allowed.includes(detected.ext)) return undefined;
    if (detected.ext === 'docx' || detected.ext === 'xlsx') return zipOfficeFormat(await readFile(path), detected.ext);
    return detected.ext;
  }
  if (kind === 'image') {
    const text = await readFile(path, 'utf8');
    if (looksLikeSvg(text)) return 'svg';
  }
  return undefined;
}

/** A display name only: the last path segment, without control or odd characters. */
export function safeDisplayName(name: string | undefined): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = last.replace(/[^\p{L}\p{N} ._()-]/gu, '_').replace(/^\.+/, '').trim().slice(0, 200);
  return cleaned || 'fichier';
}

/**
 * Streams to a temporary file, checks size and bytes, then hands it to the storage under a random name:
 * a half-written or refused file never appears under /uploads.
 */
export async function storeUpload(storage: UploadStorage, kind: UploadKind, originalName: string, stream: Readable & { truncated?: boolean }) {
  const max = uploadMaxBytes[kind];
  const tmp = join(storage.folder, `${TEMP_UPLOAD_PREFIX}${randomBytes(12).toString('hex')}`);
  let size = 0;
  const file = createWriteStream(tmp, { flags: 'wx' });
  try {
    let tooLarge = false;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max && !tooLarge) {
        tooLarge = true;
        stream.destroy(new UploadError(413, 'PAYLOAD_TOO_LARGE', tooLargeMessage(Math.round(max / 1024 / 1024))));
      }
    });
    await pipeline(stream, file);
    if (tooLarge || stream.truncated) throw new UploadError(413, 'PAYLOAD_TOO_LARGE', tooLargeMessage(Math.round(max / 1024 / 1024)));
    if (size === 0) throw new UploadError(400, 'BAD_REQUEST', 'Le fichier est vide');
    const format = await detectFormat(kind, tmp);
    if (!format) throw new UploadError(415, 'UNSUPPORTED_MEDIA_TYPE', WRONG_TYPE_MESSAGE);
    if (format === 'svg') {
      const clean = sanitizeSvg(await readFile(tmp, 'utf8'));
      await writeFile(tmp, clean);
      size = (await stat(tmp)).size;
    }
    const stored = `${randomBytes(16).toString('hex')}.${format}`;
    await storage.keep(tmp, stored);
    return { url: `/uploads/${stored}`, name: safeDisplayName(originalName), size };
  } catch (error) {
    // A refused upload can fail the pipeline while the file is still being opened: removed before the
    // open completed, the temporary file would appear afterwards and stay. (Not events.once: the stream
    // may emit the pipeline's error first, which would reject it and skip the removal.)
    if (!file.closed) await new Promise<void>((closed) => file.once('close', () => closed()));
    await rm(tmp, { force: true });
    if (error instanceof UploadError) throw error;
    const cause = (error as { cause?: unknown })?.cause;
    if (cause instanceof UploadError) throw cause;
    throw error;
  }
}
