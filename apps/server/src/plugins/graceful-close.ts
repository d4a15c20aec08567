import type { FastifyInstance } from 'fastify';

/**
 * What `close()` (SIGTERM) needs beyond Fastify's own: requests in flight finish, but their keep-alive
 * connections would then stay open until the client or the keep-alive timeout drops them, holding the
 * exit for tens of seconds. While closing, every answer says `Connection: close` and connections are
 * closed as soon as they fall idle; a client still holding one after `graceMs` is cut.
 */
export function registerGracefulClose(app: FastifyInstance, graceMs = 10_000): void {
  let closing = false;
  // Callback style: it runs for every answer, and an async hook would cost a promise each time.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('preClose', (done) => {
    closing = true;
    const idle = setInterval(() => app.server.closeIdleConnections(), 50);
    const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
    idle.unref();
    cut.unref();
    app.server.once('close', () => {
      clearInterval(idle);
      clearTimeout(cut);
    });
    done();
  });
}
