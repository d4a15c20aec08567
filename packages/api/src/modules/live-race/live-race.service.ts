import { createHash, randomBytes } from 'node:crypto';
import type { LiveStartList, RaceComputerKey, ScreenPin } from '@app/contract';
import type { Db } from '@app/db';
import { rowerName } from '@app/race-files';
import { notFound } from '../../lib/domain-error';
import { newId, nowIso } from '../../lib/ids';
import { record } from '../audit/audit.service';
import { definitionByRoundId } from '../race-files/race-files.service';
import * as repo from './live-race.repository';

export const UNKNOWN_KEY = 'Clé introuvable';

/** Race-computer keys say what they are, so that one pasted in the wrong place is recognised. */
const PREFIX = 'rck_';
const hash = (key: string) => createHash('sha256').update(key).digest('hex');

export const listKeys = (db: Db): Promise<RaceComputerKey[]> => repo.listKeys(db);

export async function keyById(db: Db, id: string): Promise<RaceComputerKey> {
  const key = await repo.findKey(db, id);
  if (!key) throw notFound(UNKNOWN_KEY);
  return key;
}

/** The key is shown once, in this answer: only its hash is kept. */
export async function createKey(db: Db, label: string): Promise<RaceComputerKey & { key: string }> {
  const key = `${PREFIX}${randomBytes(24).toString('base64url')}`;
  const id = newId();
  await repo.insertKey(db, { id, label, keyHash: hash(key), createdAt: nowIso() });
  return { ...(await keyById(db, id)), key };
}

export async function revokeKey(db: Db, id: string): Promise<RaceComputerKey> {
  await keyById(db, id);
  await repo.setRevoked(db, id, nowIso());
  return keyById(db, id);
}

/**
 * The key a bridge presents, when it is one and not revoked. A race-computer key opens the live feed's
 * ingest and nothing else: the admin procedures look tokens up among the sessions, where it never is.
 */
export async function checkKey(db: Db, presented: string): Promise<RaceComputerKey | null> {
  if (!presented.startsWith(PREFIX)) return null;
  const key = await repo.findKeyByHash(db, hash(presented));
  return key && key.revokedAt === null ? key : null;
}

/**
 * A use of a key in the audit trail: the ingest journals the first post of each race and each refusal,
 * not every post (four a second would drown the trail), and keeps the time of the last use on the key.
 */
export async function journalUse(db: Db, key: RaceComputerKey | null, action: string, race: string | null) {
  if (key) await repo.setLastUsed(db, key.id, nowIso());
  await record(
    db,
    { id: null, email: key ? `ordinateur de course : ${key.label}` : 'ordinateur de course inconnu' },
    {
      entity: 'raceComputerKeys',
      entityId: key?.id ?? null,
      action,
      changes: race ? [{ field: 'course', before: null, after: race }] : [],
    },
  );
}

/** The start list of the programme round a race definition names, or null when no round has that name. */
export async function startListByName(db: Db, name: string): Promise<LiveStartList | null> {
  const round = await repo.findRoundIdByName(db, name);
  if (!round) return null;
  const definition = await definitionByRoundId(db, round.id).catch(() => null);
  return {
    eventId: round.id,
    official: (await repo.countResults(db, round.id)) > 0,
    boats: (definition?.boats ?? []).map((boat) => ({
      lane: boat.lane,
      name: boat.crewName ?? boat.rowers.map(rowerName).join(', '),
      club: boat.affiliation,
    })),
  };
}

export async function pin(db: Db): Promise<ScreenPin> {
  const row = await repo.findPin(db);
  return row
    ? { kind: row.kind as ScreenPin['kind'], eventId: row.eventId, message: row.message }
    : { kind: 'none', eventId: null, message: null };
}

export async function setPin(db: Db, value: ScreenPin): Promise<ScreenPin> {
  await repo.savePin(db, value);
  return pin(db);
}
