import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { RaceFrames } from './race-board';
import { RaceStreamHub } from './race-stream-hub';

/** A socket's answer whose buffer we fill and drain at will. */
class FakeResponse extends EventEmitter {
  full = false;
  written: string[] = [];
  writeHead() {
    return this;
  }
  write(text: string) {
    this.written.push(text);
    return !this.full;
  }
  end() {
    this.emit('close');
  }
}

const frames = (heads: string, figures: string, headsChanged: boolean): RaceFrames => ({
  heads: `event: race-head\ndata: ${heads}\n\n`,
  figures: `event: race\ndata: ${figures}\n\n`,
  headsChanged,
});

let hub: RaceStreamHub | undefined;
afterEach(() => hub?.close());

describe('the live race streams', () => {
  it('write the names once, then the figures alone, the same string to every stream; a slow one catches up', () => {
    hub = new RaceStreamHub({ initial: frames('H0', 'F0', false) });
    const [fast, slow] = [new FakeResponse(), new FakeResponse()];
    hub.open(fast as unknown as ServerResponse);
    hub.open(slow as unknown as ServerResponse);
    expect(fast.written[0]).toContain('H0');
    expect(fast.written[0]).toContain('F0');

    hub.publish(frames('H1', 'F1', true));
    hub.publish(frames('H1', 'F2', false));
    expect(fast.written.slice(1)).toEqual([
      frames('H1', 'F1', true).heads + frames('H1', 'F1', true).figures,
      frames('H1', 'F2', false).figures,
    ]);
    expect(slow.written[1]).toBe(fast.written[1]);

    // The slow phone's socket fills: it misses a new race's names and two figures, then gets the newest of both.
    slow.full = true;
    hub.publish(frames('H1', 'F3', false));
    hub.publish(frames('H2', 'F4', true));
    hub.publish(frames('H2', 'F5', false));
    expect(slow.written).toHaveLength(4);
    slow.full = false;
    slow.emit('drain');
    expect(slow.written.at(-1)).toBe(frames('H2', 'F5', false).heads + frames('H2', 'F5', false).figures);
    // Caught up: from now on the figures alone, as the others.
    hub.publish(frames('H2', 'F6', false));
    expect(slow.written.at(-1)).toBe(frames('H2', 'F6', false).figures);
    expect(fast.written.at(-1)).toBe(slow.written.at(-1));

    // A stream opening now gets the current names before the figures.
    const late = new FakeResponse();
    hub.open(late as unknown as ServerResponse);
    expect(late.written[0]).toMatch(/H2[\s\S]*F6/);
    expect(hub.changes).toBe(6);
  });
});
