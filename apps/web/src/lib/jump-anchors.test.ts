import { describe, expect, it } from 'vitest';
import { championshipAnchor, firstOfEach } from './jump-anchors';

describe('firstOfEach', () => {
  it('anchors the first item of each group, in the order given', () => {
    const races = [
      { id: 'a', championshipId: 'elite' },
      { id: 'b', championshipId: 'youth' },
      { id: 'c', championshipId: 'elite' },
      { id: 'd', championshipId: 'avirose' },
    ];
    const anchors = firstOfEach(races, (r) => r.championshipId, championshipAnchor);
    expect([...anchors]).toEqual([
      ['a', 'championnat-elite'],
      ['b', 'championnat-youth'],
      ['d', 'championnat-avirose'],
    ]);
  });
});
