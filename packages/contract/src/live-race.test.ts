import { describe, expect, it } from 'vitest';
import { formatPace, LiveFeedState, liveRaceView } from './live-race-feed';
import { liveFeedBodySchema } from './live-race';
import { joinLiveBoard, readLiveFigures, readLiveHeads, splitLiveBoard } from './live-race-frames';
import { readErgRaceMessage } from './live-race-reader';

const definition = {
  race_definition: {
    event_name: 'Championnat',
    name_long: '2000 m Seniors Hommes — Finale A',
    race_type: 'individual',
    duration: '2000',
    duration_type: 'distance',
    boats: [
      { lane_number: '1', name: 'DUPONT, Jean', affiliation: 'AC Paris' },
      { lane_number: 2, name: 'EMPTY', affiliation: '' },
      { lane_number: 3, name: 'MARTIN, Paul', affiliation: 'CN Lyon' },
    ],
  },
};

describe("ErgRace's live feed reader", () => {
  it('reads numbers sent as strings and drops empty lanes', () => {
    const read = readErgRaceMessage(definition);
    expect(read?.definition).toMatchObject({ name: '2000 m Seniors Hommes — Finale A', duration: 2000 });
    expect(read?.definition?.boats.map((b) => b.lane)).toEqual([1, 3]);
  });

  it('ignores `{}`, unknown keys and unreadable lanes', () => {
    expect(readErgRaceMessage({})).toBeNull();
    expect(readErgRaceMessage({ race_results: { x: 1 } })).toBeNull();
    expect(readErgRaceMessage('nope')).toBeNull();
    const read = readErgRaceMessage({
      race_data: { time: '12.5', data: [{ lane: 'x' }, { lane: 1, meters: '45.2' }] },
    });
    expect(read).toEqual({
      clock: 12.5,
      lanes: [{ lane: 1, meters: 45.2, pace: null, spm: null, position: null, time: null }],
    });
  });

  it('knows the 14 states and refuses others', () => {
    expect(readErgRaceMessage({ race_status: { state: '7', state_desc: 'False start' } })).toEqual({ state: 7 });
    expect(readErgRaceMessage({ race_status: { state: 14 } })).toEqual({ state: 14 });
    expect(readErgRaceMessage({ race_status: { state: 15 } })).toBeNull();
  });

  it('reads a pace in tenths as seconds', () => {
    const lanes = readErgRaceMessage({ race_data: { data: [{ lane: 1, meters: 10, pace: '1053' }] } })?.lanes;
    expect(lanes?.[0]?.pace).toBeCloseTo(105.3);
    expect(formatPace(105.3)).toBe('1:45.3');
  });
});

describe('the latest state per lane', () => {
  it('keeps one entry per lane, the newest, and a new race starts afresh', () => {
    const feed = new LiveFeedState();
    feed.apply(readErgRaceMessage(definition) ?? {});
    feed.apply({ state: 9 });
    for (let m = 1; m <= 50; m++)
      feed.apply({ lanes: [{ lane: 1, meters: m, pace: 100, spm: 30, position: 1, time: m / 5 }] });
    feed.apply({ lanes: [{ lane: 3, meters: 20, pace: 110, spm: 28, position: 2, time: 4 }] });
    const body = feed.take();
    expect(body.lanes.map((l) => [l.lane, l.meters])).toEqual([
      [1, 50],
      [3, 20],
    ]);
    expect(feed.changed).toBe(false);
    expect(liveFeedBodySchema.parse(body)).toEqual(body);
    expect(feed.apply({ definition: { ...body.race!, name: 'Autre course' } }).newRace).toBe(true);
    expect(feed.take().lanes).toEqual([]);
  });

  it('orders the view by position and names lanes from the start list', () => {
    const feed = new LiveFeedState();
    feed.apply(readErgRaceMessage(definition) ?? {});
    feed.apply({
      state: 11,
      lanes: [
        { lane: 1, meters: 2000, pace: 100, spm: 30, position: 2, time: 400 },
        { lane: 3, meters: 2000, pace: 99, spm: 31, position: 1, time: 398 },
      ],
    });
    const body = feed.take();
    const view = liveRaceView(
      { ...body, race: body.race! },
      {
        eventId: 'ev1',
        official: false,
        boats: [
          { lane: 1, name: 'Jean Dupont', club: 'AC Paris' },
          { lane: 3, name: 'Paul Martin', club: 'CN Lyon' },
        ],
      },
    );
    expect(view).toMatchObject({ state: 'complete', finished: true, eventId: 'ev1' });
    expect(view.lanes.map((l) => [l.position, l.name, l.progress])).toEqual([
      [1, 'Paul Martin', 1],
      [2, 'Jean Dupont', 1],
    ]);
    // What the stream sends: the names once (heads), the figures each time; the page joins them back.
    const { heads, figures } = splitLiveBoard({ races: [view] });
    expect(JSON.stringify(figures)).not.toContain('Paul Martin');
    expect(joinLiveBoard(readLiveHeads(JSON.parse(JSON.stringify(heads)))!, readLiveFigures(figures)!)).toEqual({
      races: [view],
    });
    expect(readLiveFigures({ races: [{ key: 'x', state: 'nope', lanes: [[1, 2], 'x'] }] })).toEqual({
      races: [{ key: 'x', state: null, clock: null, lanes: [] }],
    });
  });
});
