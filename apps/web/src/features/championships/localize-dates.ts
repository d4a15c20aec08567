// A championship's dates are free French text ('30 janvier 2026', '29 – 31 janvier 2026') with no
// English field: for English visitors the month names are translated, the rest is left as written.
const months: Record<string, string> = {
  janvier: 'January',
  février: 'February',
  fevrier: 'February',
  mars: 'March',
  avril: 'April',
  mai: 'May',
  juin: 'June',
  juillet: 'July',
  août: 'August',
  aout: 'August',
  septembre: 'September',
  octobre: 'October',
  novembre: 'November',
  décembre: 'December',
  decembre: 'December',
};
const pattern = new RegExp(`(?<![\\p{L}])(${Object.keys(months).join('|')})(?![\\p{L}])`, 'giu');

export const localizeFreeDates = (text: string, lang: 'fr' | 'en') =>
  lang === 'en' ? text.replace(pattern, (m) => months[m.toLowerCase()] ?? m).replace(/\bau\b/g, 'to') : text;
