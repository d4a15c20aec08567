import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restCall, snapshotDb } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

/**
 * What a script written against a client generated from /api/openapi.json does: it knows only the
 * document. Every admin entity's GET-by-id / PUT pair, every field and every new value is read from
 * it; no entity or field is named here.
 */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  readOnly?: boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  $ref?: string;
}
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Document {
  paths: Record<string, Partial<Record<'get' | 'put' | 'post' | 'delete', Operation>>>;
  components?: { schemas?: Record<string, Schema> };
}
type Item = Record<string, unknown>;

const ENTITY_PATH = /^\/admin\/[^/]+\/\{[^}]+\}$/;
const pathParams = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
const fill = (path: string, item: Item) =>
  `/api${path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(item[name])))}`;

describe('a script that edits through the OpenAPI document: GET → change one field → PUT → GET', () => {
  let app: TestServer;
  let token: string;
  let call: ReturnType<typeof restCall>;
  let doc: Document;

  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
    call = restCall(app);
    const res = await call('GET', '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    doc = res.json() as Document;
    // Every entity needs a row to edit. Until the demo set seeds entries (issue 29, item 8), one is made
    // the way a script would; once it does, this makes nothing.
    const entries = await call('GET', '/api/admin/entries', undefined, token);
    if ((entries.json() as unknown[]).length === 0) {
      const [event] = (await call('GET', '/api/admin/events', undefined, token)).json() as { id: string }[];
      const [participant] = (await call('GET', '/api/admin/participants', undefined, token)).json() as { id: string }[];
      expect(
        (await call('POST', '/api/admin/entries', { eventId: event?.id, participantId: participant?.id }, token))
          .statusCode,
      ).toBe(201);
    }
    // A race computer's key too: the demo set has none (its secret is shown once, to the administrator).
    const keys = await call('GET', '/api/admin/race-computer-keys', undefined, token);
    if ((keys.json() as unknown[]).length === 0)
      expect((await call('POST', '/api/admin/race-computer-keys', { label: 'Ordinateur A' }, token)).statusCode).toBe(
        201,
      );
    // A newsletter campaign's draft too: the demo set has none.
    const campaigns = await call('GET', '/api/admin/campaigns', undefined, token);
    if ((campaigns.json() as unknown[]).length === 0)
      expect(
        (
          await call(
            'POST',
            '/api/admin/campaigns',
            { subjectFr: 'Nouvelles', subjectEn: 'News', bodyFr: '<p>Bonjour</p>', bodyEn: '<p>Hello</p>' },
            token,
          )
        ).statusCode,
      ).toBe(201);
  });
  afterAll(async () => app.dispose());

  const resolve = (schema: Schema | undefined): Schema | undefined => {
    if (!schema?.$ref) return schema;
    return resolve(doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')]);
  };
  const bodySchema = (op: Operation) => resolve(op.requestBody?.content['application/json']?.schema);
  const answerSchema = (op: Operation) => resolve(op.responses['200']?.content?.['application/json']?.schema);
  /** The non-null branch of `anyOf: [X, { type: 'null' }]`. */
  const plain = (schema: Schema): Schema => resolve(schema.anyOf?.find((s) => s.type !== 'null') ?? schema) ?? schema;
  const get = async (url: string) => {
    const res = await call('GET', url, undefined, token);
    expect(res.statusCode, `GET ${url} ${res.body}`).toBe(200);
    return res.json() as Item;
  };
  /** Items to edit: the entity itself (a singleton like the settings), or the first rows of its collection. */
  const itemsOf = async (getPath: string): Promise<Item[]> => {
    if (pathParams(getPath).length === 0) return [await get(`/api${getPath}`)];
    const list = await get(`/api${getPath.replace(/\/\{[^}]+\}$/, '')}`);
    expect(Array.isArray(list), getPath).toBe(true);
    expect((list as unknown as Item[]).length, getPath).toBeGreaterThan(0);
    return (list as unknown as Item[]).slice(0, 10);
  };

  /** GET-by-id paths with the PUT that edits them: at the same path, or one literal segment below (`/status`). */
  const editPairs = () =>
    Object.entries(doc.paths).flatMap(([getPath, item]) => {
      if (!getPath.startsWith('/admin/') || !item.get) return [];
      if (!ENTITY_PATH.test(getPath) && !item.put) return [];
      const putPath = item.put
        ? getPath
        : Object.keys(doc.paths).find(
            (p) => doc.paths[p]?.put && /^\/[\w-]+$/.test(p.slice(getPath.length)) && p.startsWith(getPath),
          );
      return putPath ? [{ getPath, putPath, put: doc.paths[putPath]?.put as Operation }] : [];
    });

  // Enums last: a status is a state machine whose changes may clear linked fields by design.
  const rank = (s: Schema) =>
    s.type === 'boolean'
      ? 0
      : s.type === 'integer' || s.type === 'number'
        ? 1
        : s.enum
          ? 4
          : s.type === 'string'
            ? 2
            : s.properties
              ? 3
              : 9;
  /** New values for a value of this schema: a flipped boolean, a number ±1, a plain text changed, another enum value; inside objects too. */
  function* newValues(schema: Schema, current: unknown): Generator<unknown> {
    const s = plain(schema);
    if (s.type === 'boolean') yield !current;
    else if (s.enum) yield* s.enum.filter((v) => v !== current);
    else if (s.type === 'integer' || s.type === 'number') {
      const n = typeof current === 'number' ? current : 0;
      yield n + 1 <= (s.maximum ?? Number.MAX_SAFE_INTEGER) ? n + 1 : n - 1;
    } else if (s.type === 'string' && !s.pattern && !s.format) {
      const text = `${typeof current === 'string' && current ? current : 'Texte'} modifié`;
      yield text.slice(-(s.maxLength ?? text.length));
    } else if (s.properties && current && typeof current === 'object') {
      for (const [name, child] of Object.entries(s.properties).sort((a, b) => rank(plain(a[1])) - rank(plain(b[1]))))
        for (const value of newValues(child, (current as Item)[name])) yield { ...(current as Item), [name]: value };
    }
  }
  /** The fields a script may change, and new values for them, from the PUT body's schema alone. */
  function* changes(put: Operation, item: Item): Generator<[string, unknown]> {
    const props = Object.entries(bodySchema(put)?.properties ?? {}).filter(([name, s]) => !s.readOnly && name in item);
    for (const [name, schema] of props.sort((a, b) => rank(plain(a[1])) - rank(plain(b[1]))))
      for (const value of newValues(schema, item[name])) yield [name, value];
  }

  it('serves GET /api/admin/<entity>/{id} for every admin entity, and 404 for an unknown id', async () => {
    const entityPaths = Object.keys(doc.paths).filter((p) => ENTITY_PATH.test(p));
    expect(entityPaths.length).toBeGreaterThanOrEqual(14);
    const missing = entityPaths.filter((p) => !doc.paths[p]?.get);
    expect(missing, 'entity paths without GET').toEqual([]);
    for (const path of entityPaths) {
      const [first] = await itemsOf(path);
      const item = first as Item;
      expect(await get(fill(path, item)), path).toEqual(item);
      const unknown = await call(
        'GET',
        fill(path, Object.fromEntries(pathParams(path).map((n) => [n, 'introuvable-404']))),
        undefined,
        token,
      );
      expect(unknown.statusCode, path).toBe(404);
      expect((unknown.json() as { message: string }).message, path).toMatch(/introuvable/);
      expect((await call('GET', fill(path, item))).statusCode, `${path} without a token`).toBe(401);
    }
  });

  it('puts back what it got with one field changed, on every admin entity, and reads the change', async () => {
    const pairs = editPairs();
    const covered = pairs.map((p) => p.getPath);
    // Every entity path that a PUT edits has its GET pair (the entity and its /status alike).
    for (const putPath of Object.keys(doc.paths).filter((p) => doc.paths[p]?.put && p.startsWith('/admin/'))) {
      const entity = ENTITY_PATH.test(putPath) ? putPath : putPath.replace(/\/[\w-]+$/, '');
      if (ENTITY_PATH.test(entity) && doc.paths[entity]) expect(covered, putPath).toContain(entity);
    }
    expect(pairs.length).toBeGreaterThanOrEqual(14);
    const edited: string[] = [];
    for (const { getPath, putPath, put } of pairs) {
      const refusals: string[] = [];
      let done = false;
      for (const item of await itemsOf(getPath)) {
        for (const [field, value] of changes(put, item)) {
          const res = await call('PUT', fill(putPath, item), { ...item, [field]: value }, token);
          if (res.statusCode !== 200) {
            // A business rule may refuse a value (a status transition, a rank without time); the body itself never.
            expect([400, 409], `${putPath} ${field} ${res.body}`).toContain(res.statusCode);
            expect(res.body, `${putPath} ${field}`).not.toMatch(/inconnu|lecture seule|unrecognized|read_only/i);
            refusals.push(`${field}: ${res.body}`);
            continue;
          }
          const after = await get(fill(getPath, item));
          expect(after[field], `${getPath} ${field}`).toEqual(value);
          // Nothing else a script can write was lost or changed on the way.
          for (const name of Object.keys(bodySchema(put)?.properties ?? {}))
            if (name !== field && name in item && !bodySchema(put)?.properties?.[name]?.readOnly)
              expect(after[name], `${getPath} ${name}`).toEqual(item[name]);
          done = true;
          break;
        }
        if (done) break;
      }
      expect(done, `${getPath}: no field could be changed; ${refusals.join(' | ')}`).toBe(true);
      edited.push(getPath);
    }
    expect(edited).toEqual(covered);
  });

  it('refuses a change to a field the API returns but does not write, naming it, and still refuses unknown names', async () => {
    let checked = 0;
    for (const { getPath, putPath, put } of editPairs()) {
      const [first] = await itemsOf(getPath);
      const item = first as Item;
      const writable = new Set(
        Object.entries(bodySchema(put)?.properties ?? {}).flatMap(([n, s]) => (s.readOnly ? [] : [n])),
      );
      const returned = Object.keys(answerSchema(doc.paths[getPath]?.get as Operation)?.properties ?? {});
      const readOnly = returned.filter((name) => !writable.has(name) && !pathParams(putPath).includes(name));
      // The document says which returned fields are read-only, in the answer and in the PUT body.
      for (const name of readOnly) {
        expect(
          answerSchema(doc.paths[getPath]?.get as Operation)?.properties?.[name]?.readOnly,
          `${getPath} ${name}`,
        ).toBe(true);
        expect(bodySchema(put)?.properties?.[name]?.readOnly, `${putPath} ${name}`).toBe(true);
      }
      const before = await snapshotDb(app);
      for (const name of readOnly) {
        const current = item[name];
        const changed =
          typeof current === 'string'
            ? `${current}x`
            : typeof current === 'number'
              ? current + 1
              : typeof current === 'boolean'
                ? !current
                : current === null
                  ? 'x'
                  : Array.isArray(current)
                    ? [...current, 'x']
                    : { autre: 1 };
        const res = await call('PUT', fill(putPath, item), { ...item, [name]: changed }, token);
        expect(res.statusCode, `${putPath} ${name} ${res.body}`).toBe(400);
        const body = res.json() as { message: string; code: string; issues: { code: string; keys?: string[] }[] };
        expect(body.message).toMatch(new RegExp(`lecture seule.*\\b${name}\\b`));
        expect(body.issues[0]).toMatchObject({ code: 'read_only', keys: [name] });
        checked++;
      }
      // The path names the element: another id in the body is a read-only field changed too.
      for (const name of pathParams(putPath)) {
        const res = await call('PUT', fill(putPath, item), { ...item, [name]: `${String(item[name])}-autre` }, token);
        expect(res.statusCode, `${putPath} ${name} ${res.body}`).toBe(400);
        expect((res.json() as { message: string }).message).toMatch(new RegExp(`lecture seule : ${name}\\b`));
      }
      const unknown = await call('PUT', fill(putPath, item), { ...item, champInexistant: 1 }, token);
      expect(unknown.statusCode, putPath).toBe(400);
      expect((unknown.json() as { message: string }).message).toMatch(/Champ inconnu : champInexistant/);
      expect(await snapshotDb(app), `${putPath}: nothing written`).toBe(before);
    }
    expect(checked).toBeGreaterThan(10);
  });
});
