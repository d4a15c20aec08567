import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('counts hits per key in a fixed window, with weights', () => {
    const limiter = new RateLimiter(3, 60_000);
    expect(limiter.hit('a', 0)).toBe(true);
    expect(limiter.hit('a', 1, 2)).toBe(true);
    expect(limiter.isBlocked('a', 2)).toBe(true);
    expect(limiter.hit('a', 2)).toBe(false);
    expect(limiter.hit('b', 2, 4)).toBe(false);
    expect(limiter.hit('a', 60_000)).toBe(true);
    expect(limiter.count('a', 60_000)).toBe(1);
  });

  it('never holds more than maxKeys keys: expired ones go first, then the oldest', () => {
    const limiter = new RateLimiter(5, 60_000, 100);
    for (let i = 0; i < 1_000; i += 1) limiter.hit(`k${i}`, 0);
    expect(limiter.size).toBe(100);
    expect(limiter.count('k999', 0)).toBe(1);
    expect(limiter.count('k0', 0)).toBe(0);
    limiter.hit('late', 60_000);
    expect(limiter.size).toBe(1);
  });

  it('is off with a limit of 0 and stores nothing', () => {
    const limiter = new RateLimiter(0);
    for (let i = 0; i < 100; i += 1) expect(limiter.hit(`k${i}`)).toBe(true);
    expect(limiter.size).toBe(0);
    expect(limiter.isBlocked('k1')).toBe(false);
  });
});
