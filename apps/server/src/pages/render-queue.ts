/**
 * Bounds the pages drawn at once. A stored page costs nothing, but a miss costs tens of milliseconds
 * of main thread (150 ms for /resultats at 3,000 entrants), and query strings are the visitor's: a flood
 * of distinct ones must not queue behind each other until every request waits. Past the bound the
 * caller gets null and sends the page shell, which the browser draws as it did before server rendering.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency = 2,
    private readonly maxWaiting = 16,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T | null> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
