import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import frCommon from '../locales/fr/common.json';
import enPages from '../locales/en/pages.json';
import frPages from '../locales/fr/pages.json';
import enAdmin from '../locales/en/admin.json';
import frAdmin from '../locales/fr/admin.json';

export const languages = ['fr', 'en'] as const;
export type Language = (typeof languages)[number];

// In memory only (spec section 1): no detector, nothing stored; a missing key shows the key.
void i18n.use(initReactI18next).init({
  lng: 'fr',
  fallbackLng: false,
  ns: ['common', 'pages', 'admin'],
  defaultNS: 'common',
  resources: {
    fr: { common: frCommon, pages: frPages, admin: frAdmin },
    en: { common: enCommon, pages: enPages, admin: enAdmin },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export default i18n;
