import frStaticPages from '../locales/fr/static-pages.json';
import i18n from './i18n';

/*
 * The French texts of four long pages (about, legal notice, privacy, accessibility) that only those pages
 * show: imported by each of them, so they come with the page's chunk instead of with the entry every page
 * loads (about 3 kB compressed of the home page's JavaScript). English keeps them in its own lazy chunk.
 */
i18n.addResourceBundle('fr', 'pages', frStaticPages, true, false);
