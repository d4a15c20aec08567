import frRoutePages from '../locales/fr/route-pages.json';
import i18n from './i18n';

/*
 * The French texts that only some routes show (the forms' pages, practical information, rules, partners,
 * registration, the entrants' list, the live race, the club ranking, the medal table, the PDF links):
 * imported by the components that read them, so they come with those routes' chunks instead of with the
 * entry every page loads (about 3 kB compressed of the home page's JavaScript, whose budget is 150 kB).
 * English keeps them in its own lazy chunk (lib/i18n-en.ts).
 */
i18n.addResourceBundle('fr', 'pages', frRoutePages, true, false);
