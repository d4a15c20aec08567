import type { AppRouter } from '@app/api';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ADMIN, type TestServer } from '../testing/test-server';

// The web app's path: a real HTTP server, the tRPC client with a batch link, a bearer token.
describe('tRPC over HTTP, as the web app calls it', () => {
  let app: TestServer;
  let url: string;
  beforeAll(async () => {
    app = await createTestServer({ port: 0 });
    url = await app.start();
  });
  afterAll(async () => app.dispose());

  const client = (token?: string) =>
    createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({ url: `${url}/trpc`, headers: () => (token ? { authorization: `Bearer ${token}` } : {}) }),
      ],
    });

  it('reads public data and batches calls', async () => {
    const [championships, again] = await Promise.all([
      client().championships.list.query(),
      client().championships.list.query(),
    ]);
    expect(championships.find((c) => c.id === 'elite')?.categories).toContain('Seniors Hommes');
    expect(again).toEqual(championships);
  });

  it('logs in, calls an admin procedure, logs out, and is refused afterwards', async () => {
    const { token } = await client().auth.login.mutate(TEST_ADMIN);
    const admin = client(token);
    expect((await admin.championships.adminList.query()).length).toBeGreaterThanOrEqual(6);
    await admin.auth.logout.mutate();
    await expect(admin.championships.adminList.query()).rejects.toMatchObject({
      data: { code: 'UNAUTHORIZED', httpStatus: 401 },
    });
  });

  it('carries French validation messages and zod issues to the client, never a stack', async () => {
    const { token } = await client().auth.login.mutate(TEST_ADMIN);
    const error = await client(token)
      .championships.create.mutate({
        id: 'X Y',
        name: '',
        nameEn: 'n',
        dates: 'd',
        description: 'd',
        descriptionEn: 'd',
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    const e = error as TRPCClientError<AppRouter>;
    expect(e.message).toMatch(/Données invalides/);
    expect(e.data?.issues?.length).toBeGreaterThan(0);
    expect(JSON.stringify(e.shape)).not.toMatch(/stack/);
  });
});
