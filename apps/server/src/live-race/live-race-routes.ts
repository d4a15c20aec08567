import {
  type ApiDeps,
  checkRaceComputerKey,
  formatIssues,
  journalRaceComputerKeyUse,
  liveStartListByName,
} from '@app/api';
import {
  type LiveStartList,
  LIVE_RACE_EVENT,
  LIVE_RACE_FEED_PATH,
  LIVE_RACE_HEAD_EVENT,
  LIVE_RACE_STREAM_PATH,
  liveFeedBodySchema,
  liveRaceView,
  UNAUTHORIZED,
} from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorResponse, type PlainRouteEntry } from '../plain-routes/openapi-registry';
import { refuse } from '../plain-routes/plain-route';
import type { LiveRaceSignal } from '../signals/live-races';
import { RaceBoard } from './race-board';
import { RaceStreamHub } from './race-stream-hub';

/** A 60-lane body is about 8 kB: anything far larger is no bridge's. */
const BODY_LIMIT = 128 * 1024;
/** Posts per second one key may make (the bridge makes at most 4). */
const POSTS_PER_SECOND = 20;
const START_LIST_TTL_MS = 30_000;
const TOO_FAST = 'Trop d’envois pour cette clé, ralentissez';

export interface LiveRace {
  board: RaceBoard;
  hub: RaceStreamHub;
}

const held = new WeakMap<FastifyInstance, LiveRace>();
/** The board and streams of a built server (tests and the bench). */
export const liveRaceOf = (app: FastifyInstance): LiveRace | undefined => held.get(app);

/**
 * The race computer's side (POST, only a race-computer key opens it) and the pages' side (an SSE stream
 * of its own beside /api/live: the race's figures, not a change notice). Plain routes, not procedures:
 * the key is no administrator's token, and the stream writes one prepared frame to every socket.
 */
export function registerLiveRaceRoutes(
  app: FastifyInstance,
  deps: ApiDeps,
  signal: LiveRaceSignal,
  options: { maxStreams?: number } = {},
) {
  // The board publishes only after a post, once both exist.
  const board = new RaceBoard({ publish: (frames) => streams.publish(frames) });
  const streams = new RaceStreamHub({ initial: board.current(), maxStreams: options.maxStreams ?? 20_000 });
  held.set(app, { board, hub: streams });
  // Posts taken by the other processes of the site (one process: never called).
  signal.onRemote((view, version) => board.accept(view, version));
  const startLists = new Map<string, { value: LiveStartList | null; at: number }>();
  const journaled = new Set<string>();
  const refusalsJournaled = new Map<string, number>();
  const posts = new Map<string, { second: number; count: number }>();

  async function startList(name: string): Promise<LiveStartList | null> {
    const cached = startLists.get(name);
    if (cached && Date.now() - cached.at < START_LIST_TTL_MS) return cached.value;
    const value = await liveStartListByName(deps.db, name);
    startLists.set(name, { value, at: Date.now() });
    return value;
  }

  async function refuseKey(reply: FastifyReply, ip: string) {
    // A refused key is journaled once a minute per address, so that guessing cannot flood the trail.
    const last = refusalsJournaled.get(ip) ?? 0;
    if (Date.now() - last > 60_000) {
      refusalsJournaled.set(ip, Date.now());
      await journalRaceComputerKeyUse(deps.db, null, 'refused', null);
    }
    return refuse(reply, 401, { message: UNAUTHORIZED, code: 'UNAUTHORIZED' });
  }

  app.post(LIVE_RACE_FEED_PATH, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const token = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const key = token ? await checkRaceComputerKey(deps.db, token) : null;
    if (!key) return refuseKey(reply, request.ip);
    const second = Math.floor(Date.now() / 1000);
    const rate = posts.get(key.id);
    if (rate && rate.second === second && rate.count >= POSTS_PER_SECOND)
      return refuse(reply, 429, { message: TOO_FAST, code: 'TOO_MANY_REQUESTS' });
    posts.set(key.id, rate && rate.second === second ? { second, count: rate.count + 1 } : { second, count: 1 });
    const parsed = liveFeedBodySchema.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, { message: formatIssues(parsed.error.issues), code: 'BAD_REQUEST' });
    const body = parsed.data;
    if (body.race) {
      if (!journaled.has(`${key.id}|${body.race.name}`)) {
        journaled.add(`${key.id}|${body.race.name}`);
        await journalRaceComputerKeyUse(deps.db, key, 'use', body.race.name);
      }
      const view = liveRaceView({ ...body, race: body.race }, await startList(body.race.name));
      board.accept(view, await signal.put(view));
    }
    return reply.code(204).header('cache-control', 'no-store').send();
  });

  app.get(LIVE_RACE_STREAM_PATH, (request, reply) => {
    if (streams.full)
      return refuse(reply, 503, { message: 'Trop de pages ouvertes en direct', code: 'SERVICE_UNAVAILABLE' });
    if (request.method === 'HEAD') return reply.code(200).header('content-type', 'text/event-stream').send();
    reply.hijack();
    streams.open(reply.raw);
  });

  app.addHook('preClose', (done) => {
    streams.close();
    board.close();
    signal.close();
    done();
  });
}

/** The REST document's entries of the two routes (plain-routes/entries.ts lists them). */
export const liveRaceFeedEntry: PlainRouteEntry = {
  method: 'post',
  url: LIVE_RACE_FEED_PATH,
  access: 'public',
  operation: {
    operationId: 'liveRaceFeed',
    summary: 'Flux de la course en direct, envoyé par le pont ErgRace (clé d’ordinateur de course seulement)',
    description:
      'Réservé au pont ErgRace (`Authorization: Bearer rck_…`, clé créée dans l’administration). Corps : l’état le plus récent de la course, un seul par couloir ; 128 kio au plus, 20 envois par seconde et par clé au plus.',
    tags: ['live'],
    responses: {
      '204': { description: 'Reçu' },
      '400': errorResponse('Corps invalide'),
      '401': errorResponse('Clé absente, inconnue ou révoquée'),
      '413': errorResponse('Corps trop grand'),
      '429': errorResponse(TOO_FAST),
    },
  },
};

export const liveRaceStreamEntry: PlainRouteEntry = {
  method: 'get',
  url: LIVE_RACE_STREAM_PATH,
  access: 'public',
  operation: {
    operationId: 'liveRaceStream',
    summary: 'Courses en cours (Server-Sent Events)',
    description: `Flux \`text/event-stream\` : à l’ouverture puis à chaque changement (au plus 10 par seconde), un événement \`${LIVE_RACE_EVENT}\` porte les chiffres des courses en cours (par couloir, dans l’ordre : \`[couloir, place, mètres, allure, cadence, avancement]\`) ; les noms et clubs des couloirs viennent à l’ouverture et quand ils changent, dans un événement \`${LIVE_RACE_HEAD_EVENT}\`.`,
    tags: ['live'],
    responses: {
      '200': { description: 'Flux d’événements', content: { 'text/event-stream': { schema: { type: 'string' } } } },
      '503': errorResponse('Trop de flux ouverts'),
    },
  },
};
