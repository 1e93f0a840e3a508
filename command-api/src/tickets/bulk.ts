import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bulkUpdateInput, DomainError } from '@exam/domain';
import { comparePositions, requirePermission, type Position } from '@exam/infra';
import type { CommandApiDeps } from '../app';
import { envelopeOf, withCommandId } from '../commands/envelope';
import { deterministicUuid } from '../commands/ids';
import { runTicketCommand } from './command';

const CONCURRENCY = 8;

type Outcome =
  | { ticketId: string; ok: true; changed: boolean; revision: number; position: Position | null }
  | { ticketId: string; ok: false; code: string; status: number; error: string };

/**
 * One command per ticket, each on its own stream: a ticket whose transition is refused fails alone,
 * and the answer says per ticket what happened. Each ticket's command id derives from the request's,
 * so a retried bulk request changes nothing twice.
 */
export const bulkRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (instance) => {
  instance.withTypeProvider<ZodTypeProvider>().post('/api/tickets/bulk-update', { schema: { body: withCommandId(bulkUpdateInput.shape) } }, async (req) => {
    requirePermission(req, 'tickets.admin');
    const base = envelopeOf(req, req.body);
    const ids = [...new Set(req.body.ticketIds)];
    const { status, priority, tags } = req.body.update;
    const results: Outcome[] = new Array(ids.length);
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < ids.length; i = next++) {
        const ticketId = ids[i];
        const envelope = { ...base, commandId: deterministicUuid(`${base.commandId}:bulk:${ticketId}`) };
        try {
          const a = await runTicketCommand(deps.eventStore, req, ticketId, { type: 'UpdateTicket', data: { status, priority, tags, via: 'bulk' } }, { envelope });
          results[i] = { ticketId, ok: true, changed: a.position !== null, revision: a.revision, position: a.position };
        } catch (err) {
          if (!(err instanceof DomainError)) throw err;
          results[i] = { ticketId, ok: false, code: err.code, status: err.status, error: err.message };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
    const positions = results.flatMap((r) => (r.ok && r.position ? [r.position] : []));
    const position = positions.reduce<Position | null>((max, p) => (max === null || comparePositions(p, max) > 0 ? p : max), null);
    const failed = results.filter((r) => !r.ok).length;
    return { success: failed === 0, updated: results.length - failed, failed, results, position };
  });
};
