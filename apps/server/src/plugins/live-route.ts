import { type ApiDeps, ResultsChanges } from '@app/api';
import { LIVE_EVENT, LIVE_PATH, LIVE_RESULTS_EVENT, liveNoticeSchema } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponse, type PlainRouteEntry } from '../plain-routes/openapi-registry';
import { LiveHub, type LiveHubOptions, type LiveRefusal, type PreparedChange } from '../live/live-hub';
import { openRefusalDoor, refusalAnswer } from '../live/refusal-door';
import { streamAddress } from '../live/stream-address';
import type { fastifyTrustProxy } from '../startup/trust-proxy';

const BUSY = 'Trop de pages ouvertes en direct, les résultats se rafraîchissent toutes les 30 secondes';
const BUSY_ADDRESS =
  'Trop de pages ouvertes en direct depuis cette adresse, les résultats se rafraîchissent toutes les 30 secondes';
const REFUSALS: Record<LiveRefusal, ReturnType<typeof refusalAnswer>> = {
  full: refusalAnswer(BUSY),
  address: refusalAnswer(BUSY_ADDRESS),
};

const hubs = new WeakMap<FastifyInstance, LiveHub>();

/** The change streams of a built server (tests count its streams and broadcasts). */
export const liveHubOf = (app: FastifyInstance): LiveHub | undefined => hubs.get(app);

/*
 * Why a plain Fastify route and not a tRPC subscription (httpSubscriptionLink): a subscription runs an
 * async generator, a tRPC context and a JSON serialisation per open page, and tRPC's own SSE envelope;
 * the notice here is the same few bytes for everybody, so the route writes one prepared string to each
 * socket, with its own control over full sockets, heartbeats and shutdown. It also stays out of the
 * public response cache (its path is no public read) and is documented in the REST document like the
 * other plain routes. Pages then refetch through the cached public reads, as their 30-second poll does.
 */
/**
 * The results change of this broadcast, saying whether other public data changed with it (writes made
 * together within the hub's throttle): pages then also refetch what is not results.
 */
async function nextChange(deps: ApiDeps, changes: ResultsChanges): Promise<PreparedChange | undefined> {
  const others = deps.publicCache.takeOtherWrites();
  const change = await changes.next();
  return change && (others ? { ...change, others: true } : change);
}

export function registerLiveRoute(
  app: FastifyInstance,
  deps: ApiDeps,
  options: Partial<LiveHubOptions> & { trustProxy?: ReturnType<typeof fastifyTrustProxy> } = {},
): LiveHub {
  const { trustProxy = false, ...hubOptions } = options;
  // Results writes go out as the change itself (the board's difference, worked out once per write); the
  // board read first is the one the first change is compared to.
  const changes = new ResultsChanges(deps);
  changes.prime().catch((error: unknown) => app.log.warn({ err: error }, 'live: results board not read'));
  const hub = new LiveHub({
    version: () => deps.publicCache.version,
    prepare: () => nextChange(deps, changes),
    ...hubOptions,
  });
  hubs.set(app, hub);
  openRefusalDoor(app, hub, trustProxy, REFUSALS);
  const unsubscribe = deps.publicCache.onChange(() => hub.changed());

  app.get(LIVE_PATH, (request, reply) => {
    const address = streamAddress(request.ip);
    const refusal = hub.refusal(address);
    if (refusal) {
      // Reached only through inject() or a stream refused after the door let it in (refusal-door.ts).
      const answer = REFUSALS[refusal];
      return reply.code(503).headers(answer.headers).send(answer.body);
    }
    // A HEAD would otherwise hold a stream open that can carry nothing.
    if (request.method === 'HEAD')
      return reply
        .code(200)
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .send();
    reply.hijack();
    const lastEventId = request.headers['last-event-id'];
    hub.open(reply.raw, typeof lastEventId === 'string' ? lastEventId : undefined, address);
  });
  app.addHook('preClose', (done) => {
    hub.close();
    done();
  });
  app.addHook('onClose', (_app, done) => {
    unsubscribe();
    done();
  });
  return hub;
}

const { $schema: _draft, ...notice } = z.toJSONSchema(liveNoticeSchema, { io: 'output' }) as Record<string, unknown>;

/** The stream beside the procedures in the REST document (a plain route of its own: see above). */
export const liveEntry: PlainRouteEntry = {
  method: 'get',
  url: LIVE_PATH,
  access: 'public',
  operation: {
    operationId: 'live',
    summary: 'Flux des changements des données publiques (Server-Sent Events)',
    description:
      `Flux \`text/event-stream\` ouvert tant que la page l’est. Après chaque enregistrement de l’administration (au plus un toutes les 200 ms), un événement \`${LIVE_EVENT}\` ` +
      'porte la version des données : la page relit alors ce qu’elle affiche par les lectures publiques. ' +
      `Quand l’enregistrement ne change que des résultats, l’événement \`${LIVE_RESULTS_EVENT}\` porte à la place le changement lui-même (mêmes champs version et changedMsAgo, puis les résumés des épreuves changées, un correctif de leur classement : lignes nouvelles ou modifiées avec leur place, identifiants disparus, et les chiffres clés) : la page l’applique sans relire. ` +
      'À l’ouverture, sans `Last-Event-ID` ou avec un identifiant périmé, ' +
      'l’événement de la version courante est envoyé ; avec l’identifiant courant, rien avant le prochain changement. Une ligne de commentaire toutes les 25 s garde le flux ouvert.',
    tags: ['live'],
    parameters: [
      {
        name: 'Last-Event-ID',
        in: 'header',
        required: false,
        schema: { type: 'string' },
        description: 'Identifiant du dernier événement reçu (reconnexion)',
      },
    ],
    responses: {
      '200': {
        description: `Flux d’événements \`${LIVE_EVENT}\` dont le champ data suit ce schéma`,
        content: { 'text/event-stream': { schema: notice } },
      },
      '503': errorResponse(
        `Trop de flux ouverts, sur le serveur (« ${BUSY} ») ou depuis cette adresse (« ${BUSY_ADDRESS} ») ; \`Retry-After\` en secondes`,
      ),
    },
  },
};
