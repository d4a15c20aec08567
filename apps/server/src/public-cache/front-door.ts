import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { encodingFor } from '../plugins/accept-encoding';
import { changesTheAnswer } from './cache-key';
import type { HitWriter } from './hit-writer';
import type { PublicResponseCache } from './response-store';

type DoorAnswer = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

/** Reads anyone may be given the same answer for (see changesTheAnswer); nothing an administrator asks. */
export const mayBeShared = (method: string | undefined, headers: IncomingHttpHeaders): boolean =>
  (method === 'GET' || method === 'HEAD') && headers.authorization === undefined && !changesTheAnswer(headers);

/**
 * Hits written from Node's request event, before Fastify routes the request and builds its request,
 * reply and child logger: that work cost more than writing a small cached answer, and the cache is
 * there so that results day costs what a static file server would. Only when Fastify logs no request
 * (LOG_LEVEL above info, the production default), so no access log line is skipped, and not while
 * closing (Fastify then answers with `Connection: close`). app.inject() does not go through here: the
 * onRequest hook serves the same answers.
 */
export function openFrontDoor(app: FastifyInstance, answer: DoorAnswer): void {
  const server = app.server;
  const [fastifyHandler, ...others] = server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  if (!fastifyHandler || others.length > 0 || ['trace', 'debug', 'info'].includes(app.log.level)) return;
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  server.removeListener('request', fastifyHandler);
  const toFastify = (req: IncomingMessage, res: ServerResponse) => fastifyHandler.call(server, req, res);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (closing) return toFastify(req, res);
    const answered = answer(req, res);
    if (answered === false) toFastify(req, res);
    else if (answered !== true)
      answered.then(
        (ok) => ok || toFastify(req, res),
        () => toFastify(req, res),
      );
  });
}

/**
 * What can be answered before Fastify sees the request: a 304, or a held answer already in the wanted
 * encoding; anything else goes to Fastify. With several processes, a held answer waits for the version
 * check first (`fresh`), and the request is marked `checked` so the onRequest hook does not check again.
 */
export function frontDoorAnswer(
  cache: PublicResponseCache,
  writer: HitWriter,
  fresh: () => Promise<unknown> | undefined,
  checked: WeakSet<IncomingMessage>,
): DoorAnswer {
  const answerAtTheDoor = (req: IncomingMessage, res: ServerResponse): boolean => {
    const { method, headers, url } = req;
    if (url === undefined || !mayBeShared(method, headers)) return false;
    const entry = cache.get(url);
    if (!entry) return false;
    const etag = writer.currentTag(cache.current());
    if (writer.notModified(headers, etag, true)) {
      writer.writeNotModified(res, url, etag);
      return true;
    }
    const out = writer.ready(entry, encodingFor(headers));
    if (!out) return false;
    writer.writeHit(res, entry, out, method === 'HEAD');
    return true;
  };
  return (req, res) => {
    if (req.url === undefined || !mayBeShared(req.method, req.headers) || cache.get(req.url) === undefined)
      return false;
    const checking = fresh();
    if (checking === undefined) return answerAtTheDoor(req, res);
    return checking.then(() => {
      checked.add(req);
      return answerAtTheDoor(req, res);
    });
  };
}
