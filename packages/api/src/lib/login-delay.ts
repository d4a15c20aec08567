import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';

export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60_000;
export const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 10_000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Slows the guessing of one account's password and code, from however many addresses (issue 27, item
 * 11): the address limit cannot, since every guess may come from a new address. The account's failed
 * attempts of the last 15 minutes are counted in a RateLimitStore (this process's memory, or the
 * database when several processes serve the site); past `free` of them, each attempt on the account
 * waits before its password is checked, 1 s doubling up to 10 s. It only waits, never refuses: the
 * right password and code still open a session, at worst 10 s later, so an attacker can slow the
 * administrator but never lock them out. Attempts are counted as they arrive (and given back when they
 * succeed), so a burst of parallel guesses waits as if they had come one after the other.
 * `free` 0 turns it off, with the login limit (load tests).
 */
export class LoginDelay {
  constructor(
    private readonly free: number,
    private readonly store: RateLimitStore = new MemoryRateLimitStore(),
    private readonly sleep: (ms: number) => Promise<void> = realSleep,
  ) {}

  /** The wait of an attempt that finds `failures` failed ones before it in the window. */
  delayAfter(failures: number): number {
    if (this.free <= 0 || failures < this.free) return 0;
    return Math.min(FIRST_DELAY_MS * 2 ** Math.min(failures - this.free, 16), MAX_DELAY_MS);
  }

  /** Counts an attempt on the account (a failure until it succeeds) and waits what the earlier ones earned; the wait, in ms. */
  async attempt(account: string, now = Date.now()): Promise<number> {
    if (this.free <= 0) return 0;
    const window = await this.store.add(this.key(account), 1, now, ACCOUNT_FAILURE_WINDOW_MS);
    const wait = this.delayAfter(window.count - 1);
    if (wait > 0) await this.sleep(wait);
    return wait;
  }

  /** The attempt was not a failure (right password): it does not count. */
  async succeeded(account: string, now = Date.now()): Promise<void> {
    if (this.free > 0) await this.store.takeBack(this.key(account), now);
  }

  /** Failed attempts on the account in its running window. */
  async failures(account: string, now = Date.now()): Promise<number> {
    return (await this.store.read(this.key(account), now))?.count ?? 0;
  }

  // Prefixed: in the database the limits of every kind share one table.
  private key(account: string): string {
    return `login-delay:${account}`;
  }
}
