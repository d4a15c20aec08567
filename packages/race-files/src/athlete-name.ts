/** A name as race software and spreadsheets type it, in the order and case the site shows. */
export type NormalisedName = {
  name: string;
  /** True when the order or case changed (not for spaces alone), so the import can say so. */
  changed: boolean;
};

const LOCALE = 'fr';
const LETTER = /\p{L}/gu;

const isShouting = (word: string) =>
  (word.match(LETTER)?.length ?? 0) >= 2 &&
  word === word.toLocaleUpperCase(LOCALE) &&
  word !== word.toLocaleLowerCase(LOCALE);

const capitalise = (part: string) => part.charAt(0).toLocaleUpperCase(LOCALE) + part.slice(1).toLocaleLowerCase(LOCALE);

// Hyphens and apostrophes start a new capital: JEAN-PIERRE → Jean-Pierre, D'ARTAGNAN → D'Artagnan.
const titleCase = (word: string) =>
  word
    .split(/([-'’])/)
    .map(capitalise)
    .join('');

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * `DUPONT, Jean` → `Jean Dupont`, `Jean DUPONT` → `Jean Dupont`. Only words written in capitals are
 * recased: a lower-case particle (`de`, `van`) or a name already cased (`McDonald`) is kept as typed.
 */
export function normaliseAthleteName(raw: string): NormalisedName {
  const typed = collapse(raw);
  const comma = typed.indexOf(',');
  let ordered = typed;
  if (comma >= 0) {
    const last = collapse(typed.slice(0, comma));
    const first = collapse(typed.slice(comma + 1));
    ordered = [first, last].filter(Boolean).join(' ');
  }
  const name = ordered
    .split(' ')
    .map((word) => (isShouting(word) ? titleCase(word) : word))
    .join(' ');
  return { name, changed: name !== typed };
}
