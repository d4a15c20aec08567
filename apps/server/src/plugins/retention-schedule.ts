import { type ApiDeps, deletedAny, nextDailyRun, runDaily } from '@app/api';
import type { FastifyInstance } from 'fastify';

/**
 * The retention job's daily run at 03:30, Paris time (packages/api/src/modules/retention holds the rules).
 * Every process plans it; the run claims its date in the database, so one process runs it. The timer is
 * unref'd (it never keeps the process alive) and cleared on close.
 */
export function registerRetentionSchedule(
  app: FastifyInstance,
  deps: ApiDeps,
  clock: () => Date = () => new Date(),
): void {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const plan = () => {
    if (closed) return;
    const now = clock();
    timer = setTimeout(() => void fire(), Math.max(0, nextDailyRun(now).getTime() - now.getTime()));
    timer.unref();
  };
  const fire = async () => {
    try {
      const outcome = await runDaily(deps.db, clock());
      if (outcome?.error) app.log.error({ retention: outcome }, 'retention run failed');
      // Deleted registrations leave the public lists: the cached answers must go, as after an admin write.
      if (deletedAny(outcome)) await deps.publicCache.clear();
    } catch (error) {
      app.log.error(error);
    } finally {
      plan();
    }
  };

  app.addHook('onReady', (done) => {
    plan();
    done();
  });
  app.addHook('onClose', (_app, done) => {
    closed = true;
    clearTimeout(timer);
    done();
  });
}
