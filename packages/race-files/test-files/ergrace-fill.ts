// How ErgRace answers a race definition we wrote (race-files.md): one results object per lane of the
// `.rac2`, its boat `id` copied as the lane's `id`, its name as `participant`, its class and affiliation
// as `class` and `affiliation`; a place and a `M:SS.t` time for each lane that finished, nothing for a
// lane that did not, `EMPTY` for a lane nobody rowed. Used by the round-trip tests (race-files, API, REST).

type Boat = { lane_number: number; id: string; name: string; class_name: string; affiliation: string };

/** A lane's outcome: a time (`6:27.4`) or null for a rower who never rowed. */
export type LaneTimes = Record<number, string | null>;

const seconds = (time: string) => {
  const [m, s] = time.split(':');
  return Number(m) * 60 + Number(s);
};

/** The results JSON ErgRace would write after rowing the race of `rac2` with these times per lane. */
export function ergRaceResultsFor(rac2: string, times: LaneTimes): string {
  const definition = (JSON.parse(rac2) as { race_definition: { name_long: string; duration: number; boats: Boat[] } }).race_definition;
  const finishers = definition.boats.filter((b) => times[b.lane_number]).sort((a, b) => seconds(times[a.lane_number] as string) - seconds(times[b.lane_number] as string));
  const participants = definition.boats.map((boat) => {
    const time = times[boat.lane_number] ?? null;
    const place = time ? finishers.indexOf(boat) + 1 : 0;
    return {
      id: boat.id,
      participant: boat.name,
      class: boat.class_name,
      affiliation: boat.affiliation,
      lane: boat.lane_number,
      place,
      time: time ?? '',
      score: time ?? '',
      distance: time ? definition.duration : 0,
      avg_pace: '',
      machine_type: 'row',
    };
  });
  return JSON.stringify(
    {
      results: {
        race_id: 'race-1',
        race_file_name: `${definition.name_long}.rac2`,
        ergrace_version: '03.01.01',
        race_start_time: '2026-01-30 10:30:00',
        race_end_time: '2026-01-30 10:37:00',
        duration: definition.duration,
        time_cap: 0,
        participants,
      },
    },
    null,
    2,
  );
}
