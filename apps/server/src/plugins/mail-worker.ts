import { type ApiDeps, createSmtpTransport, queueCampaigns, sendDue, workerName } from '@app/api';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../env';

/** How often a process looks for due mails; a form's mail leaves within about this long. */
const POLL_MS = 1000;

/**
 * The outbox's sender (packages/api/src/modules/mail), started with the server like the retention job.
 * Every process runs one: they claim rows one at a time, so they share the outbox without sending a mail
 * twice. Without SMTP_URL nothing is sent and mails wait, shown as such in the back-office; a campaign's
 * copies are still queued (a first batch, then no more while it waits), so they leave once a server is set.
 */
export function registerMailWorker(app: FastifyInstance, deps: ApiDeps, mail: AppConfig['mail']): void {
  const { smtpUrl } = mail;
  const transport = smtpUrl ? createSmtpTransport(smtpUrl) : undefined;
  const worker = workerName();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let closed = false;

  const tick = () => {
    if (closed || running) return;
    const clock = deps.config.clock ?? (() => new Date());
    // A campaign's next batch of copies is queued first (campaigns module), then every due mail leaves.
    running = queueCampaigns(deps.db, deps.config.mail?.publicUrl ?? '', clock())
      .then(() =>
        transport
          ? sendDue(deps.db, transport, {
              from: mail.from,
              worker,
              perSecond: mail.perSecond,
              stopped: () => closed,
              clock,
            })
          : undefined,
      )
      .catch((error: unknown) => app.log.error(error))
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', (done) => {
    timer = setInterval(tick, POLL_MS);
    timer.unref();
    done();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
    transport?.close();
  });
}
