import { MAX_FOLLOWED } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { FOLLOWS_STORAGE_KEY, NO_FOLLOWS, readFollows, toggled, writeFollows } from './follow-store';

/** localStorage as a Map, refusing like a private window when asked to. */
function memoryStorage(refuse = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => {
      if (refuse) throw new Error('SecurityError');
      return items.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (refuse) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
  };
}

// Issue 30, item 5: the followed athletes and clubs stay on the device, and survive a reload.
describe('followed athletes and clubs on the device', () => {
  it('keeps what was followed across a reload, and takes it out on a second press', () => {
    const storage = memoryStorage();
    let follows = toggled(NO_FOLLOWS, 'athletes', 'p-p-lea');
    follows = toggled(follows, 'clubs', 'ac-paris');
    follows = toggled(follows, 'athletes', 'jeanne-martin--ac-paris');
    writeFollows(storage, follows);
    expect(readFollows(storage)).toEqual({ athletes: ['p-p-lea', 'jeanne-martin--ac-paris'], clubs: ['ac-paris'] });
    writeFollows(storage, toggled(follows, 'athletes', 'p-p-lea'));
    expect(readFollows(storage)?.athletes).toEqual(['jeanne-martin--ac-paris']);
  });

  it('reads a hand-edited or broken value as what it can, and a refused storage as null', () => {
    const storage = memoryStorage();
    storage.setItem(FOLLOWS_STORAGE_KEY, JSON.stringify({ athletes: ['p-1', 3, 'a b', 'p-1'], clubs: 'x' }));
    expect(readFollows(storage)).toEqual({ athletes: ['p-1'], clubs: [] });
    storage.setItem(FOLLOWS_STORAGE_KEY, '{not json');
    expect(readFollows(storage)).toBeNull();
    expect(readFollows(memoryStorage(true))).toBeNull();
    expect(() => writeFollows(memoryStorage(true), NO_FOLLOWS)).not.toThrow();
  });

  it('follows no more than the read accepts, and no malformed key', () => {
    let follows: typeof NO_FOLLOWS = NO_FOLLOWS;
    for (let i = 0; i < MAX_FOLLOWED + 3; i++) follows = toggled(follows, 'athletes', `p-${i}`);
    expect(follows.athletes).toHaveLength(MAX_FOLLOWED);
    expect(toggled(NO_FOLLOWS, 'clubs', 'a,b')).toBe(NO_FOLLOWS);
  });
});
