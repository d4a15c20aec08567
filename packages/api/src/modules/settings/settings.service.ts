import { type SiteSettings, type SiteSettingsUpdate, withDefaults } from '@app/contract';
import { type Db, readJson, writeJson } from '@app/db';
import { nowIso } from '../../lib/ids';
import * as repo from './settings.repository';

/** The settings in force: what is stored, over the constants of site.ts. */
export async function get(db: Db): Promise<SiteSettings> {
  const row = await repo.find(db);
  return withDefaults(readJson<unknown>(row?.value, {}));
}

/** Replaces the sections given, keeps the others; read and write in one transaction. */
export async function update(db: Db, input: SiteSettingsUpdate): Promise<SiteSettings> {
  return db.transaction().execute(async (trx) => {
    const current = await get(trx);
    const sections = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const next: SiteSettings = { ...current, ...sections };
    await repo.save(trx, writeJson(next), nowIso());
    return next;
  });
}
