import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  diffVersions, type HistoryEvent, notFound, questionAsOf, questionAtVersion, type QuestionIndexDoc, questionIndexView, questionReportsStream,
  questionStream, questionVersions, validation,
} from '@exam/domain';
import type { QueryApiDeps } from '../app';
import { afterQuery, waitForProjections } from '../lib/catch-up';
import { HISTORY_READERS, requireAny } from './access';

const idParams = z.object({ id: z.string().min(1).max(100) });
const instant = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'time must be an ISO date-time');

/**
 * Version history straight from the question's own stream (architecture.md): versions, the question
 * as of any instant or version, and the diff between two versions. Read-only for every reader.
 */
export const historyRoutes = (deps: QueryApiDeps): FastifyPluginAsync => async (app) => {
  // this process must know the view's typed fields and search fields to sort and search it
  await deps.readStore.ensureCollection(questionIndexView);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const stream = async (id: string, upTo?: Date) => {
    const events = (await deps.eventStore.readStream(questionStream(id), upTo ? { upTo } : undefined)) as unknown as Array<HistoryEvent & { position: string }>;
    return events;
  };
  const existing = async (id: string) => {
    const events = await stream(id);
    if (!events.length) throw notFound('Question');
    return events;
  };

  r.get('/api/question-history', { schema: { querystring: z.object({ search: z.string().max(200).optional(), exam: z.string().optional(), page: z.coerce.number().int().min(1).default(1), after: afterQuery }) } }, async (req) => {
    requireAny(req, ...HISTORY_READERS);
    await waitForProjections(deps.readStore, ['question-index'], req.query.after);
    const filter: Record<string, unknown> = {};
    if (req.query.search) filter.$search = req.query.search;
    if (req.query.exam) filter.exam = req.query.exam;
    const pageSize = 25;
    const [docs, total] = await Promise.all([
      deps.readStore.find<QuestionIndexDoc & { fields?: unknown }>(questionIndexView.name, { filter, sort: { updatedAt: -1 }, skip: (req.query.page - 1) * pageSize, limit: pageSize }),
      deps.readStore.count(questionIndexView.name, filter),
    ]);
    return { questions: docs.map(({ fields: _f, ...d }) => d), total, page: req.query.page, pageSize };
  });

  r.get('/api/question-history/:id/versions', { schema: { params: idParams } }, async (req) => {
    requireAny(req, ...HISTORY_READERS);
    const events = await existing(req.params.id);
    return { questionId: req.params.id, versions: questionVersions(events), position: events[events.length - 1].position };
  });

  /** `?time=ISO` (the time selector) or `?version=n`; without either, the current version. */
  r.get('/api/question-history/:id/at', { schema: { params: idParams, querystring: z.object({ time: instant.optional(), version: z.coerce.number().int().min(0).optional() }) } }, async (req) => {
    requireAny(req, ...HISTORY_READERS);
    const { time, version } = req.query;
    if (time && version !== undefined) throw validation('Give either a time or a version');
    // the store keeps only events committed by then; the fold keeps those that had happened by then
    const events = time ? await stream(req.params.id, new Date(time)) : await existing(req.params.id);
    const snap = version !== undefined ? questionAtVersion(events, version) : time ? questionAsOf(events, time) : questionAtVersion(events, events[events.length - 1]?.revision ?? -1);
    if (!snap) {
      if (time) return { questionId: req.params.id, exists: false, message: 'No Question Data. Select Time Frame' };
      throw notFound('Version');
    }
    return { questionId: req.params.id, exists: true, ...snap };
  });

  r.get('/api/question-history/:id/diff', { schema: { params: idParams, querystring: z.object({ from: z.coerce.number().int().min(0), to: z.coerce.number().int().min(0) }) } }, async (req) => {
    requireAny(req, ...HISTORY_READERS);
    const changes = diffVersions(await existing(req.params.id), req.query.from, req.query.to);
    if (!changes) throw notFound('Version');
    return { questionId: req.params.id, from: req.query.from, to: req.query.to, changes };
  });

  /** Every event of the question and of its reports, oldest first: type, actor, time, correlation id. */
  r.get('/api/question-history/:id/timeline', { schema: { params: idParams } }, async (req) => {
    requireAny(req, ...HISTORY_READERS);
    const [q, reports] = await Promise.all([existing(req.params.id), deps.eventStore.readStream(questionReportsStream(req.params.id))]);
    const all = [...(q as unknown as Array<HistoryEvent & { streamName: string; position: string; createdAt: string }>), ...reports];
    all.sort((a, b) => a.metadata.occurredAt.localeCompare(b.metadata.occurredAt) || a.revision - b.revision);
    return { questionId: req.params.id, events: all.map((e) => ({ type: e.type, stream: e.streamName, revision: e.revision, position: e.position, actor: e.metadata.actor, occurredAt: e.metadata.occurredAt, commandId: e.metadata.commandId, correlationId: e.metadata.correlationId })) };
  });
};
