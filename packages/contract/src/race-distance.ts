// A race's distance, read from its programme name (issue 29): the name is what the federation writes
// (`2000 m Seniors Hommes — Série 1`, `Relais 4 × 500 m Relais mixte — Finale`), and the race computer's
// files, the seed's times and the draw all need the metres. One reading, shared.

/** The distance when a name says none: the championship's standard race. */
export const DEFAULT_RACE_DISTANCE = 2000;

// `4 × 500 m`, `4 x 500 m`, `4×500m`: legs × metres of a leg. Digits may be grouped with a space (`1 000 m`).
const RELAY = /(\d+)\s*[×xX*]\s*(\d{1,3}(?:[  ]\d{3})*|\d+)\s*m(?![a-zA-Zé])/;
const METRES = /(\d{1,3}(?:[  ]\d{3})+|\d+)\s*m(?![a-zA-Zé])/;

const number = (digits: string) => Number(digits.replace(/[  ]/g, ''));

/** Metres rowed by the whole boat (a relay's legs added up), or null when the name gives no distance. */
export function parseRaceDistance(name: string): number | null {
  const relay = RELAY.exec(name);
  if (relay) return number(relay[1] as string) * number(relay[2] as string);
  const metres = METRES.exec(name);
  const value = metres ? number(metres[1] as string) : 0;
  return value > 0 ? value : null;
}

/** The distance a race is rowed over: read from its name, else the standard 2000 m. */
export const raceDistance = (name: string): number => parseRaceDistance(name) ?? DEFAULT_RACE_DISTANCE;

/** A relay (`Relais 4 × 500 m`, `Relay 4 × 250 m`): ErgRace writes it as a relay race, a crew per lane. */
export const isRelayName = (name: string): boolean => RELAY.test(name) || /\b(relais|relay)\b/i.test(name);
