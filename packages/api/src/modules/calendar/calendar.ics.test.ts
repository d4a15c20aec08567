import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, formatCalendar, type IcsEvent } from './calendar.ics';

const race: IcsEvent = {
  uid: 'elite-1@example.fr',
  date: '2026-01-30',
  time: '09:00',
  summary: '2000 m Masters A Femmes — Championnat de France Élite',
  description: 'Catégorie : Masters A',
  location: 'Stade Pierre de Coubertin, 82 avenue Georges Lafont, 75016 Paris',
  url: 'https://example.fr/resultats/elite-1',
  categories: ['Masters A'],
};
const now = new Date('2026-01-20T10:00:00Z');

const firstEvent = (ics: string) =>
  new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent') as ICAL.Component);

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and newlines, and a parser reads back the original text', () => {
    const tricky = 'Relais 4 × 500 m; finale, "A"\\B\nligne 2\r\nligne 3';
    expect(escapeText(tricky)).toBe('Relais 4 × 500 m\\; finale\\, "A"\\\\B\\nligne 2\\nligne 3');
    const ics = formatCalendar({
      productId: '-//test//FR',
      now,
      events: [{ ...race, summary: tricky, description: tricky, location: tricky }],
    });
    const event = firstEvent(ics);
    const expected = tricky.replace(/\r\n/g, '\n');
    expect(event.summary).toBe(expected);
    expect(event.description).toBe(expected);
    expect(event.location).toBe(expected);
  });

  it('folds lines at 75 octets without cutting a UTF-8 character, and ends every line with CRLF', () => {
    const summary = `${'é'.repeat(50)} 🚣 ${'Épreuve '.repeat(20)}`;
    const ics = formatCalendar({ productId: '-//test//FR', now, events: [{ ...race, summary }] });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n').slice(0, -1);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      // A cut between the two halves of 🚣 would leave a lone surrogate, written out as garbage.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThanOrEqual(3);
    expect(firstEvent(ics).summary).toBe(summary);
  });

  it('folds a line of exactly 75 octets not at all, one of 76 once', () => {
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
    // 37 two-octet characters are 74 octets: the 38th would make 76.
    expect(foldLine(`${'é'.repeat(38)}`)).toBe(`${'é'.repeat(37)}\r\n é`);
  });

  it('gives a race a 30-minute slot in Paris time, the end rolling over midnight', () => {
    const late = firstEvent(
      formatCalendar({ productId: '-//test//FR', now, events: [{ ...race, date: '2026-01-31', time: '23:45' }] }),
    );
    expect(late.startDate.toJSDate().toISOString()).toBe('2026-01-31T22:45:00.000Z');
    expect(late.endDate.toJSDate().toISOString()).toBe('2026-01-31T23:15:00.000Z');
    expect(late.endDate.toString()).toBe('2026-02-01T00:15:00');
  });

  it('makes a race without a valid start time an all-day event on its date', () => {
    const allDay = firstEvent(formatCalendar({ productId: '-//test//FR', now, events: [{ ...race, time: '' }] }));
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe('2026-01-30');
    expect(allDay.endDate.toString()).toBe('2026-01-31');
  });
});
