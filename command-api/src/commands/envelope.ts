import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CommandEnvelope } from './handle';

/** Every command body carries a client-generated id: the same id twice appends once. */
export const commandId = z.string().uuid('commandId must be a uuid');
export const withCommandId = <T extends z.ZodRawShape>(shape: T) => z.object({ commandId, ...shape });

const CORRELATION_HEADER = 'x-correlation-id';

/** The envelope of a command, with the request's logger bound to its command and correlation ids. */
export function envelopeOf(req: FastifyRequest, body: { commandId: string }): CommandEnvelope {
  const header = req.headers[CORRELATION_HEADER];
  const correlationId = (typeof header === 'string' && header.length <= 100 ? header : undefined) ?? body.commandId ?? randomUUID();
  req.log = req.log.child({ commandId: body.commandId, correlationId });
  return { commandId: body.commandId, correlationId, actor: req.actor, now: new Date() };
}
