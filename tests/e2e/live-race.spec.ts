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

const meters = async (live: import('@playwright/test').Locator) =>
  (await live.getByTestId('live-meters').allTextContents()).reduce((sum, m) => sum + Number.parseInt(m, 10), 0);

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
  await page.addInitScript(
    ([name, raceName]) => {
      const seen: number[] = [];
      (window as unknown as { placesSeen: number[] }).placesSeen = seen;
      setInterval(() => {
        const section = [...document.querySelectorAll('[data-testid="live-race"]')].find((s) =>
          s.textContent?.includes(raceName),
        );
        const rows = [...(section?.querySelectorAll('[data-testid="live-lane"]') ?? [])];
        const at = rows.findIndex((row) => row.textContent?.toLowerCase().includes(name.toLowerCase()));
        if (at >= 0 && seen.at(-1) !== at) seen.push(at);
      }, 50);
    },
    [firstName, race.name] as const,
  );
  const placesSeen = () => page.evaluate(() => (window as unknown as { placesSeen: number[] }).placesSeen);
  try {
    await page.goto('/direct');
    // Only this race's block: another spec's race may still be on the board.
    const live = page.getByTestId('live-race').filter({ hasText: race.name });
    const lanes = live.getByTestId('live-lane');
    await expect(lanes.first()).toBeVisible({ timeout: 20_000 });
    const before = await meters(live);
    await expect.poll(() => meters(live), { timeout: 10_000 }).toBeGreaterThan(before);
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
    // The bridge reports the site lost only if it tried to send while the link was cut (the simulator may
    // have been closed before its next stroke): then it must report the link back once it is.
    await expect
      .poll(
        () => !lines.some((l) => l.startsWith('site : liaison perdue')) || lines.includes('site : liaison rétablie'),
        { timeout: 15_000, message: lines.join('\n') },
      )
      .toBe(true);
    await expect(live.getByTestId('live-state')).toHaveText('Course terminée', { timeout: 40_000 });
    await expect(live).toContainText(new RegExp(firstName, 'i'));
    await expect(live.getByTestId('live-provisional')).toBeVisible();
    expect(await meters(live)).toBeGreaterThanOrEqual(300 * race.boats.length - race.boats.length);
    // LIVE_SHOTS=1: the screenshots the issue asks to look at (not taken in CI).
    if (process.env.LIVE_SHOTS) {
      const dir = 'tests/.tmp/live-shots';
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${dir}/direct-fr-${width}.png`, fullPage: true });
      }
      await switchToEnglish(page);
      await expect(live.getByTestId('live-state')).toHaveText('Race complete');
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

// Issue 31, item 4: up to 60 lanes on one 1920×1080 screen, readable from the stands. The demo's start lists
// are short: a 60-lane race with long names is posted as the bridge would (LIVE_SHOTS=1 keeps the screenshot).
test('/ecran shows all 60 lanes of a race on one 1920×1080 screen, names and figures whole', async ({ page }) => {
  const token = await adminToken(page.request);
  const created = await page.request.post('/api/admin/race-computer-keys', {
    headers: { authorization: `Bearer ${token}` },
    data: { label: 'E2E écran' },
  });
  const { key } = (await created.json()) as { key: string };
  const boats = Array.from({ length: 60 }, (_, i) => ({
    lane: i + 1,
    name: i % 2 ? `DE LA FONTAINE-MARTIN Marie-Charlotte ${i + 1}` : `LEFÈVRE Jean ${i + 1}`,
    club: i % 2 ? 'Société Nautique de la Basse-Seine et du Vexin' : 'AC Paris',
  }));
  const feed = {
    race: {
      name: 'Écran 60 couloirs',
      eventName: 'E2E',
      raceType: 'individual',
      duration: 2000,
      durationType: 'distance',
      boats,
    },
    state: 9,
    clock: 312.4,
    lanes: boats.map((b) => ({
      lane: b.lane,
      meters: 1999 - b.lane * 7,
      pace: 105.3,
      spm: 32,
      position: b.lane,
      time: 312.4,
    })),
  };
  const posted = await page.request.post('/api/live/feed', { headers: { authorization: `Bearer ${key}` }, data: feed });
  expect(posted.status()).toBe(204);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/ecran');
  const lanes = page.getByTestId('screen-lane');
  await expect(lanes).toHaveCount(60);
  await expect(page.getByTestId('screen')).toContainText('Écran 60 couloirs');
  if (process.env.LIVE_SHOTS) await page.screenshot({ path: 'tests/.tmp/live-shots/ecran-60-lanes.png' });
  // Every lane inside the screen, its lines not overlapping the next lane, its text at least 18 px.
  const boxes = await lanes.evaluateAll((items) =>
    items.map((li) => {
      const box = li.getBoundingClientRect();
      const inner = [...li.querySelectorAll('span')].map((s) => s.getBoundingClientRect());
      return {
        top: box.top,
        bottom: box.bottom,
        right: box.right,
        contentBottom: Math.max(...inner.map((r) => r.bottom)),
        font: Number.parseFloat(getComputedStyle(li.querySelector('span span') ?? li).fontSize),
        meters: li.textContent?.includes(' m') ?? false,
      };
    }),
  );
  for (const [i, box] of boxes.entries()) {
    expect(box.bottom, `lane ${i + 1}`).toBeLessThanOrEqual(1080);
    expect(box.right, `lane ${i + 1}`).toBeLessThanOrEqual(1920);
    expect(box.contentBottom, `lane ${i + 1} overflows its row`).toBeLessThanOrEqual(box.bottom + 1);
    expect(box.font, `lane ${i + 1}`).toBeGreaterThanOrEqual(18);
    expect(box.meters).toBe(true);
  }
});
