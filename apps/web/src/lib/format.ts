/** Dates are shown in fr-FR by default (spec section 9); English visitors get en-GB. */
export const formatDate = (iso: string, locale = 'fr-FR', options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }) => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00`) : new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(locale, options);
};
/**
 * A span of days in the language's one date style: '29 – 31 janvier 2026', '29 – 31 January 2026' (UK
 * order, as every English date of the site). Days of different months or years are written in full.
 */
export const formatDayRange = (start: string, end: string, locale = 'fr-FR') => {
  if (start === end) return formatDate(end, locale);
  const sameMonth = start.slice(0, 7) === end.slice(0, 7);
  const from = sameMonth ? String(Number(start.slice(8, 10))) : formatDate(start, locale, start.slice(0, 4) === end.slice(0, 4) ? { day: 'numeric', month: 'long' } : undefined);
  return `${from} – ${formatDate(end, locale)}`;
};
export const formatLongDate = (iso: string, locale = 'fr-FR') => formatDate(iso, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
export const formatPrice = (euros: number, locale = 'fr-FR') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: Number.isInteger(euros) ? 0 : 2 }).format(euros);
export const formatBytes = (bytes: number, locale = 'fr-FR') => {
  const [b, kb, mb] = locale.startsWith('fr') ? ['o', 'Ko', 'Mo'] : ['B', 'KB', 'MB'];
  return bytes < 1024 ? `${bytes} ${b}` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} ${kb}` : `${(bytes / 1024 / 1024).toFixed(1)} ${mb}`;
};
/** Upper-cases the first letter only: French dates keep their lower-case month ('Jeudi 29 janvier 2026'). */
export const capitalise = (text: string) => (text ? text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1) : text);
