import { nextTask } from './lib/next-task';
import './styles.css';

/*
 * The boot in stages, each its own task. A module graph is evaluated in one task: loaded at once, the
 * translations, React, the router, the query cache and every component held the main thread for one
 * long stretch on a phone (the page, drawn by the server, is readable meanwhile, but a tap waits behind
 * it). The chunks are all fetched together (the boot script preloads them); only their evaluation is
 * spread out, with a turn of the event loop between stages.
 */
async function boot() {
  await import('./lib/i18n');
  await nextTask();
  const { startApp } = await import('./app-start');
  await nextTask();
  await startApp();
}

void boot();
