import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from './root';

/** Procedures whose success creates something: REST answers them 201 (design.md REST conventions). */
export const answersCreated = (procedurePath: string): boolean => /\.(create|submit|subscribe)$/.test(procedurePath);

export const createOpenApiDocument = (baseUrl: string) => {
  const document = generateOpenApiDocument(appRouter, {
    title: "API des Championnats de France d'Aviron Indoor 2026",
    description:
      "Chemins REST pour les scripts externes. Les chemins /admin/* demandent `Authorization: Bearer <jeton>` obtenu par POST /admin/login. Les erreurs portent toujours un champ `message` en français.",
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
  return document;
};
