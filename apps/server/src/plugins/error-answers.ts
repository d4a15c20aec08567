import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  BODY_TOO_LARGE,
  GENERIC_ERROR,
  INVALID_JSON_BODY,
  JSON_ONLY,
  NOT_FOUND,
  TOO_MANY_ATTEMPTS,
} from '@app/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Fastify's own answers (and its plugins', @fastify/static's 403 among them) are English and some quote
// the request (the path of a 414 or of a bad URL). Every error answer here is `{ message, code }` with
// a French message chosen by the status alone: nothing of the request is ever echoed.

const BAD_REQUEST = 'Requête invalide';
const ANSWERS: Record<number, { message: string; code: string }> = {
  400: { message: BAD_REQUEST, code: 'BAD_REQUEST' },
  403: { message: 'Accès refusé', code: 'FORBIDDEN' },
  404: { message: NOT_FOUND, code: 'NOT_FOUND' },
  405: { message: 'Méthode HTTP non autorisée', code: 'METHOD_NOT_SUPPORTED' },
  408: { message: 'Délai de la requête dépassé', code: 'TIMEOUT' },
  413: { message: BODY_TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' },
  414: { message: 'Adresse de la requête trop longue', code: 'URI_TOO_LONG' },
  415: { message: JSON_ONLY, code: 'UNSUPPORTED_MEDIA_TYPE' },
  429: { message: TOO_MANY_ATTEMPTS, code: 'TOO_MANY_REQUESTS' },
  431: { message: 'En-têtes de la requête trop volumineux', code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' },
};
const INTERNAL = { message: GENERIC_ERROR, code: 'INTERNAL_SERVER_ERROR' };

/** The status and body answering an error Fastify or a plugin raised; 5xx for anything unexpected. */
export function errorAnswer(error: Partial<FastifyError>): { status: number; body: { message: string; code: string } } {
  const raw = error.statusCode;
  const status = typeof raw === 'number' && raw >= 400 && raw < 500 ? raw : 500;
  if (status === 500) return { status, body: INTERNAL };
  // A body Fastify could not parse (bad or too deep JSON, a wrong length) is the invalid-body answer.
  if (status === 400 && error.code?.startsWith('FST_ERR_CTP'))
    return { status, body: { message: INVALID_JSON_BODY, code: 'BAD_REQUEST' } };
  if (error.code === 'FST_ERR_BAD_URL')
    return { status, body: { message: 'Adresse de la requête invalide', code: 'BAD_REQUEST' } };
  return { status, body: ANSWERS[status] ?? { message: BAD_REQUEST, code: 'BAD_REQUEST' } };
}

function answer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = errorAnswer(error);
  if (status >= 500) request.log.error(error);
  return reply.code(status).send(body);
}

/** The root error handler: plugins with their own (tRPC, the upload route) keep theirs. */
export function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => answer(error, request, reply));
}

/** Fastify's `frameworkErrors` option: a bad URL, a path over the length limit (414). */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
  void answer(error, request, reply);

/** Fastify's `clientErrorHandler` option: requests Node's parser refused (malformed, headers too large, too slow). */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(ANSWERS[status]);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
