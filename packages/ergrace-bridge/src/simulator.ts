import { type WebSocket, WebSocketServer } from 'ws';

// Plays races as ErgRace's WebSocket would (shared/race-files.md): the definition, the state sequence
// with a false start, `race_data` several times a second with numbers sent as strings, a relay's
// change-over, then the results states. For demonstrations, the end-to-end test and the bench.

export interface SimBoat {
  lane_number: number;
  name: string;
  affiliation: string;
  class_name?: string;
}

export interface SimRace {
  name: string;
  eventName?: string;
  distance: number;
  raceType?: 'individual' | 'relay' | 'team';
  boats: SimBoat[];
}

export interface SimulatorOptions {
  port: number;
  /** `race_data` messages per second. */
  rate?: number;
  /** Simulated seconds per real second: 10 rows a 500 m in about 10 s. */
  speed?: number;
  /** Real milliseconds between two states before the start, and between races. */
  stepMs?: number;
  races: SimRace[];
  /** Starts again from the first race after the last. */
  loop?: boolean;
  /** How long « race complete » stays before the final results (default two steps). */
  completeMs?: number;
  /** The first race starts falsely once. */
  falseStart?: boolean;
  /**
   * The first boat starts last (2:10/500 m for the first fifth) then sprints (1:18/500 m; the others keep
   * between 1:32 and 2:08), so it passes every other boat in every race: positions change (default true).
   */
  sprint?: boolean;
  /** Told each `race_data` sent: the bench compares it with what the pages see. */
  onData?: (sentAt: number, clock: number, lanes: { lane: number; meters: number }[]) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A race of `lanes` made-up entrants, for the demonstration. */
export function demoRace(
  name: string,
  lanes: number,
  distance = 500,
  raceType: SimRace['raceType'] = 'individual',
): SimRace {
  const clubs = ['AC Paris', 'CN Lyon', 'SN Marseille', 'AV Lille', 'RC Nantes', 'CA Bordeaux'];
  return {
    name,
    distance,
    raceType,
    boats: Array.from({ length: lanes }, (_, i) => ({
      lane_number: i + 1,
      name: `RAMEUR ${i + 1}, Démo`,
      affiliation: clubs[i % clubs.length] as string,
    })),
  };
}

/** Reads a `.rac2` the site wrote into a race to play. */
export function raceOfRac2(text: string): SimRace {
  const def = (JSON.parse(text) as { race_definition: Record<string, unknown> }).race_definition;
  const boats = (def.boats as SimBoat[]).filter((b) => b.name && b.name !== 'EMPTY');
  return {
    name: String(def.name_long),
    eventName: String(def.event_name ?? ''),
    distance: Number(def.duration) || 2000,
    raceType: (def.race_type as SimRace['raceType']) ?? 'individual',
    boats,
  };
}

export interface Simulator {
  port: number;
  done: Promise<void>;
  close(): Promise<void>;
}

export async function startSimulator(options: SimulatorOptions): Promise<Simulator> {
  const server = new WebSocketServer({ port: options.port });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const rate = options.rate ?? 4;
  const speed = options.speed ?? 1;
  const stepMs = options.stepMs ?? 1_000;
  let closed = false;
  /** What a page connecting mid-race needs: the current definition and state. */
  let current: { definition?: unknown; status?: unknown } = {};

  const send = (message: unknown) => {
    const text = JSON.stringify(message);
    for (const client of server.clients) if (client.readyState === 1) client.send(text);
  };
  server.on('connection', (client: WebSocket) => {
    if (current.definition) client.send(JSON.stringify({ race_definition: current.definition }));
    if (current.status) client.send(JSON.stringify({ race_status: current.status }));
  });
  const status = (state: number, desc: string) => {
    current.status = { state: String(state), state_desc: desc, controller_offline: false, data: [] };
    send({ race_status: current.status });
  };
  // ErgRace sends an empty object now and then; the bridge must ignore it.
  const keepAlive = setInterval(() => send({}), 5_000);

  async function play(race: SimRace, falseStart: boolean) {
    const definition = {
      event_name: race.eventName ?? 'Démonstration',
      name_long: race.name,
      race_type: race.raceType ?? 'individual',
      duration: String(race.distance),
      duration_type: 'distance',
      boats: race.boats.map((b) => ({ ...b, machine_type: 'row', class_name: b.class_name ?? '' })),
    };
    current = { definition };
    send({ race_definition: definition });
    for (const [state, desc] of [
      [1, 'Warmup'],
      [2, 'Stop rowing'],
      [3, 'Ready'],
      [4, 'Sit ready'],
      [5, 'Attention'],
      [6, 'Row'],
    ] as const) {
      if (closed) return;
      status(state, desc);
      await wait(stepMs);
    }
    if (falseStart) {
      status(7, 'False start');
      await wait(stepMs * 2);
      for (const [state, desc] of [
        [4, 'Sit ready'],
        [5, 'Attention'],
        [6, 'Row'],
      ] as const) {
        status(state, desc);
        await wait(stepMs);
      }
    }
    status(9, 'Race running');
    const lanes = race.boats.map((b) => ({ lane: b.lane_number, meters: 0, pace: 95 + Math.random() * 20, done: 0 }));
    const sprinter = options.sprint === false || lanes.length < 2 ? undefined : lanes[0];
    const legs = race.raceType === 'relay' ? 4 : 1;
    let clock = 0;
    let exchanges = 0;
    while (!closed && lanes.some((l) => l.meters < race.distance)) {
      await wait(1_000 / rate);
      const dt = speed / rate;
      clock += dt;
      for (const lane of lanes) {
        if (lane.meters >= race.distance) continue;
        lane.pace =
          lane === sprinter
            ? lane.meters < race.distance / 5
              ? 130
              : 78
            : Math.min(128, Math.max(92, lane.pace + (Math.random() - 0.5) * 2));
        lane.meters = Math.min(race.distance, lane.meters + (500 / lane.pace) * dt);
        if (lane.meters >= race.distance) lane.done = clock;
      }
      const order = [...lanes].sort((a, b) => b.meters - a.meters || a.done - b.done);
      const leg = Math.floor((Math.max(...lanes.map((l) => l.meters)) / race.distance) * legs);
      if (leg > exchanges && leg < legs) {
        exchanges = leg;
        status(14, 'Exchange');
        status(9, 'Race running');
      }
      const data = lanes.map((lane) => ({
        lane: String(lane.lane),
        meters: lane.meters.toFixed(1),
        time: (lane.done || clock).toFixed(1),
        pace: lane.pace.toFixed(1),
        spm: String(28 + Math.round(Math.random() * 6)),
        watts: '300',
        calories_per_hour: '1200',
        position: String(order.indexOf(lane) + 1),
      }));
      options.onData?.(
        Date.now(),
        Number(clock.toFixed(1)),
        lanes.map((l) => ({ lane: l.lane, meters: Math.round(l.meters) })),
      );
      send({ race_data: { time: clock.toFixed(1), data } });
    }
    if (closed) return;
    status(11, 'Race complete');
    await wait(options.completeMs ?? stepMs * 2);
    status(12, 'Final results');
    await wait(stepMs * 3);
    status(13, 'Inactive');
    await wait(stepMs);
  }

  const done = (async () => {
    let first = true;
    do {
      for (const race of options.races) {
        if (closed) return;
        await play(race, first && (options.falseStart ?? true));
        first = false;
      }
    } while (options.loop && !closed);
  })();

  return {
    port: (server.address() as { port: number }).port,
    done,
    close: async () => {
      closed = true;
      clearInterval(keepAlive);
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
