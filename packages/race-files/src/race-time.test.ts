import { RACE_TIME } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { parseRaceTime } from './race-time';

describe('parseRaceTime', () => {
  it.each([
    ['6:26.3', '6:26.3', 386.3],
    ['06:27.4', '6:27.4', 387.4],
    ['0:24.1', '0:24.1', 24.1],
    ['24.1', '0:24.1', 24.1],
    ['10:47.1', '10:47.1', 647.1],
    ['1:02:03.45', '1:02:03.45', 3723.45],
    ['  6:42,3 ', '6:42.3', 402.3],
    ['7:05.125', '7:05.125', 425.125],
    ['6:30', '6:30', 390],
  ])('reads %j as %s (%d s)', (raw, time, seconds) => {
    const read = parseRaceTime(raw);
    expect(read).toEqual({ time, seconds });
    expect(read?.time).toMatch(RACE_TIME);
  });

  it('reads tenths as tenths, never as milliseconds', () => {
    expect(parseRaceTime('0:24.1')?.seconds).toBe(24.1);
    expect(parseRaceTime('0:24.10')?.seconds).toBe(24.1);
  });

  it.each(['6:2x', 'abc', '61:99', '', '6:27.4567', '1:60:00.0', '6:27.4 s', '-6:27.4', '6:2', '6:2.5', '1:2:03.4'])(
    'refuses %j',
    (raw) => {
      expect(parseRaceTime(raw)).toBeNull();
    },
  );
});
