import { type ApiDeps, appRouter, createContext } from '@app/api';
import { personalDataCsvHeader, personalDataCsvRows, toCsv, UNAUTHORIZED, UNSUBSCRIBE_PATH } from '@app/contract';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { procedureErrorAnswer } from './procedure-error-answer';

export const PERSONAL_DATA_CSV_PATH = '/api/admin/personal-data.csv';

/**
 * Two plain routes of the personal-data work (issue 16), beside the procedures they call:
 * - the CSV of GET /api/admin/personal-data (the REST adapter answers JSON only);
 * - the unsubscribe page's form posted without JavaScript: a browser posts it url-encoded, which /api
 *   refuses (JSON only), so it is read here and answered by a redirect back to the page, which says
 *   what happened (the page with JavaScript posts to /api/newsletter/unsubscribe itself).
 */
export async function registerPersonalDataRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  app.get(PERSONAL_DATA_CSV_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const ctx = await createContext(deps, { authorization: request.headers.authorization, ip: request.ip });
    if (!ctx.admin) return reply.code(401).send({ message: UNAUTHORIZED, code: 'UNAUTHORIZED' });
    try {
      const data = await appRouter.createCaller(ctx).personalData.find(request.query as never);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="donnees-personnelles.csv"')
        .send(toCsv(personalDataCsvHeader, personalDataCsvRows(data)));
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      const { status, body } = procedureErrorAnswer(error);
      return reply.code(status).send(body);
    }
  });

  // Its own scope: the url-encoded parser serves this route only.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const token = (request.body as { token?: unknown } | undefined)?.token;
      const caller = appRouter.createCaller(await createContext(deps, { ip: request.ip }));
      let state = 'inconnu';
      try {
        await caller.newsletter.unsubscribe({ token: typeof token === 'string' ? token : '' });
        state = 'fait';
      } catch (error) {
        if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') throw error;
      }
      // 303: the browser follows with a GET, so reloading the answer posts nothing again.
      return reply.header('Cache-Control', 'no-store').redirect(`${UNSUBSCRIBE_PATH}?etat=${state}`, 303);
    });
  });
}

type Document = { paths?: Record<string, unknown> };

/** The CSV path beside the procedures in the REST document. */
export function documentPersonalDataCsv(document: Document): void {
  const error = (description: string) => ({ description, content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' }, code: { type: 'string' } } } } } });
  document.paths ??= {};
  document.paths['/admin/personal-data.csv'] = {
    get: {
      operationId: 'personal-data-csv',
      summary: 'Tout ce que le site conserve pour une adresse e-mail, en CSV',
      description:
        'Même recherche que GET /api/admin/personal-data (`email`, sans tenir compte de la casse). CSV UTF-8 avec BOM, séparateur `;`, une ligne par enregistrement : Type, Identifiant, Date, Données (« champ : valeur », une par ligne).',
      tags: ['personal-data'],
      security: [{ Authorization: [] }],
      parameters: [{ name: 'email', in: 'query', required: true, schema: { type: 'string', format: 'email' } }],
      responses: {
        '200': { description: 'Le fichier CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
        '400': error('Adresse e-mail invalide'),
        '401': error('Authentification requise'),
      },
    },
  };
}
