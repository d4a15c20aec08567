import { useMemo } from 'react';
import { useLocalized } from '../../lib/use-localized';
import { useChampionships } from './use-championships';

/**
 * An entrant's category as the visitor's language writes it. Entrants store their championship's French
 * category ('Seniors Femmes'); the championship's English lines translate it line for line. A category
 * no championship lists, or one without English, shows as stored.
 */
export function useCategoryLabel(): (category: string, championshipId?: string) => string {
  const { championships } = useChampionships();
  const { lang, lines } = useLocalized();
  return useMemo(() => {
    if (lang === 'fr') return (category: string) => category;
    const ofChampionship = new Map<string, string>();
    const anywhere = new Map<string, string>();
    for (const c of championships) {
      const english = lines(c.categories, c.categoriesEn);
      c.categories.forEach((fr, i) => {
        const en = english[i] ?? fr;
        ofChampionship.set(`${c.id}\u0000${fr}`, en);
        if (!anywhere.has(fr)) anywhere.set(fr, en);
      });
    }
    return (category: string, championshipId?: string) =>
      (championshipId !== undefined ? ofChampionship.get(`${championshipId}\u0000${category}`) : undefined) ??
      anywhere.get(category) ??
      category;
  }, [championships, lang, lines]);
}
