import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { LIVE_PATH } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { fastifyTrustProxy } from '../startup/trust-proxy';
import type { LiveHub, LiveRefusal } from './live-hub';
import { streamAddress } from './stream-address';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** What may follow LIVE_PATH for Fastify to route it to the stream (a trailing slash, a query string). */
const isStreamPath = (rest: string): boolean =>
  rest === '' || rest === '/' || rest.startsWith('?') || rest.startsWith('/?');

/** The 503 of a refused stream, as the route and the door both write it. */
export function refusalAnswer(message: string): { headers: Record<string, string>; body: Buffer } {
  const body = Buffer.from(JSON.stringify({ message, code: 'SERVICE_UNAVAILABLE' }));
  return {
    // The page polls every 30 s meanwhile (and tries the stream again later). The connection is closed
    // with the answer: a flood of refused streams must not stay open as idle keep-alive sockets, which
    // would hold the very file descriptors the caps keep for other visitors.
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(body.length),
      'retry-after': '30',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      connection: 'close',
    },
    body,
  };
}

/**
 * Refused streams answered from Node's request event, before Fastify builds its request and reply and
 * runs its hooks: in a flood they arrive by thousands at once, and what each costs is how long the
 * other visitors' requests wait behind them. Anything else, and a stream with room, goes on to the
 * listener already there (Fastify, or the public cache's front door before it); the route checks again.
 * The address is Fastify's request.ip, derived with the same TRUST_PROXY rule.
 */
export function openRefusalDoor(
  app: FastifyInstance,
  hub: LiveHub,
  trust: ReturnType<typeof fastifyTrustProxy>,
  answers: Record<LiveRefusal, ReturnType<typeof refusalAnswer>>,
): void {
  const server = app.server;
  const [next, ...others] = server.listeners('request') as Listener[];
  if (!next || others.length > 0) return;
  const trustFn = trust === false ? undefined : typeof trust === 'function' ? trust : proxyAddr.compile(trust);
  const addressOf = (req: IncomingMessage) => (trustFn ? proxyAddr(req, trustFn) : req.socket.remoteAddress);
  server.removeListener('request', next);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // Every request passes here: one prefix test for all but the stream's.
    if (
      req.url?.startsWith(LIVE_PATH) &&
      isStreamPath(req.url.slice(LIVE_PATH.length)) &&
      (req.method === 'GET' || req.method === 'HEAD')
    ) {
      const refusal = hub.refusal(streamAddress(addressOf(req)));
      if (refusal) {
        const answer = answers[refusal];
        res.writeHead(503, answer.headers);
        res.end(req.method === 'HEAD' ? undefined : answer.body);
        return;
      }
    }
    next.call(server, req, res);
  });
}
