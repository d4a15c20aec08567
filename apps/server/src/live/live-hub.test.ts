import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveHub } from './live-hub';

/** A socket's answer whose buffer we fill and drain at will. */
class FakeResponse extends EventEmitter {
  writableNeedDrain = false;
  written: string[] = [];
  destroyed = false;
  writeHead() {
    return this;
  }
  write(text: string) {
    this.written.push(text);
    return true;
  }
  end(text?: string) {
    if (text) this.written.push(text);
    this.emit('close');
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
  notices() {
    return this.written.filter((t) => t.includes('event: change')).map((t) => JSON.parse(t.split('data: ')[1] ?? '') as { version: number });
  }
}

afterEach(() => vi.useRealTimers());

function hubAt(version: { value: number }, options = {}) {
  return new LiveHub({ version: () => version.value, ...options });
}

describe('LiveHub', () => {
  it('keeps at most one notice for a reader whose socket is full, and writes the latest when it drains', () => {
    const version = { value: 1 };
    const hub = hubAt(version, { throttleMs: 0 });
    const res = new FakeResponse();
    hub.open(res as unknown as ServerResponse, undefined);
    res.writableNeedDrain = true;
    for (let i = 0; i < 50; i++) {
      version.value += 1;
      hub.changed();
    }
    expect(res.notices().map((n) => n.version)).toEqual([1]);
    res.writableNeedDrain = false;
    res.emit('drain');
    expect(res.notices().map((n) => n.version)).toEqual([1, 51]);
    hub.close();
  });

  it('drops a reader that has not drained for the stuck delay', () => {
    vi.useFakeTimers();
    const hub = hubAt({ value: 0 }, { heartbeatMs: 1_000, stuckMs: 5_000 });
    const res = new FakeResponse();
    hub.open(res as unknown as ServerResponse, undefined);
    res.writableNeedDrain = true;
    vi.advanceTimersByTime(5_000);
    expect(res.destroyed).toBe(false);
    vi.advanceTimersByTime(2_000);
    expect(res.destroyed).toBe(true);
    expect(hub.size).toBe(0);
    hub.close();
  });

  it('sends a heartbeat comment to idle streams and throttles bursts to one broadcast per window', () => {
    vi.useFakeTimers();
    const version = { value: 0 };
    const hub = hubAt(version, { heartbeatMs: 25_000, throttleMs: 200 });
    const res = new FakeResponse();
    hub.open(res as unknown as ServerResponse, undefined);
    vi.advanceTimersByTime(25_000);
    expect(res.written).toContain(':\n\n');

    for (let i = 0; i < 10; i++) {
      version.value += 1;
      hub.changed();
      vi.advanceTimersByTime(10);
    }
    expect(hub.broadcasts).toBe(1);
    vi.advanceTimersByTime(200);
    expect(hub.broadcasts).toBe(2);
    expect(res.notices().at(-1)?.version).toBe(10);
    hub.close();
  });
});
