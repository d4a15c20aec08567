import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exited as exit, startSender, useMailTest } from '../../testing/mail-test';
import { renderMail } from './mail-render';
import { insertIgnoringDuplicates } from './mail.repository';
import { toRow } from './mail.service';

const RECIPIENTS = 2000;
const script = fileURLToPath(new URL('./testing/crash-sender.ts', import.meta.url));

describe('kill -9 while 2,000 mails of one campaign leave, then a restart', () => {
  const ctx = useMailTest(async ({ api }) => {
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

  const run = () => startSender(ctx, script);

  it('every subscriber receives the campaign, and at most the one mail in flight twice', async () => {
    const first = run();
    while (ctx.smtp.received.length < 300) await new Promise((r) => setTimeout(r, 20));
    first.kill('SIGKILL');
    await exit(first);
    const beforeRestart = ctx.smtp.received.length;
    expect(beforeRestart).toBeLessThan(RECIPIENTS);
    // The killed process's claim (1 s here) must lapse before its mail in flight can be taken again.
    await new Promise((r) => setTimeout(r, 1100));
    await exit(run());
    const counts = new Map<string, number>();
    for (const m of ctx.smtp.received) for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    expect(counts.size).toBe(RECIPIENTS);
    const twice = [...counts.values()].filter((n) => n > 1);
    expect(twice.length).toBeLessThanOrEqual(1);
    const states = await ctx.api.db.selectFrom('mailOutbox').select('state').where('state', '!=', 'sent').execute();
    expect(states).toEqual([]);
  }, 120_000);
});
