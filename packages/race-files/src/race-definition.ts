// What the race computer needs to know of one race, as the API gathers it from the programme and the
// entries (issue 29, item 5). The writers (rac2-writer, rac-writer) turn it into the files ErgRace and
// Venue Racing read; they hold no database and no rule of the draw.

export type RaceType = 'individual' | 'relay' | 'team';

/** One rower, or one member of a relay crew. */
export type RaceRower = {
  firstName: string;
  lastName: string;
  /** Bib as registered, when there is one. */
  bib: string | null;
};

/** One lane's boat: an entrant, or a relay crew. */
export type RaceBoat = {
  lane: number;
  /** The entry's id: ErgRace carries it into the results as the lane's `id`, so rows come back matched. */
  entryId: string;
  /** A relay's crew name; null for an individual entry (the rower's name is written). */
  crewName: string | null;
  rowers: RaceRower[];
  className: string;
  affiliation: string;
};

export type RaceDefinition = {
  /** The programme name, e.g. `2000 m Seniors Hommes — Série 1`. */
  name: string;
  /** The championship, written as ErgRace's event name. */
  eventName: string;
  /** Metres (contract `raceDistance`). */
  distance: number;
  /** Ergometers of the round: every lane is written, the empty ones too. */
  lanes: number;
  raceType: RaceType;
  boats: RaceBoat[];
};

/** Venue Racing refuses to start a race whose name passes 16 characters. */
export const RAC_NAME_MAX = 16;

const isWord = (word: string) => /\p{L}/u.test(word) && !/\d/.test(word);

/**
 * A race name of at most `max` characters, still telling races apart on the race computer's screen:
 * the full name when it fits, else `2000 m Seniors Hommes — Série 1` → `2000m SH S1` (numbers kept,
 * `m` glued to its number, each word reduced to its initial, parts kept apart), cut at `max`.
 */
export function shortRaceName(name: string, max = RAC_NAME_MAX): string {
  const full = name.replace(/\s+/g, ' ').trim();
  if (full.length <= max) return full;
  const part = (text: string) => {
    let out = '';
    let previousWasInitial = false;
    for (const word of text.split(/[\s-]+/).filter(Boolean)) {
      const initial = isWord(word);
      // Initials of consecutive words, and a number after one, read as one token: `SH`, `S1`.
      const glued = previousWasInitial && (initial || /^\d+$/.test(word));
      out += (out && !glued ? ' ' : '') + (initial ? word.charAt(0).toLocaleUpperCase('fr') : word);
      previousWasInitial = initial;
    }
    return out;
  };
  return full
    .replace(/(\d)\s+m\b/g, '$1m')
    .split(/\s+[—–-]\s+/)
    .map(part)
    .join(' ')
    .slice(0, max)
    .trim();
}

/** `Prénom Nom` of a rower. */
export const rowerName = (rower: RaceRower): string => `${rower.firstName} ${rower.lastName}`.replace(/\s+/g, ' ').trim();

/**
 * A file name from a race name: letters without accents, digits, spaces, `-`, `_` and `.` only (the
 * ZIP is opened on the race computer's Windows, and a `/` or `:` in a name would break it).
 */
export function raceFileName(name: string, extension: string): string {
  const safe = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/×/g, 'x')
    .replace(/[^A-Za-z0-9 ._-]+/g, '-')
    .replace(/\s*-[\s-]*/g, ' - ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.-]+$/g, '')
    .slice(0, 100)
    .trim();
  return `${safe || 'epreuve'}.${extension}`;
}
