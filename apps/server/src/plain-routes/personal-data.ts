import type { ApiDeps } from '@app/api';
import {
  NEWSLETTER_UNSUBSCRIBED,
  personalDataCsvHeader,
  personalDataCsvRows,
  toCsv,
  UNSUBSCRIBE_PATH,
} from '@app/contract';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { errorResponse, type PlainRouteEntry } from './openapi-registry';
import { plainRoute } from './plain-route';

export const personalDataCsvEntry: PlainRouteEntry = {
  method: 'get',
  url: '/api/admin/personal-data.csv',
  access: 'admin',
  operation: {
    operationId: 'personal-data-csv',
    summary: 'Tout ce que le site conserve pour une adresse e-mail, en CSV',
    description:
      'Même recherche que GET /api/admin/personal-data (`email`, sans tenir compte de la casse). CSV UTF-8 avec BOM, séparateur `;`, une ligne par enregistrement : Type, Identifiant, Date, Données (« champ : valeur », une par ligne).',
    tags: ['personal-data'],
    parameters: [{ name: 'email', in: 'query', required: true, schema: { type: 'string', format: 'email' } }],
    responses: {
      '200': { description: 'Le fichier CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
      '400': errorResponse('Adresse e-mail invalide'),
    },
  },
};

/** The unsubscribe page's form posted without JavaScript: a browser form, not part of the REST document. */
const unsubscribeForm: PlainRouteEntry = { method: 'post', url: UNSUBSCRIBE_PATH, access: 'public' };

/**
 * Two plain routes of the personal-data work (issue 16), beside the procedures they call:
 * - the CSV of GET /api/admin/personal-data (the REST adapter answers JSON only);
 * - the unsubscribe page's form posted without JavaScript (and the mail programs' one-click POST): a browser posts it url-encoded, which /api
 *   refuses (JSON only), so it is read here and answered by a redirect back to the page, which says
 *   what happened (the page with JavaScript posts to /api/newsletter/unsubscribe itself).
 */
export async function registerPersonalDataRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  plainRoute(app, deps, personalDataCsvEntry, async ({ request, caller }) => {
    const data = await caller().personalData.find(request.query as never);
    return {
      file: toCsv(personalDataCsvHeader, personalDataCsvRows(data)),
      contentType: 'text/csv; charset=utf-8',
      fileName: 'donnees-personnelles.csv',
    };
  });

  // Its own scope: the url-encoded parser serves this route only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    plainRoute(scope, deps, unsubscribeForm, async ({ request, reply, caller }) => {
      const body = (request.body ?? {}) as { token?: unknown; 'List-Unsubscribe'?: unknown };
      // RFC 8058: a mail program's « unsubscribe » button POSTs `List-Unsubscribe=One-Click` to the URL of
      // the List-Unsubscribe header (newsletter-mail.ts), the token in its query: one request, no page.
      const oneClick = body['List-Unsubscribe'] === 'One-Click';
      const token = oneClick ? (request.query as { token?: unknown }).token : body.token;
      let state = 'inconnu';
      try {
        await caller().newsletter.unsubscribe({ token: typeof token === 'string' ? token : '' });
        state = 'fait';
      } catch (error) {
        if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') throw error;
      }
      // Already gone is done as well, for the mail program: nothing it could do about it.
      if (oneClick) return { json: { message: NEWSLETTER_UNSUBSCRIBED } };
      // 303: the browser follows with a GET, so reloading the answer posts nothing again.
      reply.redirect(`${UNSUBSCRIBE_PATH}?etat=${state}`, 303);
      return undefined;
    });
  });
}
