import type { Actor, CommandContext, Decider, DomainEvent } from '@exam/domain';
import { DomainError, fold } from '@exam/domain';
import type { FastifyBaseLogger } from 'fastify';
import { ConcurrencyError, DuplicateCommandError, type EventStore, type Position } from '@exam/infra';
import { deterministicUuid, idFactory } from './ids';

export type CommandEnvelope = {
  commandId: string;
  correlationId: string;
  actor: Actor | null;
  now: Date;
};

export type CommandAnswer<R = Record<string, unknown>> = {
  /** Stream revision after the command (unchanged when the command decided nothing). */
  revision: number;
  /** Global position of the last event written, or null when nothing was written. */
  position: Position | null;
  /** True when this command id was already handled: this is the first answer, replayed. */
  duplicate?: boolean;
} & R;

export const MAX_ATTEMPTS = 5;

/**
 * Load stream → fold → decide → append with the expected revision. A concurrency conflict reloads
 * and decides again (bounded); a known command id answers with the first result and writes nothing.
 */
export async function handleCommand<S, C, E extends DomainEvent, R extends Record<string, unknown> = Record<string, never>>(
  deps: { eventStore: EventStore; log: FastifyBaseLogger },
  args: {
    stream: string;
    decider: Decider<S, C, E>;
    command: C;
    envelope: CommandEnvelope;
    /** Extra answer fields, computed from the state and the new events (e.g. a created id). */
    answer?: (state: S, events: E[], ctx: CommandContext) => R;
    /** Record the command id (false for streams that several commands of one request touch). */
    record?: boolean;
  },
): Promise<CommandAnswer<R>> {
  const { eventStore, log } = deps;
  const { stream, decider, command, envelope } = args;
  const record = args.record ?? true;
  for (let attempt = 1; ; attempt++) {
    // checked on every attempt: a twin of this command may have won the race we just lost
    if (record) {
      const known = await eventStore.findCommand(envelope.commandId);
      if (known) return { ...(known.result as R), revision: known.nextRevision, position: known.position, duplicate: true };
    }
    const history = await eventStore.readStream(stream);
    const state = fold(decider, history as unknown as E[]);
    const revision = history.length ? history[history.length - 1].revision : -1;
    const ctx: CommandContext = { now: envelope.now.toISOString(), actor: envelope.actor, newId: idFactory(envelope.commandId) };
    let events: E[];
    try {
      events = decider.decide(command, state, ctx);
    } catch (err) {
      // refused, unless a twin of this command already succeeded (its effect is why we are refused)
      const known = record && err instanceof DomainError ? await eventStore.findCommand(envelope.commandId) : null;
      if (known) return { ...(known.result as R), revision: known.nextRevision, position: known.position, duplicate: true };
      throw err;
    }
    const extra = args.answer ? args.answer(state, events, ctx) : ({} as R);
    if (events.length === 0) {
      // nothing to do, possibly because a twin of this command committed after our first check
      const known = record ? await eventStore.findCommand(envelope.commandId) : null;
      if (known) return { ...(known.result as R), revision: known.nextRevision, position: known.position, duplicate: true };
      return { ...extra, revision, position: null };
    }
    try {
      const result = await eventStore.appendToStream(
        stream,
        events.map((e, i) => ({
          id: deterministicUuid(`${envelope.commandId}:${stream}:${i}`),
          type: e.type,
          data: e.data,
          metadata: {
            commandId: envelope.commandId,
            correlationId: envelope.correlationId,
            causationId: envelope.commandId,
            actor: envelope.actor ? { userId: envelope.actor.userId, roles: envelope.actor.roles } : null,
            occurredAt: ctx.now,
          },
        })),
        { expectedRevision: revision === -1 ? 'no_stream' : revision, command: record ? { id: envelope.commandId, result: extra } : undefined },
      );
      log.info({ stream, revision: result.nextRevision, position: result.position, events: events.map((e) => e.type) }, 'command appended');
      return { ...extra, revision: result.nextRevision, position: result.position };
    } catch (err) {
      if (err instanceof DuplicateCommandError) {
        return { ...(err.record.result as R), revision: err.record.nextRevision, position: err.record.position, duplicate: true };
      }
      if (err instanceof ConcurrencyError && attempt < MAX_ATTEMPTS) {
        log.debug({ stream, attempt }, 'concurrency conflict; retrying');
        continue;
      }
      if (err instanceof ConcurrencyError) {
        throw new DomainError('CONCURRENCY_CONFLICT', 'Someone else changed this at the same time. Please try again.', 409);
      }
      throw err;
    }
  }
}
