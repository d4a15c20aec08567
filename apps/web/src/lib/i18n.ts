import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumber, localeOf } from './format';
import frCommon from '../locales/fr/common.json';
import frPages from '../locales/fr/pages.json';

export const languages = ['fr', 'en'] as const;
export type Language = (typeof languages)[number];

// In memory only (spec section 1): no detector, nothing stored; a missing key shows the key.
void i18n.use(initReactI18next).init({
  lng: 'fr',
  fallbackLng: false,
  ns: ['common', 'pages', 'admin'],
  defaultNS: 'common',
  resources: {
    // The 'admin' namespace is added by the admin layout's chunk: public pages never load it. The four
    // long static pages add their French texts with their own chunks (static-page-texts.ts). English
    // comes with the first switch to it (switchLanguage).
    fr: { common: frCommon, pages: frPages },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
});

// `{{count, number}}` in a text writes the count as formatNumber does everywhere else (issue 28: one
// way per language), rather than with i18next's own Intl formatter keyed by the bare language.
i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
  typeof value === 'number' ? formatNumber(value, localeOf(lng ?? 'fr')) : String(value),
);

i18n.on('languageChanged', (lng) => {
  // The server draws French pages only; there is no document to mark there.
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

let english: Promise<void> | undefined;

/** Fetches the English texts once (the toggle asks as soon as a pointer or the focus reaches it). */
export function loadEnglish(): Promise<void> {
  english ??= import('./i18n-en').then(
    ({ enCommon, enPages, enStaticPages }) => {
      i18n.addResourceBundle('en', 'common', enCommon);
      i18n.addResourceBundle('en', 'pages', { ...enPages, ...enStaticPages });
    },
    (error: unknown) => {
      // A failed fetch may be asked again by the next switch.
      english = undefined;
      throw error;
    },
  );
  return english;
}

/** Switches the public site's language, once its texts are there, so that no key shows meanwhile. */
export async function switchLanguage(lng: Language): Promise<void> {
  if (lng === 'en') await loadEnglish();
  await i18n.changeLanguage(lng);
}

export default i18n;
