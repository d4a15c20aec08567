import { describe, expect, it } from 'vitest';
import { builtInPricingPeriods, displayedPeriod, parisDate, periodStatus } from './pricing-periods';
import { fileTypeFromName } from './official-document';

const now = new Date('2025-11-15T12:00:00Z');
const early = { startDate: '2025-10-06', endDate: '2025-10-31' };
const normal = { startDate: '2025-11-01', endDate: '2025-12-31' };
const late = { startDate: '2026-01-01', endDate: '2026-01-20' };

describe('pricing period status (spec section 4)', () => {
  it('is upcoming before the start, open between the dates, expired after the end', () => {
    expect(periodStatus(late, now)).toBe('upcoming');
    expect(periodStatus(normal, now)).toBe('open');
    expect(periodStatus(early, now)).toBe('expired');
    expect(periodStatus({ startDate: '2025-11-15', endDate: '2025-11-15' }, now)).toBe('open');
  });
  it('counts days in Paris: at 00:30 Paris time on 14 December, a period ending on the 13th has expired', () => {
    // 00:30 in Paris (UTC+1 in winter) is still 13 December in UTC.
    const justAfterMidnight = new Date('2025-12-13T23:30:00Z');
    expect(parisDate(justAfterMidnight)).toBe('2025-12-14');
    expect(periodStatus({ startDate: '2025-12-01', endDate: '2025-12-13' }, justAfterMidnight)).toBe('expired');
    expect(periodStatus({ startDate: '2025-12-14', endDate: '2025-12-20' }, justAfterMidnight)).toBe('open');
    // In summer Paris is UTC+2: 23:30 UTC on 30 June is already 1 July.
    expect(parisDate(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(parisDate(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
  });
  it('has the default prices of spec section 9 for the built-in championships', () => {
    expect(builtInPricingPeriods.map((p) => [p.championshipId, p.price, p.startDate, p.endDate])).toEqual([
      ['elite', 25, '2024-12-16', '2025-01-10'],
      ['youth', 20, '2024-11-01', '2025-01-15'],
      ['school', 15, '2024-11-01', '2025-01-10'],
      ['para', 20, '2024-11-01', '2025-01-25'],
    ]);
  });
  it('shows the open period, else the earliest upcoming, else the last', () => {
    expect(displayedPeriod([late, early, normal], now)).toBe(normal);
    expect(displayedPeriod([late, early], now)).toBe(late);
    expect(displayedPeriod([early, { startDate: '2025-01-01', endDate: '2025-02-01' }], now)).toBe(early);
    expect(displayedPeriod([], now)).toBeUndefined();
  });
});

describe('document file type', () => {
  it('is the upper-cased extension, PDF by default', () => {
    expect(fileTypeFromName('guide.docx')).toBe('DOCX');
    expect(fileTypeFromName('reglement')).toBe('PDF');
  });
});

import { escapeCsvCell, toCsv } from './csv';

describe('CSV export (opens in a French Excel)', () => {
  it('neutralises formulas', () => {
    expect(escapeCsvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(escapeCsvCell('+33 6')).toBe("'+33 6");
    expect(escapeCsvCell('-1')).toBe("'-1");
    expect(escapeCsvCell('@cmd')).toBe("'@cmd");
    expect(escapeCsvCell('\tx')).toBe("'\tx");
  });
  it('quotes per RFC 4180 the cells holding the separator, a quote or a line break', () => {
    expect(escapeCsvCell("x;=cmd|' /C calc'!A0")).toBe(`"x;=cmd|' /C calc'!A0"`);
    expect(escapeCsvCell(';=1+1')).toBe('";=1+1"');
    expect(escapeCsvCell('Le "Club"')).toBe('"Le ""Club"""');
    expect(escapeCsvCell('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
    expect(escapeCsvCell('ligne 1\r\nligne 2')).toBe('"ligne 1\r\nligne 2"');
    // A comma is an ordinary character with `;` as the separator.
    expect(escapeCsvCell('Dupont, Jean')).toBe('Dupont, Jean');
    expect(escapeCsvCell('Chloé')).toBe('Chloé');
  });
  it('starts with a BOM, separates with `;` and ends lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', null]])).toBe('\uFEFFa;b\r\n1;\r\n');
    expect(
      toCsv(
        ['Nom', 'Club'],
        [
          ['Dupont', 'SN; Lyon'],
          [6.5, true],
        ],
      ),
    ).toBe('\uFEFFNom;Club\r\nDupont;"SN; Lyon"\r\n6.5;true\r\n');
  });
});
