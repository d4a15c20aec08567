import type { LightMyRequestResponse } from 'fastify';
import { snapshotTables } from '@app/db/testing';
import { expect } from 'vitest';
import type { TestServer } from './test-server';

/** Every table's rows except the sessions (logins add those): equal snapshots mean nothing was written. */
export const snapshotDb = (app: TestServer): Promise<string> => snapshotTables(app.handle.db, ['admin_sessions']);

/** A REST call through the real Fastify app, JSON in and out. */
export function restCall(app: TestServer) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token?: string) =>
    app.server.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
}

/** A GET that must answer 200 with JSON: its parsed body. */
export async function getJson<T>(call: ReturnType<typeof restCall>, url: string): Promise<T> {
  const res = await call('GET', url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toMatch(/application\/json/);
  return res.json() as T;
}

/** An error answer as design.md wants it: the status, a French `message`, never a stack, SQL or library text. */
export function expectError(
  res: LightMyRequestResponse,
  status: number,
  message?: RegExp | string,
): { message: string; code?: string; issues?: unknown[] } {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const body = res.json() as { message: string; code?: string; issues?: unknown[] };
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  if (message) expect(body.message).toMatch(message);
  expect(res.body).not.toMatch(
    /"stack"|\bat [\w.<>]+ \(|node_modules|SQLITE|sqlite_|select |insert into|TRPCError|ZodError/i,
  );
  return body;
}

/** Creates through a REST path and expects 201: the id of what was created (fixtures of the contract tests). */
export async function createOk(app: TestServer, url: string, body: unknown, token?: string): Promise<string> {
  const res = await restCall(app)('POST', url, body, token);
  expect(res.statusCode, `${url} ${res.body}`).toBe(201);
  return (res.json() as { id: string }).id;
}
