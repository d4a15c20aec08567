import { describe, expect, it } from 'vitest';
import { normaliseAthleteName } from './athlete-name';

describe('normaliseAthleteName', () => {
  it.each([
    ['DUPONT, Jean', 'Jean Dupont'],
    ['LE GALL, Anne-Sophie', 'Anne-Sophie Le Gall'],
    ['Jean DUPONT', 'Jean Dupont'],
    ['ÉLODIE LEFÈVRE', 'Élodie Lefèvre'],
    ['JEAN-NOËL D’ARTAGNAN', 'Jean-Noël D’Artagnan'],
    ['MOREAU,Théo', 'Théo Moreau'],
  ])('%j → %j', (raw, name) => {
    expect(normaliseAthleteName(raw)).toEqual({ name, changed: true });
  });

  it('leaves a well-cased name as typed', () => {
    expect(normaliseAthleteName('Chloé Bérard')).toEqual({ name: 'Chloé Bérard', changed: false });
    expect(normaliseAthleteName('Hélène de La Tour')).toEqual({ name: 'Hélène de La Tour', changed: false });
    expect(normaliseAthleteName('Martin J.')).toEqual({ name: 'Martin J.', changed: false });
  });

  it('collapses spaces without calling it a change', () => {
    expect(normaliseAthleteName('  Martin  J. ')).toEqual({ name: 'Martin J.', changed: false });
  });
});
