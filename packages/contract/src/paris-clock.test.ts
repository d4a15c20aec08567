import { describe, expect, it } from 'vitest';
import { parisClock, parisOffsetMinutes } from './paris-clock';

const intlParis = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function byIntl(at: Date) {
  const parts = intlParis.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

describe('parisClock', () => {
  it('reads the same wall clock as Intl, every half hour from 2024 to 2031', () => {
    const from = Date.UTC(2024, 0, 1);
    const to = Date.UTC(2031, 0, 1);
    const differences: string[] = [];
    for (let t = from; t < to; t += 30 * 60_000) {
      const at = new Date(t);
      const mine = parisClock(at);
      const intl = byIntl(at);
      if (mine.date !== intl.date || mine.time !== intl.time) differences.push(at.toISOString());
    }
    expect(differences).toEqual([]);
  });

  it('changes offset at 01:00 UTC on the last Sundays of March and October', () => {
    expect(parisOffsetMinutes(new Date('2026-03-29T00:59:59Z'))).toBe(60);
    expect(parisOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(120);
    expect(parisOffsetMinutes(new Date('2026-10-25T00:59:59Z'))).toBe(120);
    expect(parisOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(60);
    expect(parisClock(new Date('2026-03-29T01:00:00Z'))).toEqual({ date: '2026-03-29', time: '03:00' });
    expect(parisClock(new Date('2026-12-31T23:30:00Z'))).toEqual({ date: '2027-01-01', time: '00:30' });
  });
});
