import { describe, expect, it } from 'vitest';
import { isRelayName, parseRaceDistance, raceDistance } from './race-distance';

describe('a race’s distance from its programme name', () => {
  it('reads metres, relays as legs × metres, grouped digits, and says when there is none', () => {
    expect(raceDistance('2000 m Seniors Hommes — Série 1')).toBe(2000);
    expect(raceDistance('500 m J16 Filles — Finale')).toBe(500);
    expect(raceDistance('Relais 4 × 500 m Relais mixte — Finale A')).toBe(2000);
    expect(raceDistance('Relay 4 x 250 m Avirose Relay — Heat 1')).toBe(1000);
    expect(raceDistance('1 000 m Collège Filles')).toBe(1000);
    expect(parseRaceDistance('Finale Masters')).toBeNull();
    expect(raceDistance('Finale Masters')).toBe(2000);
    expect(isRelayName('Relais 4 × 500 m Relais mixte')).toBe(true);
    expect(isRelayName('2000 m Masters A')).toBe(false);
  });
});
