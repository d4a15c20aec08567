import type { Label } from '@app/contract';
import { useMemo } from 'react';
import { useLanguage } from './use-text';

function localized(en: boolean) {
  return {
    lang: en ? ('en' as const) : ('fr' as const),
    pick: (fr: string, english?: string | null) => (en && english ? english : fr),
    label: (l: Label) => (en ? l.en : l.fr),
    locale: en ? 'en-GB' : 'fr-FR',
  };
}

/**
 * Picks the English field when English is chosen and the field is filled, else the French one. The
 * functions keep their identity while the language does, so memoised lists are not redrawn for nothing.
 */
export function useLocalized() {
  const en = useLanguage() === 'en';
  return useMemo(() => localized(en), [en]);
}
