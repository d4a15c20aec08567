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
