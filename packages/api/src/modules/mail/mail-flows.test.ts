import { describe, expect, it } from 'vitest';
import { useMailTest } from '../../testing/mail-test';
import { headerOf, textOf } from '../../testing/smtp-sink';
import { drainOutbox } from '../../testing/drain-outbox';
import { TEST_ADMIN } from '../../testing/test-api';

describe('the mails of the back-office workflows, through a real SMTP server', () => {
  const ctx = useMailTest();
  const drain = () => drainOutbox(ctx.api.db, ctx.smtp.url);
  const { to } = ctx;

  it('a contact message in English: a short English acknowledgement echoing nothing, and a notice to the admin', async () => {
    await ctx.api.publicCaller.contact.submit({
      name: 'Spam Sender',
      email: 'victim@exemple.fr',
      subject: 'Buy cheap pills',
      category: 'autre',
      message: 'Visit http://spam.example now',
      consent: true,
      language: 'en',
    });
    await drain();
    const [ack] = to('victim@exemple.fr');
    expect(headerOf(ack!, 'Subject')).toBe('We have received your message');
    expect(textOf(ack!)).toContain('We will answer you as soon as possible.');
    expect(ack!.raw).not.toMatch(/pills|spam\.example|Spam Sender/);
    const [notice] = to(TEST_ADMIN.email);
    expect(headerOf(notice!, 'Subject')).toMatch(/^=\?UTF-8\?|Nouveau message de contact/);
    expect(textOf(notice!)).toContain('https://aviron.test/admin/messages');
  });

  it('with the server away the form still answers (it never waits on SMTP); the mail waits and leaves when it returns', async () => {
    await ctx.smtp.stop();
    await ctx.api.publicCaller.volunteers.submit({
      firstName: 'Camille',
      lastName: 'Durand',
      email: 'camille@exemple.fr',
      role: 'accueil',
      motivation: 'Oui',
      language: 'fr',
    });
    expect(await drain()).toMatchObject({ sent: 0 });
    await ctx.smtp.start();
    await ctx.api.db
      .updateTable('mailOutbox')
      .set({ nextAttemptAt: new Date(0).toISOString() })
      .execute();
    await drain();
    expect(to('camille@exemple.fr')).toHaveLength(1);
  });

  it('a volunteer approved with a personal word hears it in their language, once', async () => {
    const { id } = await ctx.api.publicCaller.volunteers.submit({
      firstName: 'Jo',
      lastName: 'Smith',
      email: 'jo@exemple.fr',
      role: 'accueil',
      motivation: 'Yes',
      language: 'en',
    });
    await ctx.api.adminCaller.volunteers.setStatus({ id, status: 'APPROVED', note: 'See you Friday at 8!' });
    await drain();
    const mails = to('jo@exemple.fr');
    expect(mails.map((m) => headerOf(m, 'Subject'))).toEqual([
      'Your volunteer application has been received',
      'Your volunteer application is accepted',
    ]);
    expect(textOf(mails[1]!)).toContain('See you Friday at 8!');
    expect(headerOf(mails[1]!, 'To')).toBe('Jo Smith <jo@exemple.fr>');
  });

  it('a refused accreditation in French, without a word', async () => {
    const { id } = await ctx.api.publicCaller.accreditations.submit({
      media: 'Radio X',
      journalist: 'Marie',
      email: 'marie@radio.fr',
      type: 'radio',
    });
    await ctx.api.adminCaller.accreditations.setStatus({ id, status: 'REJECTED' });
    await drain();
    const decision = to('marie@radio.fr')[1];
    expect(textOf(decision!)).toContain('pas donner suite');
    expect(textOf(decision!)).not.toContain('Un mot de l’organisation');
  });

  it('a public form sends at most 3 acknowledgements per address and hour; the form still answers', async () => {
    for (let i = 0; i < 5; i += 1) {
      await ctx.api.publicCaller.contact.submit({
        name: 'X',
        email: 'flood@exemple.fr',
        subject: 'S',
        category: 'autre',
        message: 'M',
        consent: true,
      });
    }
    await drain();
    expect(to('flood@exemple.fr')).toHaveLength(3);
    expect(await ctx.api.db.selectFrom('contactMessages').select('id').execute()).toHaveLength(5);
  });

  it('the outbox page lists the mails, says no server is configured, retries and cancels', async () => {
    await ctx.api.publicCaller.contact.submit({
      name: 'X',
      email: 'a@exemple.fr',
      subject: 'S',
      category: 'autre',
      message: 'M',
      consent: true,
    });
    const page = await ctx.api.adminCaller.mail.adminPage();
    expect(page.configured).toBe(false);
    expect(page.counts).toMatchObject({ pending: 2, total: 2 });
    const ack = page.items.find((m) => m.toAddress === 'a@exemple.fr');
    expect(await ctx.api.adminCaller.mail.cancel({ id: ack!.id })).toMatchObject({ mail: { state: 'cancelled' } });
    await expect(ctx.api.adminCaller.mail.cancel({ id: ack!.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await ctx.api.adminCaller.mail.retry({ id: ack!.id })).toMatchObject({ mail: { state: 'pending' } });
    await drain();
    await expect(ctx.api.adminCaller.mail.retry({ id: ack!.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(ctx.api.publicCaller.mail.adminPage()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
  it('the admin’s reply to a contact message reaches the sender in their language; the thread is kept; « traité »', async () => {
    const { id } = await ctx.api.publicCaller.contact.submit({
      name: 'Léa Martin',
      email: 'lea@exemple.fr',
      subject: 'Parking',
      category: 'autre',
      message: 'Where can I park?',
      consent: true,
      language: 'en',
    });
    const thread = await ctx.api.adminCaller.contact.reply({ id, body: 'Use the Porte de Saint-Cloud car park.' });
    expect(thread).toEqual([
      expect.objectContaining({
        adminEmail: TEST_ADMIN.email,
        body: 'Use the Porte de Saint-Cloud car park.',
        mailState: 'pending',
      }),
    ]);
    expect((await ctx.api.adminCaller.contact.byId({ id })).status).toBe('PROCESSED');
    await drain();
    const answer = to('lea@exemple.fr').find((m) => headerOf(m, 'Subject') === 'Re: Parking');
    expect(textOf(answer!)).toContain('Use the Porte de Saint-Cloud car park.');
    expect(headerOf(answer!, 'To')).toMatch(/^=\?UTF-8\?.*<lea@exemple\.fr>$/);
    expect((await ctx.api.adminCaller.contact.replies({ id }))[0]?.mailState).toBe('sent');
    const audit = await ctx.api.db.selectFrom('auditEntries').select(['entityId', 'action']).execute();
    expect(audit.filter((e) => e.entityId === id).map((e) => e.action)).toContain('reply');
  });
});
