import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from '@exam/domain';

/**
 * Every error leaves as application/problem+json with a stable `code` and the user-facing sentence
 * in `detail` (the spec's wording where it has one).
 */
export const notFoundProblem = (req: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).type('application/problem+json').send({ type: 'about:blank', title: 'NOT_FOUND', status: 404, code: 'NOT_FOUND', detail: `No route ${req.method} ${req.url}` });

/** `notFound` replaces the 404 handler (the query-api serves the web app's routes from it). */
export const problemPlugin = fp<{ notFound?: (req: FastifyRequest, reply: FastifyReply) => unknown }>(async (app, opts) => {
  app.setErrorHandler((err: any, req, reply) => {
    let status = 500;
    let code = 'INTERNAL';
    let detail = 'An unexpected error occurred';
    let extra: Record<string, unknown> | undefined;
    if (err instanceof DomainError) {
      ({ status, code } = err);
      detail = err.message;
      extra = err.details;
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      code = 'VALIDATION_FAILED';
      const first = err.validation[0];
      detail = first?.message ?? 'Invalid input';
      extra = { errors: err.validation.map((v) => ({ path: v.instancePath, message: v.message })) };
    } else if (err.statusCode === 429) {
      status = 429;
      code = 'RATE_LIMITED';
      detail = 'Too Many Requests. Please slow down and try again later.';
    } else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
      status = 413;
      code = 'PAYLOAD_TOO_LARGE';
      detail = 'The request is too large';
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      code = err.code ?? 'BAD_REQUEST';
      detail = err.message;
    }
    if (status >= 500) req.log.error({ err }, 'request failed');
    else req.log.info({ code, status }, 'request refused');
    reply.status(status).type('application/problem+json').send({
      type: `https://errors.exam-prep.local/${code.toLowerCase()}`,
      title: code,
      status,
      code,
      detail,
      ...extra,
    });
  });
  app.setNotFoundHandler((req, reply) => (opts.notFound ?? notFoundProblem)(req, reply));
});
