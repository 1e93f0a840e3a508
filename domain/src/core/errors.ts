/**
 * A broken rule. `code` is stable (clients switch on it), `message` is the sentence users see
 * (the spec's wording where it has one), `status` is the HTTP status the APIs answer with.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number = 422,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validation = (message: string, details?: Record<string, unknown>) =>
  new DomainError('VALIDATION_FAILED', message, 400, details);
export const notFound = (what: string) => new DomainError('NOT_FOUND', `${what} not found`, 404);
export const forbidden = (message = 'You are not allowed to do this') => new DomainError('FORBIDDEN', message, 403);
export const unauthenticated = (message = 'Please log in') => new DomainError('UNAUTHENTICATED', message, 401);
export const conflict = (code: string, message: string, details?: Record<string, unknown>) =>
  new DomainError(code, message, 409, details);
