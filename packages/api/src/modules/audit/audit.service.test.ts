import { auditQuery } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { diffRecords, REDACTED } from './audit-changes';
import { retentionRules } from '../retention/retention-rules';
import { runNow } from '../retention/retention.service';
import * as audit from './audit.service';

describe('audit trail service', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi({ demo: true });
  });
  afterEach(() => api.dispose());

  it('masks secret fields by name and keeps only what changed', () => {
    expect(
      diffRecords(
        { id: 'a', email: 'a@x.fr', passwordHash: 'h1', token: 't' },
        { id: 'a', email: 'b@x.fr', passwordHash: 'h2', token: 't' },
      ),
    ).toEqual([
      { field: 'email', before: 'a@x.fr', after: 'b@x.fr' },
      { field: 'passwordHash', before: REDACTED, after: REDACTED },
    ]);
    // Two texts sharing their first 80 characters still differ.
    const base = 'a'.repeat(100);
    expect(diffRecords({ text: `${base}1` }, { text: `${base}2` })).toHaveLength(1);
  });

  it('keeps no copy of the values of a deleted person', async () => {
    const volunteer = await api.db.selectFrom('volunteers').select(['id', 'lastName']).executeTakeFirstOrThrow();
    await api.adminCaller.volunteers.remove({ id: volunteer.id });
    const [entry] = await audit.page(api.db, auditQuery.parse({ entity: 'volunteers' })).then((p) => p.items);
    expect(entry).toMatchObject({ action: 'delete', entityId: volunteer.id, changes: [] });
    expect(JSON.stringify(await api.db.selectFrom('auditEntries').selectAll().execute())).not.toContain(
      volunteer.lastName,
    );
  });

  it('is purged by the daily retention job once 12 months old, and only then', async () => {
    const now = new Date('2027-03-15T10:00:00.000Z');
    await audit.record(api.db, { id: null, email: 'ancien@test.fr' }, { entity: 'partners', action: 'create' });
    await audit.record(api.db, { id: null, email: 'recent@test.fr' }, { entity: 'partners', action: 'update' });
    await api.db
      .updateTable('auditEntries')
      .set({ at: '2026-03-15T09:59:59.999Z' })
      .where('accountEmail', '=', 'ancien@test.fr')
      .execute();
    await api.db
      .updateTable('auditEntries')
      .set({ at: '2026-03-15T10:00:00.000Z' })
      .where('accountEmail', '=', 'recent@test.fr')
      .execute();
    const outcome = await runNow(
      api.db,
      now,
      retentionRules.filter((rule) => rule.id === 'audit'),
    );
    expect(outcome.rules).toEqual([expect.objectContaining({ rule: 'audit', count: 1 })]);
    const left = (await audit.page(api.db, auditQuery.parse({ entity: 'partners' }))).items.map((e) => e.accountEmail);
    expect(left).toEqual(['recent@test.fr']);
  });
});
