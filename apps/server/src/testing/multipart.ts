import type { TestServer } from './test-server';

/** POST /api/upload?type=… with one file, as the back-office sends it; no token when `token` is null. */
export function uploadFile(
  app: TestServer,
  token: string | null,
  type: string,
  filename: string,
  content: Buffer | string,
  declared?: string,
) {
  const mp = multipartFile(filename, content, declared);
  return app.server.inject({
    method: 'POST',
    url: `/api/upload?type=${type}`,
    payload: mp.payload,
    headers: { ...mp.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** A multipart/form-data body with one `file` part, for `inject`. */
export function multipartFile(filename: string, content: Buffer | string, contentType = 'application/octet-stream') {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

// Smallest valid files of each kind, built from their published signatures.
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF_MINI = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
