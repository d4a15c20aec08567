import { describe, expect, it } from 'vitest';
import { formatFigure, formatNumber } from './format';
import { switchLanguage } from './i18n';
import { textsOf } from './use-text';

// Issue 28, item 3: counts are written one way per language, by one writer. French grouping is Intl's
// narrow no-break space (U+202F), which the tests and pages compare exactly.
const NNBSP = '\u202f';

describe('one way to write a count per language', () => {
  it('groups thousands as fr-FR and en-GB do', () => {
    expect(formatNumber(3000)).toBe(`3${NNBSP}000`);
    expect(formatNumber(3000, 'en-GB')).toBe('3,000');
    expect(formatNumber(61)).toBe('61');
    expect(formatFigure('3000+')).toBe(`3${NNBSP}000+`);
    expect(formatFigure('3000+', 'en-GB')).toBe('3,000+');
    expect(formatFigure(5, 'en-GB')).toBe('5');
  });

  it('writes the counts inside texts ({{count, number}}) with the same writer, in both languages', async () => {
    expect(textsOf('fr', 'pages')('participants.count', { count: 3000 })).toBe(`3${NNBSP}000 inscrits`);
    expect(textsOf('fr', 'pages')('participants.range', { from: 51, to: 100, total: 3000 })).toBe(
      `51–100 sur 3${NNBSP}000`,
    );
    await switchLanguage('en');
    try {
      expect(textsOf('en', 'pages')('participants.count', { count: 3000 })).toBe('3,000 participants');
      expect(textsOf('en', 'pages')('participants.count', { count: 1 })).toBe('1 participant');
      expect(textsOf('en', 'pages')('participants.range', { from: 51, to: 100, total: 3000 })).toBe('51–100 of 3,000');
    } finally {
      await switchLanguage('fr');
    }
  });
});
