import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveHub } from './live-hub';
import { streamAddress } from './stream-address';

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
    return this.written
      .filter((t) => t.includes('event: change'))
      .map((t) => JSON.parse(t.split('data: ')[1] ?? '') as { version: number });
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

  it('refuses an address beyond its share and the process beyond its cap, and gives the share back as streams close', () => {
    const hub = hubAt({ value: 0 }, { maxStreams: 5, maxPerAddress: 2 });
    const open = (address: string) => {
      const res = new FakeResponse();
      hub.open(res as unknown as ServerResponse, undefined, address);
      return res;
    };
    const first = open('198.51.100.1');
    open('198.51.100.1');
    expect(hub.refusal('198.51.100.1')).toBe('address');
    expect(hub.refusal('198.51.100.2')).toBeUndefined();
    first.destroy();
    expect(hub.refusal('198.51.100.1')).toBeUndefined();
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) open(address);
    expect(hub.size).toBe(5);
    expect(hub.refusal('198.51.100.9')).toBe('full');
    hub.close();
    expect(hub.refusal('198.51.100.9')).toBe('full');
  });

  it('counts an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4', () => {
    expect(streamAddress('2001:db8:1:2:aaaa::1')).toBe(streamAddress('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(streamAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(streamAddress('2001:db8:1:3::1')).not.toBe(streamAddress('2001:db8:1:2::1'));
    expect(streamAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(streamAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(streamAddress('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(streamAddress('203.0.113.5')).toBe('203.0.113.5');
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

  it('prepares a results change once per write and writes the same bytes to every stream', async () => {
    const version = { value: 1 };
    const change = { races: [], removed: ['race-1'], championships: [], stats: {} };
    const prepare = vi.fn(async () => change);
    const hub = hubAt(version, { throttleMs: 0, prepare });
    const streams = Array.from({ length: 3 }, () => new FakeResponse());
    for (const res of streams) hub.open(res as unknown as ServerResponse, undefined);
    version.value = 2;
    hub.changed();
    await vi.waitFor(() => expect(streams[0]?.written.at(-1)).toContain('event: results'));
    expect(prepare).toHaveBeenCalledTimes(1);
    const sent = streams.map((res) => res.written.at(-1));
    expect(new Set(sent).size).toBe(1);
    // The very same string object: serialised once, not once per stream.
    expect(streams.every((res) => res.written.at(-1) === sent[0])).toBe(true);
    expect(JSON.parse(sent[0]?.split('data: ')[1] ?? '')).toMatchObject({ version: 2, removed: ['race-1'] });
    hub.close();
  });

  it('gives a reader whose socket was full during a change the notice of the latest version, so it refetches', async () => {
    const version = { value: 1 };
    const prepare = vi.fn(async () => ({ races: [], removed: ['race-1'], championships: [], stats: {} }));
    const hub = hubAt(version, { throttleMs: 0, prepare });
    const slow = new FakeResponse();
    const fast = new FakeResponse();
    hub.open(slow as unknown as ServerResponse, undefined);
    hub.open(fast as unknown as ServerResponse, undefined);
    slow.writableNeedDrain = true;
    for (const next of [2, 3]) {
      version.value = next;
      hub.changed();
      await vi.waitFor(() => expect(fast.written.filter((t) => t.includes('event: results'))).toHaveLength(next - 1));
    }
    expect(slow.written.some((t) => t.includes('event: results'))).toBe(false);
    slow.writableNeedDrain = false;
    slow.emit('drain');
    expect(slow.notices().map((n) => n.version)).toEqual([1, 3]);
    hub.close();
  });

  it('sends the notice when no change can be prepared (nothing about results, or the preparation failed)', async () => {
    const version = { value: 1 };
    const answers = [undefined, 'fail'];
    const prepare = vi.fn(async () => {
      if (answers.shift() === 'fail') throw new Error('database gone');
      return undefined;
    });
    const hub = hubAt(version, { throttleMs: 0, prepare });
    const res = new FakeResponse();
    hub.open(res as unknown as ServerResponse, undefined);
    for (const next of [2, 3]) {
      version.value = next;
      hub.changed();
      await vi.waitFor(() => expect(res.notices().at(-1)?.version).toBe(next));
    }
    expect(res.written.some((t) => t.includes('event: results'))).toBe(false);
    hub.close();
  });
});
