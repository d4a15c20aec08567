import { CAMPAIGN_NOT_DRAFT } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useMailTest } from '../../testing/mail-test';
import { drainOutbox } from '../../testing/drain-outbox';
import { headerOf, textOf } from '../../testing/smtp-sink';
import { queueCampaigns } from './campaign-queue';
import { seedSubscribers } from './testing/subscribers';

const draft = {
  subjectFr: 'Les inscriptions sont ouvertes',
  subjectEn: 'Entries are open',
  bodyFr:
    '<p>Bonjour, <strong>inscrivez-vous</strong> : <a href="https://aviron.test/inscriptions">ici</a>.</p><script>alert(1)</script>',
  bodyEn:
    '<p>Hello, <strong>enter now</strong>.</p><p onclick="x()">Second paragraph</p><p><a href="/inscriptions">Enter</a></p>',
};

describe('newsletter campaigns, through a real SMTP server', () => {
  const ctx = useMailTest();
  const drain = () => drainOutbox(ctx.api.db, ctx.smtp.url, () => new Date(Date.now() + 3600_000));
  const { to } = ctx;
  /** The worker's pass: queue what is due of every sending campaign, then send it, until all has left. */
  const sendAll = async () => {
    const sending = () =>
      ctx.api.db.selectFrom('newsletterCampaigns').select('id').where('state', '=', 'sending').execute();
    do {
      await queueCampaigns(ctx.api.db, 'https://aviron.test', new Date());
      await drain();
    } while ((await sending()).length > 0);
  };

  it('the test goes to the logged-in administrator only, in French and in English', async () => {
    await seedSubscribers(ctx.api.db, 3);
    const campaign = await ctx.api.adminCaller.campaigns.create(draft);
    expect(campaign.state).toBe('draft');
    await ctx.api.adminCaller.campaigns.sendTest({ id: campaign.id });
    await drain();
    expect(ctx.smtp.received.map((m) => m.to)).toEqual([['admin@test.fr'], ['admin@test.fr']]);
    expect(ctx.smtp.received.map((m) => headerOf(m, 'Subject')).sort()).toEqual([
      '[Essai] Les inscriptions sont ouvertes',
      '[Test] Entries are open',
    ]);
    expect((await ctx.api.adminCaller.campaigns.byId({ id: campaign.id })).state).toBe('draft');
  });

  it('every confirmed subscriber gets one copy in their language, sanitised, with the one-click headers', async () => {
    const subscribers = await seedSubscribers(ctx.api.db, 4, 2);
    // A pending sign-up is not a subscriber.
    await ctx.api.publicCaller.newsletter.subscribe({ email: 'pending@exemple.fr', language: 'fr' });
    const campaign = await ctx.api.adminCaller.campaigns.create(draft);
    const started = await ctx.api.adminCaller.campaigns.start({ id: campaign.id });
    expect(started.progress).toMatchObject({ total: 4, sent: 0 });
    await expect(ctx.api.adminCaller.campaigns.start({ id: campaign.id })).rejects.toThrow(CAMPAIGN_NOT_DRAFT);
    await expect(ctx.api.adminCaller.campaigns.update({ id: campaign.id, subjectFr: 'Autre' })).rejects.toThrow(
      CAMPAIGN_NOT_DRAFT,
    );
    await sendAll();
    for (const s of subscribers) {
      const [mail, ...more] = to(s.email);
      expect(more).toEqual([]);
      const text = textOf(mail!);
      if (s.language === 'en') {
        expect(headerOf(mail!, 'Subject')).toBe('Entries are open');
        expect(text).toContain('Second paragraph');
        // The site's own link, absolute in the mail (a mail has no site to be relative to).
        expect(text).toContain('Enter [https://aviron.test/inscriptions]');
      } else {
        expect(text).toContain('inscrivez-vous');
        expect(text).toContain('https://aviron.test/inscriptions');
      }
      expect(mail!.raw).not.toMatch(/<script|onclick/);
      const unsubscribeUrl = `https://aviron.test/desinscription?token=${s.unsubscribeToken}`;
      expect(headerOf(mail!, 'List-Unsubscribe')).toBe(`<${unsubscribeUrl}>`);
      expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
    expect(
      to('pending@exemple.fr').filter((m) => /Entries|inscriptions_sont/.test(headerOf(m, 'Subject') ?? '')),
    ).toEqual([]);
    const report = await ctx.api.adminCaller.campaigns.byId({ id: campaign.id });
    expect(report.state).toBe('queued');
    expect(report.progress).toMatchObject({ total: 4, sent: 4, failed: 0, unsubscribedSince: 0, done: true });
  });

  it('a subscriber who unsubscribes mid-campaign gets nothing more and counts as « désinscrit depuis »', async () => {
    const subscribers = await seedSubscribers(ctx.api.db, 5);
    await ctx.api.adminCaller.settings.update({ campaignPerMinute: 60 });
    const campaign = await ctx.api.adminCaller.campaigns.start({
      id: (await ctx.api.adminCaller.campaigns.create(draft)).id,
    });
    await queueCampaigns(ctx.api.db, 'https://aviron.test', new Date());
    // Queued one second apart (60 a minute): the rate in the settings spaces the copies.
    const slots = (
      await ctx.api.db.selectFrom('mailOutbox').select('nextAttemptAt').where('campaignId', '=', campaign.id).execute()
    )
      .map((r) => Date.parse(r.nextAttemptAt))
      .sort();
    expect(slots.slice(1).map((t, i) => t - slots[i]!)).toEqual([1000, 1000, 1000, 1000]);
    await ctx.api.publicCaller.newsletter.unsubscribe({ token: subscribers[3]!.unsubscribeToken });
    await sendAll();
    expect(to('s3@exemple.fr')).toEqual([]);
    expect(ctx.smtp.received).toHaveLength(4);
    expect((await ctx.api.adminCaller.campaigns.byId({ id: campaign.id })).progress).toMatchObject({
      total: 5,
      sent: 4,
      failed: 0,
      unsubscribedSince: 1,
      done: true,
    });
  });

  it('queues its copies in batches, not in one transaction, and never twice', async () => {
    await seedSubscribers(ctx.api.db, 450);
    const campaign = await ctx.api.adminCaller.campaigns.start({
      id: (await ctx.api.adminCaller.campaigns.create(draft)).id,
    });
    expect(await queueCampaigns(ctx.api.db, 'https://aviron.test')).toBe(200);
    // While a batch waits, nothing more is queued.
    expect(await queueCampaigns(ctx.api.db, 'https://aviron.test')).toBe(0);
    await drain();
    expect(await queueCampaigns(ctx.api.db, 'https://aviron.test')).toBe(200);
    await sendAll();
    expect(new Set(ctx.smtp.received.flatMap((m) => m.to)).size).toBe(450);
    expect(ctx.smtp.received).toHaveLength(450);
    expect((await ctx.api.adminCaller.campaigns.byId({ id: campaign.id })).progress).toMatchObject({
      total: 450,
      sent: 450,
      done: true,
    });
  });
});
