import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { renderMail } from './mail-render';
import { insertIgnoringDuplicates } from './mail.repository';
import { toRow } from './mail.service';

const RECIPIENTS = 2000;
const script = fileURLToPath(new URL('./testing/crash-sender.ts', import.meta.url));

describe('kill -9 while 2,000 mails of one campaign leave, then a restart', () => {
  let api: TestApi;
  let smtp: SmtpSink;
  beforeEach(async () => {
    api = await createTestApi();
    smtp = await startSmtpSink();
    const rendered = renderMail({
      language: 'fr',
      subject: 'Newsletter',
      lines: ['Bonjour'],
      publicUrl: 'https://a.test',
    });
    const rows = Array.from({ length: RECIPIENTS }, (_, i) =>
      toRow({
        kind: 'campaign',
        to: `s${i}@exemple.fr`,
        language: 'fr',
        rendered,
        dedupeKey: `c1:${i}`,
        campaignId: 'c1',
      }),
    );
    for (let i = 0; i < rows.length; i += 200) await insertIgnoringDuplicates(api.db, rows.slice(i, i + 200));
    // Queued again (a resumed campaign): the unique key keeps one row per recipient.
    expect(
      await insertIgnoringDuplicates(
        api.db,
        rows.slice(0, 200).map((r) => ({ ...r, id: `${r.id}-again` })),
      ),
    ).toBe(0);
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

  it('every subscriber receives the campaign, and at most the one mail in flight twice', async () => {
    const first = run();
    while (smtp.received.length < 300) await new Promise((r) => setTimeout(r, 20));
    first.kill('SIGKILL');
    await exit(first);
    const beforeRestart = smtp.received.length;
    expect(beforeRestart).toBeLessThan(RECIPIENTS);
    // The killed process's claim (1 s here) must lapse before its mail in flight can be taken again.
    await new Promise((r) => setTimeout(r, 1100));
    await exit(run());
    const counts = new Map<string, number>();
    for (const m of smtp.received) for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    expect(counts.size).toBe(RECIPIENTS);
    const twice = [...counts.values()].filter((n) => n > 1);
    expect(twice.length).toBeLessThanOrEqual(1);
    const states = await api.db.selectFrom('mailOutbox').select('state').where('state', '!=', 'sent').execute();
    expect(states).toEqual([]);
  }, 120_000);
});
