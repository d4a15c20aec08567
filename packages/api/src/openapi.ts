import {
  BODY_TOO_LARGE,
  GENERIC_ERROR,
  NOT_FOUND,
  TOO_MANY_ATTEMPTS,
  UNAUTHORIZED,
  WRITE_BODY_RULES,
} from '@app/contract';
import { generateOpenApiDocument } from 'trpc-to-openapi';
import { markReadOnlyFields } from './openapi-read-only';
import { appRouter } from './root';

/** Procedures whose success creates something: REST answers them 201 (design.md REST conventions). */
export const answersCreated = (procedurePath: string): boolean =>
  /\.(create|submit|subscribe|reply)$/.test(procedurePath);

export const createOpenApiDocument = (baseUrl: string) => {
  const document = generateOpenApiDocument(appRouter, {
    title: "API des Championnats de France d'Aviron Indoor 2026",
    description: [
      'Chemins REST pour les scripts externes. Les chemins /admin/* demandent `Authorization: Bearer <jeton>` obtenu par POST /admin/login. Les erreurs portent toujours un champ `message` en français. ',
      WRITE_BODY_RULES,
    ].join(''),
    version: '1.0.0',
    baseUrl,
  });
  // The generator documents every success as 200; creations answer 201, so the document says so.
  for (const item of Object.values(document.paths ?? {})) {
    const operation = item?.post;
    const ok = operation?.responses?.['200'];
    if (!operation?.operationId || !ok || !answersCreated(operation.operationId.replace(/-/g, '.'))) continue;
    const { '200': _ok, ...others } = operation.responses ?? {};
    operation.responses = { '201': ok, ...others };
  }
  markReadOnlyFields(document);
  documentErrors(document);
  return document;
};

type Document = ReturnType<typeof generateOpenApiDocument>;

// What the REST answers actually carry (design.md): French messages, and the 409, 413 and 429 the
// generator does not know about.
const FRENCH_ERRORS: Record<string, [status: string, message: string]> = {
  BAD_REQUEST: ['400', 'Données invalides : name — Ce champ est obligatoire'],
  UNAUTHORIZED: ['401', UNAUTHORIZED],
  FORBIDDEN: ['403', 'Accès refusé'],
  NOT_FOUND: ['404', NOT_FOUND],
  CONFLICT: ['409', 'Transition de statut non autorisée : CLOSED → PENDING'],
  PAYLOAD_TOO_LARGE: ['413', BODY_TOO_LARGE],
  TOO_MANY_REQUESTS: ['429', TOO_MANY_ATTEMPTS],
  INTERNAL_SERVER_ERROR: ['500', GENERIC_ERROR],
};
const CONFLICTS = new Set([
  'championships-create',
  'championships-remove',
  'events-create',
  'events-remove',
  'eventTypes-create',
  'participants-create',
  'participants-update',
  'volunteers-setStatus',
  'contact-setStatus',
  'accreditations-setStatus',
]);
const RATE_LIMITED = new Set([
  'auth-login',
  'volunteers-submit',
  'contact-submit',
  'accreditations-submit',
  'newsletter-subscribe',
]);

/** What a 400's `issues` really carry: zod's issues (code, path, keys…, and more per code) and the adapter's `read_only`. */
const ISSUES_SCHEMA = {
  type: 'array',
  description: 'Les problèmes relevés, le premier résumé dans `message`.',
  items: {
    type: 'object',
    properties: {
      code: {
        type: 'string',
        description:
          'Celui de zod (`invalid_type`, `too_small`, `unrecognized_keys`…) ou `read_only` (champ en lecture seule modifié)',
      },
      path: {
        type: 'array',
        items: { type: ['string', 'integer'] },
        description: 'Le champ en cause, `[]` pour le corps entier',
      },
      keys: {
        type: 'array',
        items: { type: 'string' },
        description: 'Les champs inconnus (`unrecognized_keys`) ou en lecture seule (`read_only`)',
      },
      message: { type: 'string', description: 'Le problème, en français' },
    },
    required: ['code', 'path', 'message'],
    // zod adds what each code needs (`expected`, `minimum`, `format`…).
    additionalProperties: true,
  },
};
const BAD_REQUEST_EXAMPLE = {
  code: 'invalid_type',
  expected: 'string',
  path: ['name'],
  message: 'Ce champ est obligatoire',
};

function documentErrors(document: Document): void {
  document.components ??= {};
  document.components.schemas ??= {};
  const schemas = document.components.schemas;
  // The generator's error schemas are English and list `issues` on every status: each is written anew.
  for (const [code, [status, message]] of Object.entries(FRENCH_ERRORS)) {
    const issues = code === 'BAD_REQUEST';
    schemas[`error.${code}`] = {
      type: 'object',
      title: `${code} (${status})`,
      description:
        'Une erreur : un message en français qui ne reprend jamais la requête, le code, et pour un 400 les problèmes relevés.',
      properties: {
        message: { type: 'string', description: 'Le message, en français' },
        code: { type: 'string', description: "Le code de l'erreur" },
        ...(issues ? { issues: ISSUES_SCHEMA } : {}),
      },
      required: ['message', 'code'],
      example: { code, message, ...(issues ? { issues: [BAD_REQUEST_EXAMPLE] } : {}) },
    } as never;
  }
  const response = (code: string, description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: `#/components/schemas/error.${code}` } } },
  });
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of [item?.get, item?.post, item?.put, item?.delete]) {
      if (!operation?.operationId) continue;
      operation.responses ??= {};
      const responses = operation.responses;
      if (operation.requestBody) responses['413'] = response('PAYLOAD_TOO_LARGE', 'Corps de requête trop volumineux');
      if (CONFLICTS.has(operation.operationId))
        responses['409'] = response(
          'CONFLICT',
          'Identifiant déjà pris, élément encore référencé ou transition de statut interdite',
        );
      if (RATE_LIMITED.has(operation.operationId))
        responses['429'] = response('TOO_MANY_REQUESTS', 'Trop de tentatives depuis cette adresse');
      if (operation.operationId === 'auth-login')
        responses['401'] = response('UNAUTHORIZED', 'Identifiants invalides (même réponse pour une adresse inconnue)');
    }
  }
}
