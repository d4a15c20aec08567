import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type Bridge,
  raceOfRac2,
  type Simulator,
  startBridge,
  startSimulator,
} from '../../packages/ergrace-bridge/src/index';
import { adminToken } from './api';
import { switchToEnglish } from './helpers';
import { expect, test } from './fixtures';

// Issue 31, done when: simulator → bridge → site → /direct in Chromium, with the start list's names,
// metres rising and positions reordering (the rendered order of the lanes changes), then « Course terminée »; the bridge comes through the site's
// link going away (a proxy in between is cut, as a network would be) and ErgRace restarting, untouched.

/** A pass-through to the site that can be cut and restored on the same port. */
function proxy(target: URL, port = 0): Promise<Server> {
  const server = createServer((req, res) => {
    const forward = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
const shut = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

const meters = async (page: import('@playwright/test').Page) =>
  (await page.getByTestId('live-meters').allTextContents()).reduce((sum, m) => sum + Number.parseInt(m, 10), 0);

test('simulator → bridge → site → /direct: names, metres rising, positions reordering, then « Course terminée », through cuts on both sides', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const token = await adminToken(page.request);
  const auth = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/admin/race-computer-keys', { headers: auth, data: { label: 'E2E' } });
  expect(created.status()).toBe(201);
  const { key } = (await created.json()) as { key: string };
  const rac2 = await page.request.get('/api/admin/events/indoor-2/race-definition.rac2', { headers: auth });
  expect(rac2.ok()).toBe(true);
  // A fast race: 300 m at five times the real pace (the simulator's first boat starts last and sprints past all).
  const race = { ...raceOfRac2(await rac2.text()), distance: 300 };
  const firstName = race.boats[0]?.name.split(',')[0] ?? '';

  const play = (port: number) =>
    startSimulator({ port, rate: 8, speed: 5, stepMs: 150, completeMs: 30_000, races: [race], falseStart: false });
  let sim: Simulator = await play(0);
  let link = await proxy(new URL(baseURL ?? ''));
  const linkPort = (link.address() as AddressInfo).port;
  const lines: string[] = [];
  const bridge: Bridge = startBridge({
    ergraceUrl: `ws://127.0.0.1:${sim.port}`,
    siteUrl: `http://127.0.0.1:${linkPort}`,
    key,
    maxDelayMs: 1_500,
    log: (line) => lines.push(line),
  });
  // The page records where the first boat's lane is rendered, every 50 ms: the reordering is read afterwards.
  await page.addInitScript((name) => {
    const seen: number[] = [];
    (window as unknown as { placesSeen: number[] }).placesSeen = seen;
    setInterval(() => {
      const rows = [...document.querySelectorAll('[data-testid="live-lane"]')];
      const at = rows.findIndex((row) => row.textContent?.toLowerCase().includes(name.toLowerCase()));
      if (at >= 0 && seen.at(-1) !== at) seen.push(at);
    }, 50);
  }, firstName);
  const placesSeen = () => page.evaluate(() => (window as unknown as { placesSeen: number[] }).placesSeen);
  try {
    await page.goto('/direct');
    const lanes = page.getByTestId('live-lane');
    await expect(lanes.first()).toBeVisible({ timeout: 20_000 });
    // The programme's names (the start list), not the race computer's typing.
    await expect(page.getByTestId('live-race')).toContainText(race.name);
    const before = await meters(page);
    await expect.poll(() => meters(page), { timeout: 10_000 }).toBeGreaterThan(before);
    // Positions reorder on the page: the first boat is rendered last, then climbs to the top.
    await expect.poll(async () => (await placesSeen()).at(-1), { timeout: 20_000 }).toBe(0);
    const places = await placesSeen();
    expect(places[0], places.join(' → ')).toBe(race.boats.length - 1);
    expect(places.length, places.join(' → ')).toBeGreaterThan(2);

    // The site's link goes away and comes back; ErgRace restarts and plays the race again.
    await shut(link);
    await sim.close();
    await expect.poll(() => lines.some((l) => l.includes('ErgRace : connexion perdue'))).toBe(true);
    await new Promise((r) => setTimeout(r, 1_000));
    sim = await play(sim.port);
    link = await proxy(new URL(baseURL ?? ''), linkPort);
    await expect.poll(() => lines.some((l) => l.startsWith('ErgRace : reconnecté')), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => lines.some((l) => l === 'site : liaison rétablie'), { timeout: 15_000 }).toBe(true);
    await expect(page.getByTestId('live-state')).toHaveText('Course terminée', { timeout: 40_000 });
    await expect(page.getByTestId('live-race')).toContainText(new RegExp(firstName, 'i'));
    await expect(page.getByTestId('live-provisional')).toBeVisible();
    expect(await meters(page)).toBeGreaterThanOrEqual(300 * race.boats.length - race.boats.length);
    // LIVE_SHOTS=1: the screenshots the issue asks to look at (not taken in CI).
    if (process.env.LIVE_SHOTS) {
      const dir = 'tests/.tmp/live-shots';
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${dir}/direct-fr-${width}.png`, fullPage: true });
      }
      await switchToEnglish(page);
      await expect(page.getByTestId('live-state')).toHaveText('Race complete');
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${dir}/direct-en-${width}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1920, height: 1080 });
      await page.goto('/ecran');
      await expect(page.getByTestId('screen-state')).toBeVisible();
      await page.screenshot({ path: `${dir}/ecran-1920.png` });
    }
  } finally {
    bridge.stop();
    await sim.close();
    await shut(link);
  }
});
