import type { Label } from './common';

// The championships' keyword colours, without zod: the programme and the events page colour every race
// and should not construct the championship schemas (championship.ts) as they boot.

/** Keyword colours of the events page (spec section 3). */
export type KeywordColour = 'green' | 'yellow' | 'cyan' | 'orange' | 'pink' | 'gray';
export function championshipKeywordColour(name: string): KeywordColour {
  const n = name.toLowerCase();
  if (/\b(ffsu|universitaire|université|student)/.test(n)) return 'green';
  if (/\b(unss|usep|scolaire|school)/.test(n)) return 'yellow';
  if (/(indoor|concept2|sponsor)/.test(n)) return 'cyan';
  if (/(adapt|para)/.test(n)) return 'orange';
  if (/avirose/.test(n)) return 'pink';
  return 'gray';
}
export const keywordColourLabels: Record<KeywordColour, Label> = {
  green: { fr: 'Sport universitaire', en: 'University sport' },
  yellow: { fr: 'Sport scolaire', en: 'School sport' },
  cyan: { fr: 'Indoor', en: 'Indoor' },
  orange: { fr: 'Sport adapté', en: 'Adapted sport' },
  pink: { fr: 'Avirose', en: 'Avirose' },
  gray: { fr: 'Autre', en: 'Other' },
};
