/*
 * `npx tsx tests/load/pdf-bench.ts`: the call room's PDF at the real size (issue 33): a day of 120
 * published races of 8 lanes in one file, drawn by the same code as GET /api/pdf/days/{date}/start-lists.pdf
 * (data as the service hands it). Prints the time of each of 5 draws and the file's size; target: under 5 s.
 * Env: PDF_BENCH_RACES (120), PDF_BENCH_LANES (8).
 */
import { performance } from 'node:perf_hooks';
import { dayStartListsPdf } from '../../packages/api/src/modules/records/pdf-documents';
import { dayOfRaces } from '../../packages/api/src/testing/day-of-races';

const env = process.env;
const day = dayOfRaces(Number(env.PDF_BENCH_RACES ?? 120), Number(env.PDF_BENCH_LANES ?? 8));
const times: number[] = [];
let size = 0;
for (let run = 0; run < 5; run += 1) {
  const start = performance.now();
  const bytes = await dayStartListsPdf('fr', '2026-01-30', day);
  times.push(performance.now() - start);
  size = bytes.length;
}
const worst = Math.max(...times);
console.log(
  `PDF du jour (${day.length} courses) : ${times.map((t) => `${Math.round(t)} ms`).join(', ')} ; ` +
    `${Math.round(size / 1024)} Ko ; pire ${Math.round(worst)} ms (cible < 5000 ms) ${worst < 5000 ? 'OK' : 'TROP LENT'}`,
);
