import {
  type ClubPointsTable,
  type ClubRanking,
  type clubPointsTableInput,
  clubRanking,
  DEFAULT_CLUB_POINTS,
} from '@app/contract';
import type { Db } from '@app/db';
import type { z } from 'zod';
import { badRequest } from '../../lib/domain-error';
import type { PublicReads } from './results.service';
import * as service from './results.service';

// The clubs' ranking (issue 33): the rule is the contract's clubRanking; this reads its inputs (the
// public results, cached per data version as every public read, and the championships' points tables).

const parse = (json: string): number[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : [];
};

export async function pointsTables(db: Db): Promise<ClubPointsTable[]> {
  const rows = await db.selectFrom('clubPointsTables').selectAll().execute();
  return rows.map((r) => ({
    championshipId: r.championshipId,
    points: parse(r.points),
    relayPoints: parse(r.relayPoints),
  }));
}

/** Every championship with the table it uses (its own, or the default one), for the back-office. */
export async function allPointsTables(db: Db): Promise<ClubPointsTable[]> {
  const [championships, tables] = await Promise.all([
    db.selectFrom('championships').select('id').orderBy('sortOrder').orderBy('name').execute(),
    pointsTables(db),
  ]);
  const own = new Map(tables.map((t) => [t.championshipId, t]));
  return championships.map(
    (c) => own.get(c.id) ?? { championshipId: c.id, points: [...DEFAULT_CLUB_POINTS], relayPoints: [] },
  );
}

export async function setPointsTable(db: Db, input: z.output<typeof clubPointsTableInput>): Promise<ClubPointsTable> {
  const championship = await db
    .selectFrom('championships')
    .select('id')
    .where('id', '=', input.championshipId)
    .executeTakeFirst();
  if (!championship) throw badRequest('Championnat inconnu');
  const row = { points: JSON.stringify(input.points), relayPoints: JSON.stringify(input.relayPoints) };
  await db
    .insertInto('clubPointsTables')
    .values({ championshipId: input.championshipId, ...row })
    .onConflict((oc) => oc.column('championshipId').doUpdateSet(row))
    .execute();
  return { championshipId: input.championshipId, points: input.points, relayPoints: input.relayPoints };
}

export async function clubs(deps: PublicReads, championshipId: string | undefined): Promise<ClubRanking> {
  const [results, tables] = await Promise.all([
    service.publicList(deps, undefined),
    deps.publicCache.get('results:club-points', () => pointsTables(deps.db)),
  ]);
  return clubRanking(results, tables, championshipId);
}
