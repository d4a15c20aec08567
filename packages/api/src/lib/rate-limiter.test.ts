import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from './rate-limit-store';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('counts hits per key in a fixed window, with weights', async () => {
    const limiter = new RateLimiter(3, 60_000);
    expect(await limiter.hit('a', 0)).toBe(true);
    expect(await limiter.hit('a', 1, 2)).toBe(true);
    expect(await limiter.isBlocked('a', 2)).toBe(true);
    expect(await limiter.hit('a', 2)).toBe(false);
    expect(await limiter.hit('b', 2, 4)).toBe(false);
    expect(await limiter.retryAfterMs('a', 10_000)).toBe(50_000);
    expect(await limiter.hit('a', 60_000)).toBe(true);
    expect(await limiter.count('a', 60_000)).toBe(1);
    await limiter.undo('a', 60_001);
    expect(await limiter.count('a', 60_001)).toBe(0);
  });

  it('never holds more than maxKeys keys: expired ones go first, then the oldest', async () => {
    const limiter = new RateLimiter(5, 60_000, new MemoryRateLimitStore(100));
    for (let i = 0; i < 1_000; i += 1) await limiter.hit(`k${i}`, 0);
    expect(limiter.size).toBe(100);
    expect(await limiter.count('k999', 0)).toBe(1);
    expect(await limiter.count('k0', 0)).toBe(0);
    await limiter.hit('late', 60_000);
    expect(limiter.size).toBe(1);
  });

  it('is off with a limit of 0 and stores nothing', async () => {
    const limiter = new RateLimiter(0);
    for (let i = 0; i < 100; i += 1) expect(await limiter.hit(`k${i}`)).toBe(true);
    expect(limiter.size).toBe(0);
    expect(await limiter.isBlocked('k1')).toBe(false);
  });
});
