import { describe, expect, it } from 'vitest';
import { MissGate } from './miss-gate';

describe('MissGate', () => {
  it('lets `limit` misses run at once and the next one go when one leaves', () => {
    const gate = new MissGate(2);
    const ran: string[] = [];
    for (const name of ['a1', 'a2', 'a3']) gate.enter('a', () => ran.push(name));
    expect(ran).toEqual(['a1', 'a2']);
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    gate.leave();
    expect(ran).toEqual(['a1', 'a2', 'a3']);
    gate.leave();
    gate.leave();
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('gives turns by client: a flood from one client delays another by one turn', () => {
    const gate = new MissGate(1);
    const ran: string[] = [];
    for (let i = 1; i <= 5; i += 1) gate.enter('flood', () => ran.push(`f${i}`));
    gate.enter('visitor', () => ran.push('v1'));
    gate.enter('other', () => ran.push('o1'));
    while (gate.load.running) gate.leave();
    expect(ran).toEqual(['f1', 'f2', 'v1', 'o1', 'f3', 'f4', 'f5']);
  });

  it('never starts a newcomer ahead of those already waiting', () => {
    const gate = new MissGate(1);
    const ran: string[] = [];
    gate.enter('a', () => ran.push('a1'));
    gate.enter('a', () => ran.push('a2'));
    gate.leave();
    // a2 runs; b waits even though it is the first of its client.
    gate.enter('b', () => ran.push('b1'));
    expect(ran).toEqual(['a1', 'a2']);
    gate.leave();
    expect(ran).toEqual(['a1', 'a2', 'b1']);
  });
});
