import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';

// A process killed during a slow upload (SIGTERM cutting the request, kill -9) leaves its
// half-written `.tmp-…` file behind: the next start removes it, and only it.

describe('server start: half-written uploads of a previous process', () => {
  let app: TestServer | undefined;
  const uploadsDir = join(mkdtempSync(join(tmpdir(), 'aviron-leftovers-')), 'uploads');
  afterAll(async () => {
    await app?.dispose();
    rmSync(join(uploadsDir, '..'), { recursive: true, force: true });
  });

  it('removes stale .tmp- files before listening and leaves real uploads alone', async () => {
    mkdirSync(uploadsDir, { recursive: true });
    writeFileSync(join(uploadsDir, '.tmp-0123456789abcdef01234567'), Buffer.alloc(4096, 1));
    writeFileSync(join(uploadsDir, '.tmp-ffeeddccbbaa998877665544'), '');
    const kept = ['0123456789abcdef0123456789abcdef.pdf', 'fedcba9876543210fedcba9876543210.png'];
    for (const name of kept) writeFileSync(join(uploadsDir, name), 'contenu');
    app = await createTestServer({ uploadsDir, seedDemo: false });
    expect(readdirSync(uploadsDir).sort()).toEqual(kept);
    const served = await app.server.inject({ method: 'GET', url: `/uploads/${kept[0]}` });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('contenu');
    expect(existsSync(join(uploadsDir, '.tmp-0123456789abcdef01234567'))).toBe(false);
  });
});
