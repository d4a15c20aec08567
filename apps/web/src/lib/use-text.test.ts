import { describe, expect, it } from 'vitest';
import { switchLanguage } from './i18n';
import { textsOf } from './use-text';

describe('the texts that rows read (useText)', () => {
  it('gives a label in French, the same each time, and interpolates a text with options on every call', () => {
    const t = textsOf('fr', 'pages');
    expect(t('results.details')).toBe('Voir détails');
    expect(t('results.details')).toBe('Voir détails');
    expect(t('results.count', { count: 1 })).toBe('1 résultat');
    expect(t('results.count', { count: 25 })).toBe('25 résultats');
    expect(t('results.winner', { athlete: 'Jeanne Martin', time: '6:23.8' })).toBe(
      'Vainqueur : Jeanne Martin · 6:23.8',
    );
  });

  it('gives English once the English texts are loaded, French staying French', async () => {
    await switchLanguage('en');
    try {
      expect(textsOf('en', 'pages')('results.details')).toBe('See details');
      expect(textsOf('fr', 'pages')('results.details')).toBe('Voir détails');
    } finally {
      await switchLanguage('fr');
    }
  });
});

describe('the texts filled with values (text-templates)', () => {
  it('writes what i18next writes: plurals, numbers in the language, several values', async () => {
    const { fillText } = await import('./text-templates');
    const i18n = (await import('./i18n')).default;
    const fr = i18n.getFixedT('fr', 'pages');
    for (const count of [0, 1, 2, 25, 1234, 1.5]) {
      expect(fillText('fr', 'pages', 'results.count', { count })).toBe(fr('results.count', { count }));
    }
    expect(fillText('fr', 'pages', 'results.count', { count: 1234 })).toBe('1\u202f234 résultats');
    expect(fillText('fr', 'pages', 'results.winner', { athlete: 'Léa Martin', time: '6:48.2' })).toBe(
      'Vainqueur : Léa Martin · 6:48.2',
    );
    await switchLanguage('en');
    try {
      const en = i18n.getFixedT('en', 'pages');
      for (const count of [0, 1, 2, 1234]) {
        expect(fillText('en', 'pages', 'results.count', { count })).toBe(en('results.count', { count }));
      }
    } finally {
      await switchLanguage('fr');
    }
  });

  it('leaves to i18next what it does not read: a missing key or value, an option of i18next, an object', async () => {
    const { fillText } = await import('./text-templates');
    expect(fillText('fr', 'pages', 'results.nothing-here', { count: 2 })).toBeNull();
    expect(fillText('fr', 'pages', 'results.winner', { athlete: 'Léa Martin' })).toBeNull();
    expect(fillText('fr', 'pages', 'results.winner', { athlete: 'A', time: 'B', context: 'x' })).toBeNull();
    expect(fillText('fr', 'pages', 'results.winner', { athlete: { name: 'A' }, time: 'B' })).toBeNull();
    const t = textsOf('fr', 'pages');
    expect(t('results.winner', { athlete: 'Léa Martin' })).toBe(
      (await import('./i18n')).default.getFixedT('fr', 'pages')('results.winner', { athlete: 'Léa Martin' }),
    );
  });
});
