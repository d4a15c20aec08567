import { describe, expect, it } from 'vitest';
import { languageHref, readLanguageParam } from './language-param';

describe('the language in the address', () => {
  it('links to the page in English with ?lang=en, keeping its filters, and back to French without it', () => {
    expect(languageHref('/programme', '', 'en')).toBe('/programme?lang=en');
    expect(languageHref('/programme', '?day=2026-01-29', 'en')).toBe('/programme?day=2026-01-29&lang=en');
    expect(languageHref('/programme', '?day=2026-01-29&lang=en', 'fr')).toBe('/programme?day=2026-01-29');
    expect(languageHref('/', '?lang=en', 'fr')).toBe('/');
  });

  it('reads the language asked and gives the address the router sees, without it', () => {
    expect(readLanguageParam('/inscrits?lang=en')).toEqual({ lang: 'en', url: '/inscrits' });
    expect(readLanguageParam('/programme?day=2026-01-29&lang=en#top')).toEqual({
      lang: 'en',
      url: '/programme?day=2026-01-29#top',
    });
    expect(readLanguageParam('/programme?day=2026-01-29')).toEqual({ lang: 'fr', url: '/programme?day=2026-01-29' });
    // Anything but English is the default, French.
    expect(readLanguageParam('/?lang=de')).toEqual({ lang: 'fr', url: '/' });
  });
});
