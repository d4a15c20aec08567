import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { restCall } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}
type Operation = { security?: unknown[]; summary?: string };
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown> & { example?: unknown }> };
}

/** Redocly's CLI, as installed (it bundles its rules: no network), on a file; its JSON report. */
function redoclyLint(file: string): Problem[] {
  const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
  const run = spawnSync(
    process.execPath,
    [cli, 'lint', file, '--extends', 'recommended', '--format', 'json', '--max-problems', '1000'],
    {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    },
  );
  const json = run.stdout.slice(run.stdout.indexOf('{'));
  expect(json, `redocly lint printed no report: ${run.stderr}`).not.toBe('');
  return (JSON.parse(json) as { problems: Problem[] }).problems;
}

describe('the OpenAPI document validates (OpenAPI 3.1, Redocly recommended)', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  let text: string;
  let doc: Document;

  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
    call = restCall(app);
    const res = await call('GET', '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    text = res.body;
    doc = JSON.parse(text) as Document;
  });
  afterAll(async () => app.dispose());

  it('has no error under Redocly’s recommended rules (warnings about descriptions may stay)', () => {
    const file = join(app.dir, 'openapi.json');
    writeFileSync(file, text);
    const problems = redoclyLint(file);
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    // Examples match their schemas, and the document is OpenAPI 3.1 through and through.
    const broken = problems.filter((p) =>
      ['no-invalid-schema-examples', 'no-invalid-media-type-examples', 'struct'].includes(p.ruleId),
    );
    expect(broken.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
  });

  it('uses no `nullable` (OpenAPI 3.0): a null type instead', () => {
    expect(text).not.toMatch(/"nullable"/);
  });

  it('gives every operation a summary and a security requirement: `security: []` on the public ones', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(op.summary, `${method} ${path}`).toBeTruthy();
        expect(Array.isArray(op.security), `${method} ${path} security`).toBe(true);
        const open = !path.startsWith('/admin/') && path !== '/upload';
        if (open || path === '/admin/login') expect(op.security, `${method} ${path}`).toEqual([]);
        else expect(op.security?.length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
  });

  it('documents the 400 that answers really give: its example and real refusals match its schema', async () => {
    const schema = z.fromJSONSchema(doc.components.schemas['error.BAD_REQUEST'] as never);
    expect(schema.safeParse(doc.components.schemas['error.BAD_REQUEST']?.example).error).toBeUndefined();
    const championship = (await call('GET', '/api/admin/championships/elite', undefined, token)).json() as Record<
      string,
      unknown
    >;
    const refusals = [
      await call('POST', '/api/admin/championships', { id: 'x' }, token),
      await call('PUT', '/api/admin/championships/elite', { nom: 'x' }, token),
      await call('PUT', '/api/admin/championships/elite', { ...championship, pricingPeriods: null }, token),
      await call('PUT', '/api/admin/championships/elite', { order: '3' }, token),
    ];
    const firstIssues = refusals.map((res) => {
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json() as { issues: { code: string; path: unknown[]; keys?: string[] }[] };
      expect(body.issues.length, res.body).toBeGreaterThan(0);
      expect(schema.safeParse(body).error, res.body).toBeUndefined();
      return body.issues[0];
    });
    expect(firstIssues[1]).toMatchObject({ code: 'unrecognized_keys', path: [], keys: ['nom'] });
    expect(firstIssues[2]).toMatchObject({ code: 'read_only', path: [], keys: ['pricingPeriods'] });
  });
});
