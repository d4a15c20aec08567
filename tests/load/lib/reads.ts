import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCEPT, cannon, combine, type Figures } from './cannon';
import { raw } from './http';
import { type Child, startChild } from './processes';

export interface Recorded {
  encoding: string;
  /** Body as sent compressed, and as JSON. */
  bytes: number;
  identity: number;
  /** Status line and headers, in bytes, as the real server and the bare server sent them. */
  head: number;
  bareHead: number;
}

export interface ReadComparison {
  path: string;
  app: Figures;
  bare: Figures;
  recorded: Recorded;
}

/** The bare server replaying what compareReads recorded in `dir` (it must have run first). */
export const startBare = (dir: string, port: number): Promise<Child> =>
  startChild('tests/load/bare-server.ts', { BARE_RECORDS: join(dir, 'bare.json') }, port, '/health');

/**
 * Records what the real server sends to a browser for each read or page (compressed), starts the bare server
 * replaying exactly these bytes, and runs both in turns: slices of about a second each, so that a burst
 * of other work on the machine weighs on both alike. Throughput is the mean over the slices, latencies
 * their medians.
 */
export async function compareReads(
  server: Child,
  paths: string[],
  dir: string,
  port: number,
  connections: number,
  seconds: number,
  log: (line: string) => void,
): Promise<ReadComparison[]> {
  const records = [];
  const recorded = new Map<string, Recorded>();
  for (const path of paths) {
    const answer = await raw(server.url + path, { headers: ACCEPT });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    const identity = await raw(server.url + path);
    // Every header but those of the connection: the yardstick sends the very same answer.
    const headers = Object.fromEntries(
      Object.entries(answer.headers).filter(
        ([name]) => !/^(date|connection|keep-alive|content-length|transfer-encoding)$/.test(name),
      ),
    );
    records.push({ path, status: 200, headers, body: answer.body.toString('base64') });
    recorded.set(path, {
      encoding: answer.headers['content-encoding'] ?? 'identity',
      bytes: answer.body.length,
      identity: identity.body.length,
      head: answer.headBytes,
      bareHead: Number.NaN,
    });
  }
  writeFileSync(join(dir, 'bare.json'), JSON.stringify(records));
  const bare = await startBare(dir, port);
  try {
    for (const path of paths) {
      const replayed = await raw(bare.url + path, { headers: ACCEPT });
      const record = recorded.get(path) as Recorded;
      if (replayed.status !== 200 || replayed.body.length !== record.bytes)
        throw new Error(`the bare server answered ${path} with ${replayed.status}, ${replayed.body.length} bytes`);
      record.bareHead = replayed.headBytes;
    }
    log('warm-up');
    for (const path of paths) {
      await cannon(server.url, [{ path }], 20, 0.5);
      await cannon(bare.url, [{ path }], 20, 0.5);
    }
    const slices = Math.max(1, Math.round(seconds));
    const out: ReadComparison[] = [];
    for (const path of paths) {
      log(`reads ${path} (${connections} connections, ${seconds} s each, in ${slices} alternating slices)`);
      const app: Figures[] = [];
      const yardstick: Figures[] = [];
      for (let i = 0; i < slices; i += 1) {
        app.push(await cannon(server.url, [{ path }], connections, seconds / slices));
        yardstick.push(await cannon(bare.url, [{ path }], connections, seconds / slices));
      }
      out.push({ path, app: combine(app), bare: combine(yardstick), recorded: recorded.get(path) as Recorded });
    }
    return out;
  } finally {
    await bare.stop();
  }
}
