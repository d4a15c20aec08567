import { CONFIRM_UNKNOWN, NEWSLETTER_CHECK_MAIL, NEWSLETTER_CONFIRMED } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useMailTest } from '../../testing/mail-test';
import { headerOf, textOf } from '../../testing/smtp-sink';
import { drainOutbox } from '../../testing/drain-outbox';
import { runNow } from '../retention/retention.service';

describe('newsletter double opt-in, through a real SMTP server', () => {
  const ctx = useMailTest();
  const drain = () => drainOutbox(ctx.api.db, ctx.smtp.url);
  const { to } = ctx;
  const row = (email: string) =>
    ctx.api.db.selectFrom('newsletterSubscriptions').selectAll().where('email', '=', email).executeTakeFirst();
  const confirmLink = (text: string) => /https:\/\/aviron\.test\/newsletter\/confirmer\?token=([\w%-]+)/.exec(text);

  it('signing up in English sends one English confirmation link; only the button’s POST subscribes, once', async () => {
    expect(await ctx.api.publicCaller.newsletter.subscribe({ email: 'fan@exemple.fr', language: 'en' })).toEqual({
      message: NEWSLETTER_CHECK_MAIL,
    });
    expect((await row('fan@exemple.fr'))?.confirmedAt).toBeNull();
    await drain();
    const [mail, ...more] = to('fan@exemple.fr');
    expect(more).toEqual([]);
    expect(headerOf(mail!, 'Subject')).toBe('Confirm your newsletter subscription');
    const text = textOf(mail!);
    expect(text).toContain('Confirm my subscription');
    const token = decodeURIComponent(confirmLink(text)?.[1] ?? '');
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only the hash is stored; sending the mail (a scanner would open the link) subscribed nobody.
    const pending = await row('fan@exemple.fr');
    expect(pending?.confirmToken).not.toBe(token);
    expect(pending?.confirmedAt).toBeNull();
    expect((await ctx.api.adminCaller.stats.get()).newsletter).toBe(0);
    // The confirmation's footer carries the unsubscribe link, with the one-click headers (RFC 8058).
    const unsubscribeUrl = `https://aviron.test/desinscription?token=${pending?.unsubscribeToken}`;
    expect(text).toContain(unsubscribeUrl);
    expect(headerOf(mail!, 'List-Unsubscribe')).toBe(`<${unsubscribeUrl}>`);
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    expect(await ctx.api.publicCaller.newsletter.confirm({ token })).toEqual({ message: NEWSLETTER_CONFIRMED });
    expect((await row('fan@exemple.fr'))?.confirmedAt).toEqual(expect.any(String));
    expect((await ctx.api.adminCaller.stats.get()).newsletter).toBe(1);
    await expect(ctx.api.publicCaller.newsletter.confirm({ token })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: CONFIRM_UNKNOWN,
    });
  });

  it('answers a new, a pending and a confirmed address alike; a confirmed one gets no mail, a pending one a fresh link within the limit', async () => {
    const answer = (email: string) => ctx.api.publicCaller.newsletter.subscribe({ email, language: 'fr' });
    const fresh = await answer('nouveau@exemple.fr');
    await answer('attente@exemple.fr');
    const pendingAgain = await answer('attente@exemple.fr');
    await answer('inscrit@exemple.fr');
    await ctx.api.db
      .updateTable('newsletterSubscriptions')
      .set({ confirmedAt: new Date().toISOString(), confirmToken: null })
      .where('email', '=', 'inscrit@exemple.fr')
      .execute();
    await drain();
    ctx.smtp.received.length = 0;
    const known = await answer('inscrit@exemple.fr');
    expect(JSON.stringify(pendingAgain)).toBe(JSON.stringify(fresh));
    expect(JSON.stringify(known)).toBe(JSON.stringify(fresh));
    for (let i = 0; i < 5; i++) await answer('attente@exemple.fr');
    await drain();
    expect(to('inscrit@exemple.fr')).toEqual([]);
    // Three confirmation mails per address and hour (the public forms' limit): 2 before, 1 more now.
    const links = to('attente@exemple.fr').map((m) => confirmLink(textOf(m))?.[1]);
    expect(links).toHaveLength(1);
    expect(headerOf(to('attente@exemple.fr')[0]!, 'Subject')).toMatch(/^=\?UTF-8\?|Confirmez/);
    // The latest link confirms (the earlier ones were replaced).
    await ctx.api.publicCaller.newsletter.confirm({ token: decodeURIComponent(links[0] ?? '') });
    expect((await row('attente@exemple.fr'))?.confirmedAt).toEqual(expect.any(String));
  });

  it('drops a sign-up left unconfirmed for 7 days, keeps the confirmed ones; an expired link no longer confirms', async () => {
    await ctx.api.publicCaller.newsletter.subscribe({ email: 'oubli@exemple.fr', language: 'fr' });
    await ctx.api.publicCaller.newsletter.subscribe({ email: 'fidele@exemple.fr', language: 'fr' });
    await drain();
    const token = decodeURIComponent(confirmLink(textOf(to('oubli@exemple.fr')[0]!))?.[1] ?? '');
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await ctx.api.db.updateTable('newsletterSubscriptions').set({ createdAt: eightDaysAgo }).execute();
    await ctx.api.db
      .updateTable('newsletterSubscriptions')
      .set({ confirmedAt: eightDaysAgo })
      .where('email', '=', 'fidele@exemple.fr')
      .execute();
    await expect(ctx.api.publicCaller.newsletter.confirm({ token })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await runNow(ctx.api.db, new Date());
    expect(await row('oubli@exemple.fr')).toBeUndefined();
    expect(await row('fidele@exemple.fr')).toBeDefined();
  });
});
