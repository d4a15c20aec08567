import { intlText } from './intl-handover';

/** The Intl locale of a site language: French as in France, English in the UK order the site writes dates in. */
export const localeOf = (lang: string) => (lang === 'en' ? 'en-GB' : 'fr-FR');

const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
// One formatter per style, kept: a list of dated rows would otherwise build one per row.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Dates are shown in fr-FR by default (spec section 9); English visitors get en-GB. */
export const formatDate = (iso: string, locale = 'fr-FR', options: Intl.DateTimeFormatOptions = DAY_MONTH_YEAR) => {
  const style = `${locale}|${JSON.stringify(options)}`;
  return intlText(`date|${style}|${iso}`, () => {
    const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00`) : new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    const format = dateFormats.get(style) ?? new Intl.DateTimeFormat(locale, options);
    dateFormats.set(style, format);
    return format.format(date);
  });
};
/**
 * A span of days in the language's one date style: '29 – 31 janvier 2026', '29 – 31 January 2026' (UK
 * order, as every English date of the site). Days of different months or years are written in full.
 */
export const formatDayRange = (start: string, end: string, locale = 'fr-FR') => {
  if (start === end) return formatDate(end, locale);
  const sameMonth = start.slice(0, 7) === end.slice(0, 7);
  const from = sameMonth
    ? String(Number(start.slice(8, 10)))
    : formatDate(start, locale, start.slice(0, 4) === end.slice(0, 4) ? { day: 'numeric', month: 'long' } : undefined);
  return `${from} – ${formatDate(end, locale)}`;
};
export const formatLongDate = (iso: string, locale = 'fr-FR') =>
  formatDate(iso, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
export const formatPrice = (euros: number, locale = 'fr-FR') =>
  intlText(`price|${locale}|${euros}`, () =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: Number.isInteger(euros) ? 0 : 2,
    }).format(euros),
  );
const numberFormats = new Map<string, Intl.NumberFormat>();
/**
 * A count in the language's digit grouping: '3 000' (Intl's narrow no-break space, U+202F) in French,
 * '3,000' in English. The one writer of counts: components call it, and the texts' `{{count, number}}`
 * go through it too (lib/i18n.ts), so counters, badges and pagers all agree.
 */
export const formatNumber = (value: number, locale = 'fr-FR') =>
  intlText(`number|${locale}|${value}`, () => {
    const format = numberFormats.get(locale) ?? new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
    return format.format(value);
  });
/** A figure of the site's constants: a count, or a count and a '+' ('3000+' → '3 000+', '3,000+'). */
export const formatFigure = (value: number | string, locale = 'fr-FR') => {
  if (typeof value === 'number') return formatNumber(value, locale);
  const figure = /^(\d+)(\+?)$/.exec(value);
  return figure ? `${formatNumber(Number(figure[1]), locale)}${figure[2]}` : value;
};
export const formatBytes = (bytes: number, locale = 'fr-FR') => {
  const [b, kb, mb] = locale.startsWith('fr') ? ['o', 'Ko', 'Mo'] : ['B', 'KB', 'MB'];
  return bytes < 1024
    ? `${bytes} ${b}`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(0)} ${kb}`
      : `${(bytes / 1024 / 1024).toFixed(1)} ${mb}`;
};
/** Upper-cases the first letter only: French dates keep their lower-case month ('Jeudi 29 janvier 2026'). */
export const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);
