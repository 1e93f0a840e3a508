import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { beaconDateProblem, bigBlimpPayload, blimpPayload, loginRequired, usageDecider, usageStream, validation } from '@exam/domain';
import type { CommandApiDeps } from '../app';
import { handleCommand } from '../commands/handle';
import { deterministicUuid } from '../commands/ids';

const MAX_BEACON_BYTES = 16 * 1024;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** base64 → JSON → schema; anything else is a 400 that appends nothing. */
function decode<S extends z.ZodTypeAny>(raw: unknown, schema: S): z.output<S> {
  const text = typeof raw === 'string' ? raw.trim() : Buffer.isBuffer(raw) ? raw.toString('utf8').trim() : '';
  if (!text || !BASE64.test(text)) throw validation('Beacon body must be base64-encoded JSON');
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    throw validation('Beacon body must be base64-encoded JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw validation(parsed.error.issues[0]?.message ?? 'Malformed beacon');
  return parsed.data;
}

/**
 * The usage-time beacons (practice-and-support.md §7). navigator.sendBeacon posts a string as
 * text/plain (and the cookie), so this scope reads every body as text whatever its content type.
 * The command id derives from the user and the exact body: a re-sent beacon appends nothing.
 */
export const beaconRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BEACON_BYTES }, (_req, body, done) => done(null, body));

  const envelope = (req: FastifyRequest, kind: string, body: string) => {
    const commandId = deterministicUuid(`${kind}:${req.actor!.userId}:${createHash('sha256').update(body).digest('hex')}`);
    return { commandId, correlationId: commandId, actor: req.actor, now: new Date() };
  };

  app.post('/api/blimp', async (req, reply) => {
    const p = decode(req.body, blimpPayload);
    const problem = beaconDateProblem('blimp', p.ijkl, Date.now());
    if (problem) throw validation(problem);
    if (!req.actor) throw loginRequired();
    await handleCommand({ eventStore: deps.eventStore, log: req.log }, {
      stream: usageStream(req.actor.userId), decider: usageDecider, envelope: envelope(req, 'blimp', String(req.body)),
      command: { type: 'RecordPageTime', data: { page: p.abcd, seconds: p.efgh, ijkl: p.ijkl } },
    });
    return reply.status(204).send();
  });

  app.post('/api/bigBlimp', async (req, reply) => {
    const p = decode(req.body, bigBlimpPayload);
    const problem = beaconDateProblem('bigBlimp', p.ijkl, Date.now());
    if (problem) throw validation(problem);
    if (!req.actor) throw loginRequired();
    await handleCommand({ eventStore: deps.eventStore, log: req.log }, {
      stream: usageStream(req.actor.userId), decider: usageDecider, envelope: envelope(req, 'bigBlimp', String(req.body)),
      command: { type: 'SummariseDayUsage', data: { pages: p.abcd, ijkl: p.ijkl } },
    });
    return reply.status(204).send();
  });
};
