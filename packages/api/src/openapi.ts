import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from './root';

export const createOpenApiDocument = (baseUrl: string) =>
  generateOpenApiDocument(appRouter, {
    title: "API des Championnats de France d'Aviron Indoor 2026",
    description:
      "Chemins REST pour les scripts externes. Les chemins /admin/* demandent `Authorization: Bearer <jeton>` obtenu par POST /admin/login. Les erreurs portent toujours un champ `message` en français.",
    version: '1.0.0',
    baseUrl,
  });
