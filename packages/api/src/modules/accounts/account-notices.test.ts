import { describe, expect, it } from 'vitest';
import { useMailTest } from '../../testing/mail-test';
import { drainOutbox } from '../../testing/drain-outbox';

describe('« Recevoir les notifications par e-mail », per account (issue 32)', () => {
  const ctx = useMailTest();

  it('is on by default; an account switched off gets no notice of a new message, the others still do', async () => {
    const second = await ctx.api.adminCaller.accounts.create({
      email: 'second@test.fr',
      password: 'Un-Deuxieme-Compte-42',
    });
    expect(second.notifySubmissions).toBe(true);
    const [me] = (await ctx.api.adminCaller.accounts.list()).filter((a) => a.current);
    expect(me?.notifySubmissions).toBe(true);
    const off = await ctx.api.adminCaller.accounts.update({ id: me?.id ?? '', notifySubmissions: false });
    expect(off.notifySubmissions).toBe(false);

    await ctx.api.publicCaller.contact.submit({
      name: 'Louis',
      email: 'louis@exemple.fr',
      subject: 'Question',
      category: 'autre',
      message: 'Bonjour',
      consent: true,
    });
    await drainOutbox(ctx.api.db, ctx.smtp.url);
    const recipients = ctx.smtp.received.flatMap((m) => m.to);
    expect(recipients).toContain('second@test.fr');
    expect(recipients).toContain('louis@exemple.fr');
    expect(recipients).not.toContain('admin@test.fr');

    await ctx.api.adminCaller.accounts.update({ id: me?.id ?? '', notifySubmissions: true });
    await ctx.api.publicCaller.volunteers.submit({
      firstName: 'Camille',
      lastName: 'Durand',
      email: 'c@exemple.fr',
      role: 'accueil',
      motivation: 'Aider',
    });
    await drainOutbox(ctx.api.db, ctx.smtp.url);
    expect(ctx.smtp.received.flatMap((m) => m.to).filter((to) => to === 'admin@test.fr')).toHaveLength(1);
  });
});
