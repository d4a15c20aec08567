// Services throw these; the tRPC layer turns them into HTTP-aware errors (services stay transport-free).
export type DomainErrorKind = 'NOT_FOUND' | 'CONFLICT' | 'BAD_REQUEST' | 'UNAUTHORIZED' | 'TOO_MANY_REQUESTS';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message = 'Élément introuvable') => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const badRequest = (message: string) => new DomainError('BAD_REQUEST', message);
