import { describe, expect, it } from 'vitest';
import { isFilled, localized } from './use-localized';

// Issue 28, item 1: one rule for content written in both languages.
describe('the English field when it is filled, else the French one', () => {
  it('counts blank texts, empty lists and objects of nothing as not filled', () => {
    expect(isFilled('Parking')).toBe(true);
    expect([null, undefined, '', '   ', [], {}, { a: '', b: [' '] }].map(isFilled)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(isFilled({ description: 'Free parking' })).toBe(true);
  });

  it('picks by language: texts, content objects, and lists line for line', () => {
    expect(localized(false).pick('Titre', 'Title')).toBe('Titre');
    const { pick, lines, locale } = localized(true);
    expect(locale).toBe('en-GB');
    expect(pick('Titre', 'Title')).toBe('Title');
    expect(pick('Titre', '')).toBe('Titre');
    expect(pick('Titre', null)).toBe('Titre');
    expect(pick<string | null>(null, 'Scope')).toBe('Scope');
    expect(pick<unknown>({ a: 'fr' }, {})).toEqual({ a: 'fr' });
    expect(pick<unknown>({ a: 'fr' }, { a: 'en' })).toEqual({ a: 'en' });
    expect(lines(['Seniors Hommes', 'Seniors Femmes', 'Masters A'], ['Senior men', ''])).toEqual([
      'Senior men',
      'Seniors Femmes',
      'Masters A',
    ]);
    expect(localized(false).lines(['Seniors Hommes'], ['Senior men'])).toEqual(['Seniors Hommes']);
  });
});
