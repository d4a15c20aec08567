import { describe, expect, it } from 'vitest';
import { RenderQueue } from './render-queue';

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('RenderQueue', () => {
  it('runs at most `concurrency` tasks at once and the waiting ones in order', async () => {
    const queue = new RenderQueue(1, 4);
    const gate = deferred();
    const order: string[] = [];
    const first = queue.run(async () => {
      await gate.promise;
      order.push('first');
      return 1;
    });
    const second = queue.run(async () => {
      order.push('second');
      return 2;
    });
    await Promise.resolve();
    expect(order).toEqual([]);
    gate.resolve();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(order).toEqual(['first', 'second']);
  });

  it('answers null at once when the queue is full, and takes work again once it drains', async () => {
    const queue = new RenderQueue(1, 1);
    const gate = deferred();
    const running = queue.run(() => gate.promise.then(() => 'a'));
    const waiting = queue.run(async () => 'b');
    expect(await queue.run(async () => 'refused')).toBeNull();
    gate.resolve();
    expect(await Promise.all([running, waiting])).toEqual(['a', 'b']);
    expect(await queue.run(async () => 'c')).toBe('c');
  });

  it('frees its place when a task fails', async () => {
    const queue = new RenderQueue(1, 0);
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
