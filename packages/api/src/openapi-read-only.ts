import { readOnlyFieldsMessage } from '@app/contract';
import { forEachOpenApiProcedure, type generateOpenApiDocument, getPathRegExp, normalizePath } from 'trpc-to-openapi';
import type { Context } from './context';
import { formatIssues } from './lib/format-issues';
import { appRouter } from './root';
import { createCallerFactory } from './trpc';

/**
 * Scripts edit the way REST clients do: GET an element, change one field, PUT the whole object back.
 * The GET answers fields its PUT does not write (`pricingPeriods`, `championship`, `fileType`,
 * `registrationDate`, the path's `id`…). One rule for every entity, read from the OpenAPI document
 * itself so that nothing is listed per entity: such a field is read-only; sent back unchanged it is
 * dropped before the procedure sees the body, sent back changed it is refused with a 400 naming it.
 * Names the GET never answers still reach the strict input and are refused as unknown.
 */

type Document = ReturnType<typeof generateOpenApiDocument>;
interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  readOnly?: boolean;
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

/** A PUT, and the GET whose answer a script sends back to it. */
export interface EditPair {
  putPath: string;
  getPath: string;
  /** What the GET answers and the PUT body does not take. */
  readOnly: string[];
}

const resolve = (document: Document, schema: Schema | undefined): Schema | undefined => {
  const name = schema?.$ref?.replace('#/components/schemas/', '');
  return name ? resolve(document, document.components?.schemas?.[name] as Schema | undefined) : schema;
};
const operation = (document: Document, path: string, method: 'get' | 'put') =>
  document.paths?.[path]?.[method] as Operation | undefined;
const answerSchema = (document: Document, path: string) =>
  resolve(document, operation(document, path, 'get')?.responses?.['200']?.content?.['application/json']?.schema);

/**
 * Every PUT with the GET it edits: at its own path (`/admin/rules/{id}`), or one literal segment up
 * (`/admin/volunteers/{id}/status` edits `/admin/volunteers/{id}`).
 */
export function findEditPairs(document: Document): EditPair[] {
  const paths = document.paths ?? {};
  return Object.keys(paths).flatMap((putPath) => {
    const put = operation(document, putPath, 'put');
    if (!put) return [];
    const parent = putPath.replace(/\/[^/{}]+$/, '');
    const getPath = operation(document, putPath, 'get')
      ? putPath
      : parent !== putPath && operation(document, parent, 'get')
        ? parent
        : undefined;
    const answer = getPath ? answerSchema(document, getPath) : undefined;
    if (!getPath || !answer?.properties) return [];
    const body = resolve(document, put.requestBody?.content?.['application/json']?.schema);
    const writable = new Set(
      Object.entries(body?.properties ?? {}).flatMap(([name, schema]) => (schema.readOnly ? [] : [name])),
    );
    return [{ putPath, getPath, readOnly: Object.keys(answer.properties).filter((name) => !writable.has(name)) }];
  });
}

/** Marks them `readOnly` in the GET's answer and lists them, `readOnly`, in the PUT's body: generated clients know. */
export function markReadOnlyFields(document: Document): void {
  for (const { putPath, getPath, readOnly } of findEditPairs(document)) {
    const answer = answerSchema(document, getPath)?.properties ?? {};
    for (const name of readOnly) answer[name] = { ...answer[name], readOnly: true };
    const media = operation(document, putPath, 'put')?.requestBody?.content?.['application/json'];
    if (!media || readOnly.length === 0) continue;
    const body = structuredClone(resolve(document, media.schema) ?? {});
    body.properties = {
      ...body.properties,
      ...Object.fromEntries(readOnly.map((name) => [name, structuredClone(answer[name] as Schema)])),
    };
    media.schema = body;
  }
}

/** Key order does not make a value different. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

export type ReadOnlyOutcome =
  | { body: unknown }
  | {
      refusal: {
        message: string;
        code: 'BAD_REQUEST';
        issues: { code: 'read_only'; path: []; keys: string[]; message: string }[];
      };
    };

/**
 * The REST adapter's check of a PUT body against the served document. The current element comes from
 * the GET procedure itself, with the request's own context (its token: no token, no comparison; an
 * unknown id: the PUT answers its 404).
 */
export function createReadOnlyGuard(document: Document) {
  const getters = new Map<string, string>();
  forEachOpenApiProcedure(appRouter._def.procedures, ({ path, meta }) => {
    if (meta.openapi.method === 'GET') getters.set(normalizePath(meta.openapi.path), path);
  });
  const rules = findEditPairs(document).flatMap((pair) => {
    const procedure = getters.get(normalizePath(pair.getPath));
    return procedure && pair.readOnly.length > 0
      ? [{ ...pair, procedure, pattern: getPathRegExp(normalizePath(pair.putPath)) }]
      : [];
  });
  const createCaller = createCallerFactory(appRouter);

  return async (
    method: string,
    url: string,
    body: unknown,
    context: () => Promise<Context>,
  ): Promise<ReadOnlyOutcome> => {
    if (method !== 'PUT' || !body || typeof body !== 'object' || Array.isArray(body)) return { body };
    const path = normalizePath(url.split('?')[0] ?? '/');
    const rule = rules.find((r) => r.pattern.test(path));
    const sent = rule?.readOnly.filter((name) => Object.hasOwn(body, name)) ?? [];
    if (!rule || sent.length === 0) return { body };
    const fields = body as Record<string, unknown>;
    let current: Record<string, unknown> | undefined;
    try {
      const caller = createCaller(await context()) as unknown as Record<string, unknown>;
      const get = rule.procedure
        .split('.')
        .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], caller) as (
        input: unknown,
      ) => Promise<Record<string, unknown>>;
      current = await get({ ...rule.pattern.exec(path)?.groups });
    } catch {
      // Not allowed or not found: the PUT itself answers that (401, 404), read-only fields aside.
    }
    const changed = current ? sent.filter((name) => canonical(fields[name]) !== canonical(current[name])) : [];
    if (changed.length > 0) {
      const message = readOnlyFieldsMessage(changed);
      return {
        refusal: {
          message: formatIssues([{ message }]),
          code: 'BAD_REQUEST',
          issues: [{ code: 'read_only', path: [], keys: changed, message }],
        },
      };
    }
    return { body: Object.fromEntries(Object.entries(fields).filter(([name]) => !sent.includes(name))) };
  };
}
