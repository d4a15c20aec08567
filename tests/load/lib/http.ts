import { type Agent, request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Status line and headers as they came over the wire, in bytes (the body not included). */
  headBytes: number;
}

/** One request, the body left as it came over the wire (no decompression). */
export function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; agent?: Agent } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, ...(options.agent ? { agent: options.agent } : {}) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers[name] = value;
          // "HTTP/1.1 304 Not Modified\r\n", then "name: value\r\n" per header, then "\r\n".
          let headBytes = Buffer.byteLength(
            `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage ?? ''}\r\n\r\n`,
          );
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            headBytes += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks), headBytes });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.body) req.end(options.body);
    else req.end();
  });
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return raw(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The items of a list answer, whether the server sends the array itself or a page ({ items, total }). */
export function itemsOf<T>(json: unknown): { items: T[]; total: number } {
  if (Array.isArray(json)) return { items: json as T[], total: json.length };
  const page = json as { items?: T[]; total?: number } | null;
  const items = Array.isArray(page?.items) ? page.items : [];
  return { items, total: typeof page?.total === 'number' ? page.total : items.length };
}
