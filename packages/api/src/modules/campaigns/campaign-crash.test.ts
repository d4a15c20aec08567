import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exited as exit, startSender, useMailTest } from '../../testing/mail-test';
import { headerOf } from '../../testing/smtp-sink';
import { seedSubscribers } from './testing/subscribers';

const SUBSCRIBERS = 2000;
const script = fileURLToPath(new URL('./testing/crash-campaign-sender.ts', import.meta.url));

describe('kill -9 during a 2,000-recipient campaign, then a restart', () => {
  const ctx = useMailTest(async ({ api }) => {
    await seedSubscribers(api.db, SUBSCRIBERS, 3);
    // As fast as the settings allow, to keep the test short; the batches and the resume are the same.
    await api.adminCaller.settings.update({ campaignPerMinute: 60_000 });
  });

  const run = () => startSender(ctx, script);

  it('every subscriber receives the campaign once: the only possible second copy is the one in flight, same Message-ID', async () => {
    const { id } = await ctx.api.adminCaller.campaigns.create({
      subjectFr: 'Nouvelles',
      subjectEn: 'News',
      bodyFr: '<p>Bonjour</p>',
      bodyEn: '<p>Hello</p>',
    });
    await ctx.api.adminCaller.campaigns.start({ id });
    const first = run();
    // Past the first batches: the kill lands with copies queued, sent and not yet queued.
    while (ctx.smtp.received.length < 500) await new Promise((r) => setTimeout(r, 20));
    first.kill('SIGKILL');
    await exit(first);
    const beforeRestart = ctx.smtp.received.length;
    expect(beforeRestart).toBeLessThan(SUBSCRIBERS);
    const midway = await ctx.api.adminCaller.campaigns.byId({ id });
    expect(midway.state).toBe('sending');
    expect(midway.progress.sent).toBeGreaterThanOrEqual(beforeRestart - 1);
    // The killed process's claim (1 s here) must lapse before its mail in flight can be taken again.
    await new Promise((r) => setTimeout(r, 1100));
    await exit(run());

    const ids = new Map<string, Set<string>>();
    for (const m of ctx.smtp.received)
      for (const to of m.to) ids.set(to, (ids.get(to) ?? new Set()).add(headerOf(m, 'Message-ID') ?? ''));
    expect(ids.size).toBe(SUBSCRIBERS);
    // One message per subscriber: a copy resent after the kill carries the same Message-ID, merged by mail programs.
    expect([...ids.values()].filter((set) => set.size !== 1)).toEqual([]);
    expect(ctx.smtp.received.length - SUBSCRIBERS).toBeLessThanOrEqual(1);
    console.info(
      `campaign kill -9: killed after ${beforeRestart} deliveries; ${ctx.smtp.received.length - SUBSCRIBERS} copy delivered twice`,
    );
    // English to every third address, French to the others.
    const english = ctx.smtp.received.filter((m) => headerOf(m, 'Subject') === 'News').length;
    expect(english).toBeGreaterThanOrEqual(Math.ceil(SUBSCRIBERS / 3));
    expect(english).toBeLessThanOrEqual(Math.ceil(SUBSCRIBERS / 3) + 1);
    const report = await ctx.api.adminCaller.campaigns.byId({ id });
    expect(report.progress).toMatchObject({ total: SUBSCRIBERS, sent: SUBSCRIBERS, failed: 0, done: true });
  }, 180_000);
});
