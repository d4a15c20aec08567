import type { Label } from '@app/contract';
import { useMemo } from 'react';
import { localeOf } from './format';
import { useLanguage } from './use-text';

/** Something a visitor could read: a non-blank text, or a list or object holding one. */
export const isFilled = (value: unknown): boolean =>
  value !== null &&
  value !== undefined &&
  (typeof value === 'string'
    ? value.trim() !== ''
    : typeof value === 'object'
      ? Object.values(value).some(isFilled)
      : true);

/** The rule for one language; components take it through useLocalized. */
export function localized(en: boolean) {
  const pick = <T>(fr: T, english?: T | null): T =>
    en && english !== undefined && english !== null && isFilled(english) ? english : fr;
  return {
    lang: en ? ('en' as const) : ('fr' as const),
    pick,
    /** A French list and its English lines, line for line: each English line where there is one, else the French. */
    lines: (fr: readonly string[], english?: readonly string[] | null): string[] =>
      fr.map((line, i) => pick(line, english?.[i])),
    label: (l: Label) => (en ? l.en : l.fr),
    locale: localeOf(en ? 'en' : 'fr'),
  };
}

/**
 * The one rule for content written in both languages (issue 28): in English, the English field when it
 * is filled, else the French one; in French, the French one. Titles, texts, HTML, practical content
 * objects and championship lists all go through it. The functions keep their identity while the
 * language does, so memoised lists are not redrawn for nothing.
 */
export function useLocalized() {
  const en = useLanguage() === 'en';
  return useMemo(() => localized(en), [en]);
}
