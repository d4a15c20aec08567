import { defaultSiteSettings, site } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

describe('settings procedures', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('answers the constants of site.ts while nothing is stored, with no video', async () => {
    const settings = await api.publicCaller.settings.get();
    expect(settings).toEqual(defaultSiteSettings);
    expect(settings.contactEmail).toBe(site.email);
    expect(settings.previousEditionVideo).toBe('');
  });

  it('stores the sections given, keeps the others, and the public read sees it at once', async () => {
    await api.publicCaller.settings.get(); // fills the public cache
    const updated = await api.adminCaller.settings.update({
      contactEmail: ' Organisation@Exemple.FR ',
      pressContact: { name: 'Julie Martin', email: 'presse@exemple.fr', phone: '06 12 34 56 78' },
      socials: { facebook: 'https://facebook.com/club', instagram: '', youtube: '', x: 'https://x.com/club' },
    });
    expect(updated).toMatchObject({
      contactEmail: 'organisation@exemple.fr',
      contactPhone: site.phone,
      pressContact: { name: 'Julie Martin' },
    });
    expect(await api.publicCaller.settings.get()).toEqual(updated);
    expect(await api.adminCaller.settings.adminGet()).toEqual(updated);
    await api.adminCaller.settings.update({
      venue: { name: 'Arena', address: '1 rue du Port', city: '13000 Marseille' },
    });
    expect(await api.publicCaller.settings.get()).toMatchObject({
      contactEmail: 'organisation@exemple.fr',
      venue: { name: 'Arena' },
    });
  });

  it('reduces a YouTube address to its id, and clears it with an empty text', async () => {
    for (const address of [
      'https://www.youtube.com/watch?v=abcDEF12345&t=3s',
      'https://youtu.be/abcDEF12345',
      'https://www.youtube-nocookie.com/embed/abcDEF12345',
      'abcDEF12345',
    ]) {
      expect((await api.adminCaller.settings.update({ previousEditionVideo: address })).previousEditionVideo).toBe(
        'abcDEF12345',
      );
    }
    expect((await api.adminCaller.settings.update({ previousEditionVideo: '' })).previousEditionVideo).toBe('');
  });

  it('refuses bad values in French and stores nothing', async () => {
    await expect(api.adminCaller.settings.update({ contactEmail: 'pas-un-email' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/e-mail invalide/),
    });
    await expect(api.adminCaller.settings.update({ contactPhone: 'appelez-nous' })).rejects.toThrow(
      /téléphone invalide/,
    );
    await expect(
      api.adminCaller.settings.update({ previousEditionVideo: 'https://vimeo.com/76979871' }),
    ).rejects.toThrow(/Vidéo invalide/);
    await expect(
      api.adminCaller.settings.update({
        socials: { facebook: 'javascript:alert(1)', instagram: '', youtube: '', x: '' },
      }),
    ).rejects.toThrow(/Adresse web invalide/);
    await expect(api.adminCaller.settings.update({ venue: { name: '', address: 'a', city: 'b' } })).rejects.toThrow(
      /obligatoire/,
    );
    await expect(api.adminCaller.settings.update({})).rejects.toThrow(/Aucun champ/);
    expect(await api.publicCaller.settings.get()).toEqual(defaultSiteSettings);
  });

  it('keeps the update for the administrator', async () => {
    const anonymous = await api.callerFor();
    await expect(anonymous.settings.adminGet()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.settings.update({ contactPhone: '01 02 03 04 05' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
