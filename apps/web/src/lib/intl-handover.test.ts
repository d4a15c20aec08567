import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPrice } from './format';
import { receiveIntl, recordIntl } from './intl-handover';

afterEach(() => receiveIntl(undefined));

describe('Intl texts handed from the server drawing to the hydration', () => {
  it('keeps what a drawing formatted, by call', () => {
    const texts: Record<string, string> = {};
    const shown = recordIntl(() => [formatDate('2026-01-29'), formatPrice(25), formatNumber(3000)], texts);
    expect(shown[0]).toBe('29 janvier 2026');
    expect(Object.values(texts).sort()).toEqual([...shown].sort());
  });

  it('gives the hydration the server’s text for the same call, and formats any other call', () => {
    const texts: Record<string, string> = {};
    recordIntl(() => formatDate('2026-01-29'), texts);
    // What the browser's ICU would write matters less than writing what the server drew, node for node.
    const key = Object.keys(texts)[0] as string;
    receiveIntl({ [key]: 'le 29 janvier, tel que dessiné' });
    expect(formatDate('2026-01-29')).toBe('le 29 janvier, tel que dessiné');
    expect(formatDate('2026-01-29', 'en-GB')).toBe('29 January 2026');
    expect(formatDate('2026-01-30')).toBe('30 janvier 2026');
  });

  it('records nothing outside a drawing', () => {
    const texts: Record<string, string> = {};
    recordIntl(() => undefined, texts);
    formatDate('2026-01-31');
    expect(texts).toEqual({});
  });
});
