import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headerOf, type SmtpSink, startSmtpSink, textOf } from '../../testing/smtp-sink';
import { drainOutbox } from '../../testing/drain-outbox';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { renderMail } from './mail-render';
import { enqueue } from './mail.service';

const mail = (to: string, name: string | null = null) => ({
  kind: 'contact_ack' as const,
  to,
  name,
  language: 'fr' as const,
  rendered: renderMail({ language: 'fr', subject: 'Sujet', lines: ['Bonjour,'], publicUrl: 'https://site.test' }),
});

describe('mail outbox worker against a real SMTP server', () => {
  let api: TestApi;
  let smtp: SmtpSink;
  beforeEach(async () => {
    api = await createTestApi();
    smtp = await startSmtpSink({ reject: ['inconnu@exemple.fr'] });
  });
  afterEach(async () => {
    await smtp.stop();
    await api.dispose();
  });
  const drain = (clock?: () => Date) => drainOutbox(api.db, smtp.url, clock);
  const rows = () =>
    api.db.selectFrom('mailOutbox').select(['id', 'state', 'attempts', 'lastError', 'nextAttemptAt']).execute();

  it('sends a queued mail once, with its recipient, subject, footer and a Message-ID; the attempt is kept', async () => {
    await enqueue(api.db, mail('anne@exemple.fr', 'Anne Dupont'));
    expect(await drain()).toEqual({ sent: 1, failed: 0 });
    expect(await drain()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [got] = smtp.received;
    expect(got?.to).toEqual(['anne@exemple.fr']);
    expect(got?.from).toBe('noreply@aviron-indoor-2026.fr');
    expect(headerOf(got!, 'To')).toBe('Anne Dupont <anne@exemple.fr>');
    expect(headerOf(got!, 'Subject')).toBe('Sujet');
    expect(headerOf(got!, 'Message-ID')).toMatch(/^<[\w-]+@aviron-indoor-2026\.fr>$/);
    expect(textOf(got!)).toContain("Championnats de France d'Aviron Indoor 2026");
    expect(textOf(got!)).toContain('contact@aviron-indoor-2026.fr');
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    const attempts = await api.db.selectFrom('mailAttempts').select(['outcome', 'error']).execute();
    expect(attempts).toEqual([{ outcome: 'sent', error: null }]);
  });

  it('keeps the mail while the server is away, retries later with a growing delay, then sends it once', async () => {
    await enqueue(api.db, mail('bruno@exemple.fr'));
    await smtp.stop();
    const t0 = new Date();
    expect(await drain(() => t0)).toEqual({ sent: 0, failed: 1 });
    const [first] = await rows();
    expect(first).toMatchObject({ state: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(Date.parse(first!.nextAttemptAt) - t0.getTime()).toBe(60_000);
    // Not due yet: nothing is tried.
    expect(await drain(() => t0)).toEqual({ sent: 0, failed: 0 });
    const t1 = new Date(t0.getTime() + 61_000);
    expect(await drain(() => t1)).toEqual({ sent: 0, failed: 1 });
    expect(Date.parse((await rows())[0]!.nextAttemptAt) - t1.getTime()).toBe(5 * 60_000);
    await smtp.start();
    expect(await drain(() => new Date(t1.getTime() + 6 * 60_000))).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((m) => m.to)).toEqual([['bruno@exemple.fr']]);
    const outcomes = await api.db.selectFrom('mailAttempts').select('outcome').orderBy('at').execute();
    expect(outcomes.map((o) => o.outcome)).toEqual(['error', 'error', 'sent']);
  });

  it('lets several workers drain one outbox: every mail arrives exactly once', async () => {
    for (let i = 0; i < 60; i += 1) await enqueue(api.db, mail(`r${i}@exemple.fr`));
    const results = await Promise.all([drain(), drain(), drain()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(60);
    const addresses = smtp.received.flatMap((m) => m.to).sort();
    expect(addresses).toHaveLength(60);
    expect(new Set(addresses).size).toBe(60);
  });

  it('a mailbox refused for good (550) is « failed » at once, without retries', async () => {
    await enqueue(api.db, mail('inconnu@exemple.fr'));
    expect(await drain()).toEqual({ sent: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({ state: 'failed', attempts: 1, lastError: expect.stringMatching(/550/) });
  });

  it('CR/LF and address lists typed into a name add no header and no recipient', async () => {
    await enqueue(api.db, mail('eve@exemple.fr', 'Eve\r\nBcc: mallory@exemple.fr, "Oscar" <oscar@exemple.fr>'));
    await enqueue(api.db, mail('zoe@exemple.fr', 'Zoé Écrivain, Ünïcode'));
    await drain();
    // Two mails queued in the same millisecond go out in id order, not necessarily the order written.
    const byRecipient = [...smtp.received].sort((a, b) => String(a.to).localeCompare(String(b.to)));
    expect(byRecipient.map((m) => m.to)).toEqual([['eve@exemple.fr'], ['zoe@exemple.fr']]);
    const [eve, zoe] = byRecipient;
    expect(headerOf(eve!, 'Bcc')).toBeUndefined();
    expect(eve?.headers).not.toMatch(/^Bcc:/im);
    expect(headerOf(eve!, 'To')).toMatch(/<eve@exemple\.fr>$/);
    expect(headerOf(zoe!, 'To')).toMatch(/^=\?UTF-8\?.*<zoe@exemple\.fr>$/);
  });
});
