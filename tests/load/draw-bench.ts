/*
 * `npx tsx tests/load/draw-bench.ts`: « Répartir » for every race at the real size (issue 29, item 3).
 * A fresh SQLite file, migrated and seeded, then 3,000 entrants over 30 races of 100 (a category over a
 * distance), each race with 4 heats of 25 ergometers (120 heats) and A and B finals. Every race is drawn
 * through the draw service (one transaction each, as the REST path does), then « Qualifier » fills
 * every A final from made-up heat results. Prints the total and the slowest race; target: the whole
 * draw under 1 s. Env: DRAW_BENCH_RACES (30), DRAW_BENCH_PER_RACE (100).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDb, migrateToLatest, seedDatabase } from '../../packages/db/src/index';
import { draw } from '../../packages/api/src/modules/draw/draw.service';
import { qualify } from '../../packages/api/src/modules/draw/qualify.service';

// Read here only, as writes-bench.ts does.
const env = process.env;
const races = Number(env.DRAW_BENCH_RACES ?? 30);
const perRace = Number(env.DRAW_BENCH_PER_RACE ?? 100);
const HEATS = 4;
const LANES = 25;

const dir = mkdtempSync(join(tmpdir(), 'aviron-draw-bench-'));
const handle = createDb({ path: join(dir, 'app.db') });
const { db } = handle;
try {
  await migrateToLatest(db);
  await seedDatabase(db, { demo: false, uploadsDir: join(dir, 'uploads') });
  const now = new Date().toISOString();
  const seconds = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}.${Math.floor((s * 10) % 10)}`;
  await db.transaction().execute(async (trx) => {
    for (let r = 0; r < races; r += 1) {
      const group = `bench-${r}`;
      const base = { date: '2026-01-30', category: `C${r}`, championshipId: 'elite', active: 1, raceGroup: group, lanes: LANES };
      for (let h = 0; h < HEATS; h += 1) await trx.insertInto('events').values({ ...base, id: `${group}-h${h}`, name: `Série ${h + 1} C${r}`, nameEn: `Heat ${h + 1}`, time: '09:00', round: 'heat' }).execute();
      const progression = (places: number, times: number) => JSON.stringify({ from: 'heat', places, times });
      await trx.insertInto('events').values({ ...base, id: `${group}-fa`, name: `Finale A C${r}`, nameEn: 'A final', time: '15:00', round: 'final_a', progression: progression(2, LANES - 2 * HEATS) }).execute();
      await trx.insertInto('events').values({ ...base, id: `${group}-fb`, name: `Finale B C${r}`, nameEn: 'B final', time: '14:00', round: 'final_b', progression: progression(0, LANES) }).execute();
      for (let i = 0; i < perRace; i += 1) {
        const id = randomUUID();
        const personalBest = i % 10 === 9 ? null : seconds(380 + ((i * 37) % 120) + (i % 7) / 10);
        await trx
          .insertInto('participants')
          .values({ id, firstName: `P${i}`, lastName: `R${r}`, email: `p${r}-${i}@bench.fr`, club: `Club ${i % 40}`, category: `C${r}`, championshipId: 'elite', personalBest, registrationDate: now, confirmed: 1, paid: 1 })
          .execute();
        await trx.insertInto('entries').values({ id: randomUUID(), eventId: `${group}-h0`, participantId: id, crewName: null, seedTime: null, lane: null, createdAt: now }).execute();
      }
    }
  });

  const timings: number[] = [];
  for (let r = 0; r < races; r += 1) {
    const start = performance.now();
    await draw(db, `bench-${r}-h0`);
    timings.push(performance.now() - start);
  }
  const total = timings.reduce((a, b) => a + b, 0);
  console.log(`draw: ${races * perRace} entrants, ${races} races, ${races * HEATS} heats: ${total.toFixed(0)} ms in all, slowest race ${Math.max(...timings).toFixed(1)} ms (target: < 1000 ms in all)`);

  // Heat results as ErgRace would bring them back, linked by entry id, then « Qualifier » for every A final.
  const entries = await db.selectFrom('entries').innerJoin('participants', 'participants.id', 'entries.participantId').select(['entries.id', 'entries.eventId', 'entries.participantId', 'participants.firstName']).execute();
  const byHeat = new Map<string, typeof entries>();
  for (const e of entries) byHeat.set(e.eventId, [...(byHeat.get(e.eventId) ?? []), e]);
  await db.transaction().execute(async (trx) => {
    for (const [eventId, list] of byHeat) {
      const rows = list.map((e, i) => ({ id: randomUUID(), eventId, entryId: e.id, participantId: e.participantId, status: 'finished', rank: i + 1, athlete: e.firstName, category: 'C', club: 'C', time: seconds(390 + i * 1.3) }));
      for (let i = 0; i < rows.length; i += 50) await trx.insertInto('results').values(rows.slice(i, i + 50)).execute();
    }
  });
  const started = performance.now();
  for (let r = 0; r < races; r += 1) await qualify(db, `bench-${r}-fa`);
  console.log(`qualify: ${races} A finals filled from ${races * HEATS} heats in ${(performance.now() - started).toFixed(0)} ms`);
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
