import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headerOf, type SmtpSink, startSmtpSink } from '../../testing/smtp-sink';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { seedSubscribers } from './testing/subscribers';

const SUBSCRIBERS = 2000;
const script = fileURLToPath(new URL('./testing/crash-campaign-sender.ts', import.meta.url));

describe('kill -9 during a 2,000-recipient campaign, then a restart', () => {
  let api: TestApi;
  let smtp: SmtpSink;
  beforeEach(async () => {
    api = await createTestApi();
    smtp = await startSmtpSink();
    await seedSubscribers(api.db, SUBSCRIBERS, 3);
    // As fast as the settings allow, to keep the test short; the batches and the resume are the same.
    await api.adminCaller.settings.update({ campaignPerMinute: 60_000 });
  });
  afterEach(async () => {
    await smtp.stop();
    await api.dispose();
  });

  const run = (): ChildProcess =>
    spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, MAIL_TEST_DB: JSON.stringify(api.databaseOptions), MAIL_TEST_SMTP: smtp.url },
      stdio: 'inherit',
    });
  const exit = (child: ChildProcess) => new Promise((resolve) => child.on('exit', resolve));

  it('every subscriber receives the campaign once: the only possible second copy is the one in flight, same Message-ID', async () => {
    const { id } = await api.adminCaller.campaigns.create({
      subjectFr: 'Nouvelles',
      subjectEn: 'News',
      bodyFr: '<p>Bonjour</p>',
      bodyEn: '<p>Hello</p>',
    });
    await api.adminCaller.campaigns.start({ id });
    const first = run();
    // Past the first batches: the kill lands with copies queued, sent and not yet queued.
    while (smtp.received.length < 500) await new Promise((r) => setTimeout(r, 20));
    first.kill('SIGKILL');
    await exit(first);
    const beforeRestart = smtp.received.length;
    expect(beforeRestart).toBeLessThan(SUBSCRIBERS);
    const midway = await api.adminCaller.campaigns.byId({ id });
    expect(midway.state).toBe('sending');
    expect(midway.progress.sent).toBeGreaterThanOrEqual(beforeRestart - 1);
    // The killed process's claim (1 s here) must lapse before its mail in flight can be taken again.
    await new Promise((r) => setTimeout(r, 1100));
    await exit(run());

    const ids = new Map<string, Set<string>>();
    for (const m of smtp.received)
      for (const to of m.to) ids.set(to, (ids.get(to) ?? new Set()).add(headerOf(m, 'Message-ID') ?? ''));
    expect(ids.size).toBe(SUBSCRIBERS);
    // One message per subscriber: a copy resent after the kill carries the same Message-ID, merged by mail programs.
    expect([...ids.values()].filter((set) => set.size !== 1)).toEqual([]);
    expect(smtp.received.length - SUBSCRIBERS).toBeLessThanOrEqual(1);
    console.info(
      `campaign kill -9: killed after ${beforeRestart} deliveries; ${smtp.received.length - SUBSCRIBERS} copy delivered twice`,
    );
    // English to every third address, French to the others.
    const english = smtp.received.filter((m) => headerOf(m, 'Subject') === 'News').length;
    expect(english).toBeGreaterThanOrEqual(Math.ceil(SUBSCRIBERS / 3));
    expect(english).toBeLessThanOrEqual(Math.ceil(SUBSCRIBERS / 3) + 1);
    const report = await api.adminCaller.campaigns.byId({ id });
    expect(report.progress).toMatchObject({ total: SUBSCRIBERS, sent: SUBSCRIBERS, failed: 0, done: true });
  }, 180_000);
});
