import { type RaceBoat, type RaceDefinition, rowerName, shortRaceName } from './race-definition';

// ErgRace race definition (`.rac2`, JSON; race-files.md). The boat `id` carries our entry id: ErgRace
// copies it into the results file as the lane's `id`, and the import links each row to its entry with no
// name matching at all (ergrace-results reads it as `externalId`).
//
// Every lane of the round is written. A lane nobody rows is written the way ErgRace leaves one in its
// results: id `Lane N`, name and class `EMPTY` (race-files.md: « participant or class equal to EMPTY, or
// an id of Lane N »), three signs our reader (and ErgRace's other readers) already take for an empty lane.

/** What ErgRace's results give for an empty lane; kept in one place for the writer and its tests. */
export const EMPTY_LANE = 'EMPTY';

function boatOf(lane: number, boat: RaceBoat | undefined) {
  if (!boat) return { lane_number: lane, id: `Lane ${lane}`, name: EMPTY_LANE, class_name: EMPTY_LANE, affiliation: '', participants: [] };
  const first = boat.rowers[0];
  return {
    lane_number: lane,
    id: boat.entryId,
    // A relay shows its crew name; an entrant their own, as registered (`Prénom Nom`, which the results
    // reader keeps as it is: the round trip changes no name).
    name: boat.crewName?.trim() || (first ? rowerName(first) : boat.entryId),
    class_name: boat.className,
    affiliation: boat.affiliation,
    participants: boat.rowers.map((r) => ({ name: rowerName(r) })),
  };
}

/** The `.rac2` text of one race, lanes 1 to `lanes` in order. */
export function writeRac2(race: RaceDefinition): string {
  const byLane = new Map(race.boats.map((b) => [b.lane, b]));
  const lanes = Math.max(race.lanes, ...race.boats.map((b) => b.lane));
  const definition = {
    race_definition: {
      name_long: race.name,
      name_short: shortRaceName(race.name),
      event_name: race.eventName,
      duration: race.distance,
      // Distance races: the duration is in metres (the live feed calls the same race `distance`).
      duration_type: 'meters',
      race_type: race.raceType,
      // Relay crews row one after another: the team size is the crew's, an individual race's is 1.
      team_size: Math.max(1, ...race.boats.map((b) => b.rowers.length)),
      split_value: 500,
      boats: Array.from({ length: lanes }, (_, i) => boatOf(i + 1, byLane.get(i + 1))),
    },
  };
  return `${JSON.stringify(definition, null, 2)}\n`;
}
