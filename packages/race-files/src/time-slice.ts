// Reading a large file is cut into slices so that it never holds the event loop for long: every other
// request of the process (a visitor's page, /api/health) waits for as long as one slice runs.

/** Longest a slice runs before it gives the event loop a turn (ms): far under the 50 ms budget, even on a busy machine. */
export const SLICE_MS = 8;

/** Long work cut into slices: the worker calls `pause()` as it goes, which yields once the slice has run SLICE_MS. */
export class TimeSlice {
  #started = performance.now();

  /** Resolves at once within the slice; past it, after the event loop has had a turn (a macrotask, not a microtask). */
  async pause(): Promise<void> {
    if (performance.now() - this.#started < SLICE_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.#started = performance.now();
  }
}
