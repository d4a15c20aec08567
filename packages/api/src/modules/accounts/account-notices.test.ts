import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drainOutbox } from '../../testing/drain-outbox';
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink';
import { createTestApi, type TestApi } from '../../testing/test-api';

describe('« Recevoir les notifications par e-mail », per account (issue 32)', () => {
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

  it('is on by default; an account switched off gets no notice of a new message, the others still do', async () => {
    const second = await api.adminCaller.accounts.create({
      email: 'second@test.fr',
      password: 'Un-Deuxieme-Compte-42',
    });
    expect(second.notifySubmissions).toBe(true);
    const [me] = (await api.adminCaller.accounts.list()).filter((a) => a.current);
    expect(me?.notifySubmissions).toBe(true);
    const off = await api.adminCaller.accounts.update({ id: me?.id ?? '', notifySubmissions: false });
    expect(off.notifySubmissions).toBe(false);

    await api.publicCaller.contact.submit({
      name: 'Louis',
      email: 'louis@exemple.fr',
      subject: 'Question',
      category: 'autre',
      message: 'Bonjour',
      consent: true,
    });
    await drainOutbox(api.db, smtp.url);
    const recipients = smtp.received.flatMap((m) => m.to);
    expect(recipients).toContain('second@test.fr');
    expect(recipients).toContain('louis@exemple.fr');
    expect(recipients).not.toContain('admin@test.fr');

    await api.adminCaller.accounts.update({ id: me?.id ?? '', notifySubmissions: true });
    await api.publicCaller.volunteers.submit({
      firstName: 'Camille',
      lastName: 'Durand',
      email: 'c@exemple.fr',
      role: 'accueil',
      motivation: 'Aider',
    });
    await drainOutbox(api.db, smtp.url);
    expect(smtp.received.flatMap((m) => m.to).filter((to) => to === 'admin@test.fr')).toHaveLength(1);
  });
});
