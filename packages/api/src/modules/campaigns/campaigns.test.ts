import { CAMPAIGN_NOT_DRAFT } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drainOutbox } from '../../testing/drain-outbox';
import { headerOf, type SmtpSink, startSmtpSink, textOf } from '../../testing/smtp-sink';
import { createTestApi, type TestApi } from '../../testing/test-api';
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
  let api: TestApi;
  let smtp: SmtpSink;
  beforeEach(async () => {
    api = await createTestApi();
    smtp = await startSmtpSink();
  });
  afterEach(async () => {
    await smtp.stop();
    await api.dispose();
  });
  const drain = () => drainOutbox(api.db, smtp.url, () => new Date(Date.now() + 3600_000));
  const to = (address: string) => smtp.received.filter((m) => m.to.includes(address));
  /** The worker's pass: queue what is due of every sending campaign, then send it, until all has left. */
  const sendAll = async () => {
    const sending = () =>
      api.db.selectFrom('newsletterCampaigns').select('id').where('state', '=', 'sending').execute();
    do {
      await queueCampaigns(api.db, 'https://aviron.test', new Date());
      await drain();
    } while ((await sending()).length > 0);
  };

  it('the test goes to the logged-in administrator only, in French and in English', async () => {
    await seedSubscribers(api.db, 3);
    const campaign = await api.adminCaller.campaigns.create(draft);
    expect(campaign.state).toBe('draft');
    await api.adminCaller.campaigns.sendTest({ id: campaign.id });
    await drain();
    expect(smtp.received.map((m) => m.to)).toEqual([['admin@test.fr'], ['admin@test.fr']]);
    expect(smtp.received.map((m) => headerOf(m, 'Subject')).sort()).toEqual([
      '[Essai] Les inscriptions sont ouvertes',
      '[Test] Entries are open',
    ]);
    expect((await api.adminCaller.campaigns.byId({ id: campaign.id })).state).toBe('draft');
  });

  it('every confirmed subscriber gets one copy in their language, sanitised, with the one-click headers', async () => {
    const subscribers = await seedSubscribers(api.db, 4, 2);
    // A pending sign-up is not a subscriber.
    await api.publicCaller.newsletter.subscribe({ email: 'pending@exemple.fr', language: 'fr' });
    const campaign = await api.adminCaller.campaigns.create(draft);
    const started = await api.adminCaller.campaigns.start({ id: campaign.id });
    expect(started.progress).toMatchObject({ total: 4, sent: 0 });
    await expect(api.adminCaller.campaigns.start({ id: campaign.id })).rejects.toThrow(CAMPAIGN_NOT_DRAFT);
    await expect(api.adminCaller.campaigns.update({ id: campaign.id, subjectFr: 'Autre' })).rejects.toThrow(
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
    const report = await api.adminCaller.campaigns.byId({ id: campaign.id });
    expect(report.state).toBe('queued');
    expect(report.progress).toMatchObject({ total: 4, sent: 4, failed: 0, unsubscribedSince: 0, done: true });
  });

  it('a subscriber who unsubscribes mid-campaign gets nothing more and counts as « désinscrit depuis »', async () => {
    const subscribers = await seedSubscribers(api.db, 5);
    await api.adminCaller.settings.update({ campaignPerMinute: 60 });
    const campaign = await api.adminCaller.campaigns.start({
      id: (await api.adminCaller.campaigns.create(draft)).id,
    });
    await queueCampaigns(api.db, 'https://aviron.test', new Date());
    // Queued one second apart (60 a minute): the rate in the settings spaces the copies.
    const slots = (
      await api.db.selectFrom('mailOutbox').select('nextAttemptAt').where('campaignId', '=', campaign.id).execute()
    )
      .map((r) => Date.parse(r.nextAttemptAt))
      .sort();
    expect(slots.slice(1).map((t, i) => t - slots[i]!)).toEqual([1000, 1000, 1000, 1000]);
    await api.publicCaller.newsletter.unsubscribe({ token: subscribers[3]!.unsubscribeToken });
    await sendAll();
    expect(to('s3@exemple.fr')).toEqual([]);
    expect(smtp.received).toHaveLength(4);
    expect((await api.adminCaller.campaigns.byId({ id: campaign.id })).progress).toMatchObject({
      total: 5,
      sent: 4,
      failed: 0,
      unsubscribedSince: 1,
      done: true,
    });
  });

  it('queues its copies in batches, not in one transaction, and never twice', async () => {
    await seedSubscribers(api.db, 450);
    const campaign = await api.adminCaller.campaigns.start({
      id: (await api.adminCaller.campaigns.create(draft)).id,
    });
    expect(await queueCampaigns(api.db, 'https://aviron.test')).toBe(200);
    // While a batch waits, nothing more is queued.
    expect(await queueCampaigns(api.db, 'https://aviron.test')).toBe(0);
    await drain();
    expect(await queueCampaigns(api.db, 'https://aviron.test')).toBe(200);
    await sendAll();
    expect(new Set(smtp.received.flatMap((m) => m.to)).size).toBe(450);
    expect(smtp.received).toHaveLength(450);
    expect((await api.adminCaller.campaigns.byId({ id: campaign.id })).progress).toMatchObject({
      total: 450,
      sent: 450,
      done: true,
    });
  });
});
