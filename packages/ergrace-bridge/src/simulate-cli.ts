import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { demoRace, raceOfRac2, startSimulator } from './simulator';

// `pnpm ergrace:simulate [--port 8081] [--lanes 8] [--rate 4] [--speed 1] [--rac2 a.rac2 --rac2 b.rac2]`:
// plays a demonstration programme (or the site's `.rac2` files) in a loop, as ErgRace would.
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8081' },
    lanes: { type: 'string', default: '8' },
    rate: { type: 'string', default: '4' },
    speed: { type: 'string', default: '1' },
    step: { type: 'string', default: '1000' },
    distance: { type: 'string', default: '500' },
    rac2: { type: 'string', multiple: true, default: [] },
    once: { type: 'boolean', default: false },
  },
});
const lanes = Math.min(60, Math.max(1, Number(values.lanes)));
const distance = Number(values.distance);
const races = values.rac2.length
  ? values.rac2.map((file) => raceOfRac2(readFileSync(file, 'utf8')))
  : [
      demoRace(`${distance} m Démonstration — Finale A`, lanes, distance),
      demoRace(`Relais 4 × ${distance / 4} m Démonstration — Finale`, lanes, distance, 'relay'),
    ];
const sim = await startSimulator({
  port: Number(values.port),
  rate: Number(values.rate),
  speed: Number(values.speed),
  stepMs: Number(values.step),
  races,
  loop: !values.once,
});
console.log(`Simulateur ErgRace : ws://127.0.0.1:${sim.port} (${races.map((r) => r.name).join(', ')})`);
await sim.done;
await sim.close();
