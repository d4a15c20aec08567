import { parseArgs } from 'node:util';
import { startBridge } from './bridge';

// `pnpm ergrace:bridge -- --site https://… --key …` or, on a race computer without the repository,
// `node ergrace-bridge.mjs --site https://… --key …` (README: race day). Environment variables work too.
const { values } = parseArgs({
  options: {
    ergrace: { type: 'string', default: process.env.ERGRACE_URL ?? 'ws://127.0.0.1:8081' },
    site: { type: 'string', default: process.env.SITE_URL ?? '' },
    key: { type: 'string', default: process.env.RACE_COMPUTER_KEY ?? '' },
    every: { type: 'string', default: process.env.SEND_EVERY_MS ?? '250' },
  },
});

if (!values.site || !values.key) {
  console.error(
    'Usage : node ergrace-bridge.mjs --site https://site.example --key <clé ordinateur de course> [--ergrace ws://127.0.0.1:8081]',
  );
  process.exit(2);
}
const bridge = startBridge({
  ergraceUrl: values.ergrace,
  siteUrl: values.site,
  key: values.key,
  sendEveryMs: Math.max(100, Number(values.every) || 250),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    bridge.stop();
    process.exit(0);
  });
