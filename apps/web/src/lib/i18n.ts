import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import frCommon from '../locales/fr/common.json';
import enPages from '../locales/en/pages.json';
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
    // The 'admin' namespace is added by the admin layout's chunk: public pages never load it.
    fr: { common: frCommon, pages: frPages },
    en: { common: enCommon, pages: enPages },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (lng) => {
  // The server draws French pages only; there is no document to mark there.
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

export default i18n;
