import { describe, expect, it } from 'vitest';
import { displayedPeriod, periodStatus } from './pricing';
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

describe('CSV export', () => {
  it('neutralises formulas and quotes separators', () => {
    expect(escapeCsvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(escapeCsvCell('+33 6')).toBe("'+33 6");
    expect(escapeCsvCell('-1')).toBe("'-1");
    expect(escapeCsvCell('@cmd')).toBe("'@cmd");
    expect(escapeCsvCell('Dupont, Jean')).toBe('"Dupont, Jean"');
    // Read with `;` (a French Excel's default), an unquoted `x;=cmd|…` would start a formula cell.
    expect(escapeCsvCell('x;=cmd|\' /C calc\'!A0')).toBe(`"x;=cmd|' /C calc'!A0"`);
    expect(escapeCsvCell(';=1+1')).toBe('";=1+1"');
    expect(toCsv(['a', 'b'], [['1', null]])).toBe('\uFEFFa,b\r\n1,\r\n');
  });
});
