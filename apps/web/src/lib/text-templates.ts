import i18n from './i18n';
import { formatNumber, localeOf } from './format';

/*
 * The texts drawn by the hundred with a value in them (« 25 résultats », « Vainqueur : Léa Martin ·
 * 6:48.2 »): i18next parses the key, resolves the plural and runs its interpolation's regular expressions
 * at each call, a third of /resultats' hydration on a phone (issue 30). A text made only of words,
 * `{{name}}` and `{{name, number}}` is cut into parts once and filled here; anything else (nesting, other
 * formats, a zero form, a missing value) goes back to i18next, which stays the one reference.
 */

type Part = string | { name: string; number: boolean };
type Values = Record<string, unknown>;

/** i18next's own options: a call that sets one is i18next's to answer. */
const STEERING = new Set([
  'context',
  'defaultValue',
  'ordinal',
  'lng',
  'lngs',
  'ns',
  'fallbackLng',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'keySeparator',
  'nsSeparator',
  'replace',
]);

const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*(number)\s*)?\}\}/g;
const compiled = new Map<string, Part[] | null>();
const pluralRules = new Map<string, Intl.PluralRules>();

function compile(text: string): Part[] | null {
  const parts: Part[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push(text.slice(last, match.index));
    parts.push({ name: match[1] as string, number: match[2] === 'number' });
    last = match.index + match[0].length;
  }
  const rest = text.slice(last);
  // What this reader does not know ({{- raw}}, $t() nesting, other formats) stays i18next's.
  if (rest.includes('{{') || parts.some((p) => typeof p === 'string' && p.includes('{{')) || text.includes('$t('))
    return null;
  parts.push(rest);
  return parts;
}

function keyFor(lng: string, ns: string, key: string, values: Values): string | null {
  if (!('count' in values)) return key;
  const count = values.count;
  if (typeof count !== 'number') return null;
  // i18next prefers a `_zero` text for 0 where one exists: left to it.
  if (count === 0 && i18n.getResource(lng, ns, `${key}_zero`) !== undefined) return null;
  let rules = pluralRules.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(lng);
    pluralRules.set(lng, rules);
  }
  return `${key}_${rules.select(count)}`;
}

/** The text filled with `values`, or null when i18next must write it. */
export function fillText(lng: string, ns: string, key: string, values: Values): string | null {
  for (const name of Object.keys(values)) {
    if (STEERING.has(name) || name.startsWith('defaultValue')) return null;
    const value = values[name];
    // Options that steer i18next (context, defaultValue, ordinal…) or a value that is not plain.
    if (typeof value !== 'string' && typeof value !== 'number') return null;
  }
  const resolved = keyFor(lng, ns, key, values);
  if (resolved === null) return null;
  const id = `${lng}\u0000${ns}\u0000${resolved}`;
  let parts = compiled.get(id);
  if (parts === undefined) {
    const text = i18n.getResource(lng, ns, resolved);
    parts = typeof text === 'string' ? compile(text) : null;
    compiled.set(id, parts);
  }
  if (parts === null) return null;
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    const value = values[part.name];
    if (value === undefined) return null;
    out += part.number && typeof value === 'number' ? formatNumber(value, localeOf(lng)) : String(value);
  }
  return out;
}
