import type { Language } from './i18n';

/*
 * The language in a page's address (README, « Langue »): `?lang=en` asks the server for the page drawn in
 * English, so that the header's toggle is a real link, obeyed before the scripts have run or without
 * them. French, the default, has no parameter. The browser takes the parameter off the address as it
 * boots: from then on the language lives in memory only (spec section 1), and a reload is French again.
 */
export const LANGUAGE_PARAM = 'lang';

/** The page's path with the language asked for in its query string. */
export function languageHref(pathname: string, search: string, lang: Language): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  if (lang === 'en') params.set(LANGUAGE_PARAM, 'en');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The language a path (with its query string) asks for, and the same path without the parameter. */
export function readLanguageParam(url: string): { lang: Language; url: string } {
  const q = url.indexOf('?');
  if (q === -1) return { lang: 'fr', url };
  const hash = url.indexOf('#', q);
  const params = new URLSearchParams(url.slice(q + 1, hash === -1 ? undefined : hash));
  if (!params.has(LANGUAGE_PARAM)) return { lang: 'fr', url };
  const lang: Language = params.get(LANGUAGE_PARAM) === 'en' ? 'en' : 'fr';
  params.delete(LANGUAGE_PARAM);
  const query = params.toString();
  return { lang, url: `${url.slice(0, q)}${query ? `?${query}` : ''}${hash === -1 ? '' : url.slice(hash)}` };
}
