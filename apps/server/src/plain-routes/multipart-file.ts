import type { MultipartFile } from '@fastify/multipart';
import { type ByteSource, bytesSource } from '@app/race-files';

/**
 * The limits of a multipart scope that takes one file of at most `maxBytes`: busboy is told one byte
 * more, so that a file over the limit shows as such in its data (readFileWithin) and is refused at once.
 */
export const oneFileLimits = (maxBytes: number, others: { fields: number; parts: number; fieldSize?: number }) => ({
  files: 1,
  fileSize: maxBytes + 1,
  ...others,
});

/** A file part over its route's limit: the multipart scope's error handler answers 413 naming the limit. */
export class FileTooLarge extends Error {
  readonly statusCode = 413;
  readonly code = 'FST_REQ_FILE_TOO_LARGE';
  constructor() {
    super('file too large');
  }
}

/**
 * The file part's bytes, refused as soon as they pass `maxBytes`. The multipart plugin's own
 * `toBuffer()` reads (and drops) the rest of the part before saying the file was too large: a 1 GB
 * body was read to its end, and one without its closing boundary was called malformed. Here the
 * answer goes out at once, and the scope's onSend hook drops or cuts what the client still sends.
 * The chunks are kept as they came (the import reads them a slice at a time), not joined.
 */
export async function readFileWithin(file: MultipartFile['file'], maxBytes: number): Promise<ByteSource> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes || file.truncated) throw new FileTooLarge();
    chunks.push(chunk);
  }
  if (file.truncated) throw new FileTooLarge();
  return bytesSource(chunks);
}
