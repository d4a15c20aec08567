import { describe, expect, it } from 'vitest';
import { formatDate, formatDayRange, formatPrice } from './format';

// Narrow no-break spaces and no-break spaces (French number formatting) compared as plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('one date style per language', () => {
  it('writes the event days in day-month-year order in both languages', () => {
    expect(formatDayRange('2026-01-29', '2026-01-31', 'fr-FR')).toBe('29 – 31 janvier 2026');
    expect(formatDayRange('2026-01-29', '2026-01-31', 'en-GB')).toBe('29 – 31 January 2026');
    expect(formatDayRange('2026-01-30', '2026-02-01', 'en-GB')).toBe('30 January – 1 February 2026');
    expect(formatDayRange('2026-01-30', '2026-01-30', 'en-GB')).toBe('30 January 2026');
    expect(formatDate('2026-01-29', 'en-GB')).toBe('29 January 2026');
  });
});

describe('one price format', () => {
  it('writes euros after the amount, with two decimals when there are cents', () => {
    expect(plain(formatPrice(21.5))).toBe('21,50 €');
    expect(plain(formatPrice(25))).toBe('25 €');
    expect(plain(formatPrice(1250))).toBe('1 250 €');
  });
});
