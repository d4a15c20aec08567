import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type LiveFeedBody, LIVE_RACE_FEED_PATH } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { startBridge } from './bridge';
import { demoRace, startSimulator } from './simulator';

const bodies: LiveFeedBody[] = [];
const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of cleanup.splice(0)) await stop();
  bodies.length = 0;
});

function site(port = 0): Promise<Server> {
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      if (req.url === LIVE_RACE_FEED_PATH && req.headers.authorization === 'Bearer k1') bodies.push(JSON.parse(text));
      res.writeHead(req.headers.authorization === 'Bearer k1' ? 204 : 401).end();
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
const until = async (check: () => boolean, ms = 10_000) => {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
};

describe('the bridge', () => {
  it('forwards the latest lanes, at most a few sends a second, and resumes after the site and ErgRace went away', async () => {
    const sim = await startSimulator({
      port: 0,
      rate: 20,
      speed: 10,
      stepMs: 50,
      races: [demoRace('Course A', 8, 2000)],
      falseStart: false,
    });
    cleanup.push(() => sim.close());
    let server = await site();
    const port = (server.address() as AddressInfo).port;
    const lines: string[] = [];
    const bridge = startBridge({
      ergraceUrl: `ws://127.0.0.1:${sim.port}`,
      siteUrl: `http://127.0.0.1:${port}`,
      key: 'k1',
      sendEveryMs: 250,
      maxDelayMs: 500,
      log: (l) => lines.push(l),
    });
    cleanup.push(() => bridge.stop());
    await until(() => bodies.some((b) => b.lanes.length === 8 && (b.lanes[0]?.meters ?? 0) > 0));
    const started = Date.now();
    const before = bodies.length;
    await new Promise((r) => setTimeout(r, 1_000));
    // 20 race_data a second came in; at most one send per 250 ms went out, each lane once.
    expect(bodies.length - before).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 250) + 1);
    expect(new Set(bodies.at(-1)?.lanes.map((l) => l.lane)).size).toBe(bodies.at(-1)?.lanes.length);

    await new Promise<void>((r) => server.close(() => r()));
    server.closeAllConnections();
    await until(() => lines.some((l) => l.includes('liaison perdue')));
    server = await site(port);
    cleanup.push(() => new Promise<void>((r) => server.close(() => r())));
    await until(() => lines.some((l) => l.includes('liaison rétablie')));
    expect(lines).toContain('course : Course A (8 couloirs)');

    await sim.close();
    await until(() => lines.some((l) => l.includes('ErgRace : connexion perdue')));
    const again = await startSimulator({
      port: sim.port,
      rate: 20,
      speed: 10,
      stepMs: 50,
      races: [demoRace('Course B', 12, 2000)],
    });
    cleanup.push(() => again.close());
    await until(() => bodies.at(-1)?.race?.name === 'Course B');
    expect(lines.some((l) => l.startsWith('ErgRace : reconnecté'))).toBe(true);
  }, 30_000);
});
