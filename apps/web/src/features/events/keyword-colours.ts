import type { KeywordColour } from '@app/contract';
import type { BadgeTone } from '../../ui/Badge';

// Keyword colours of the events page (spec section 3) mapped onto the badge palette.
export const keywordTone: Record<KeywordColour, BadgeTone> = {
  green: 'green',
  yellow: 'yellow',
  cyan: 'cyan',
  orange: 'orange',
  pink: 'pink',
  gray: 'gray',
};
