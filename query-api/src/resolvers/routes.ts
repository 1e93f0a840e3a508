import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authoringDecider, faultyVersionRanges, fold, notFound, pageOf, pageOutOfRange, type QuestionEvent, questionReportsStream, questionStream, resolutionDecider, type ResolutionEvent,
  type ResolverRowDoc, reportListQuery, resolverRowsView, sortSpec, validation,
} from '@exam/domain';
import type { QueryApiDeps } from '../app';
import { afterQuery, waitForProjections } from '../lib/catch-up';
import { HISTORY_READERS, requireAny } from '../history/access';

const stripReports = ({ reports: _r, ...row }: ResolverRowDoc & { reports?: unknown }) => row;

/** Resolver lists and the resolver editor's data (back-office §2.10, §3 report row and list shape). */
export const resolverQueryRoutes = (deps: QueryApiDeps): FastifyPluginAsync => async (app) => {
  await deps.readStore.ensureCollection(resolverRowsView); // typed fields: numeric sort of reportCount, boolean cuet
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/resolvers/reports', { schema: { querystring: reportListQuery.extend({ after: afterQuery }) } }, async (req) => {
    requireAny(req, ...HISTORY_READERS);
    const q = req.query;
    const stale = !(await waitForProjections(deps.readStore, ['resolver-rows'], q.after));
    const filter: Record<string, unknown> = { status: q.section === 'errors' ? 'open' : 'corrected', cuet: q.variant === 'cuet' };
    if (q.exam) filter.exam = q.exam;
    if (q.topic) filter.topic = q.topic;
    if (q.subTopic) filter.subTopic = q.subTopic;
    if (q.category) filter.categories = { $contains: q.category };
    const total = await deps.readStore.count(resolverRowsView.name, filter);
    const totalPages = Math.max(1, Math.ceil(total / q.pageSize));
    if (q.page > totalPages) throw validation(pageOutOfRange(totalPages));
    const rows = await deps.readStore.find<ResolverRowDoc>(resolverRowsView.name, { filter, sort: sortSpec(q.sort), skip: (q.page - 1) * q.pageSize, limit: q.pageSize });
    return { ...pageOf(rows.map(stripReports), total, q.page, q.pageSize), stale };
  });

  /** Completed reports (corrected), filtered by sub-topic. */
  r.get('/api/resolvers/completed', { schema: { querystring: z.object({ subTopic: z.string().optional(), page: z.coerce.number().int().min(1, 'Invalid page number').default(1), after: afterQuery }) } }, async (req) => {
    requireAny(req, ...HISTORY_READERS);
    await waitForProjections(deps.readStore, ['resolver-rows'], req.query.after);
    const filter: Record<string, unknown> = { status: 'corrected' };
    if (req.query.subTopic) filter.subTopic = req.query.subTopic;
    const total = await deps.readStore.count(resolverRowsView.name, filter);
    const rows = await deps.readStore.find<ResolverRowDoc>(resolverRowsView.name, { filter, sort: { fixedAt: -1, id: 1 }, skip: (req.query.page - 1) * 25, limit: 25 });
    return { reports: rows.map(stripReports), totalReports: total, totalPages: Math.max(1, Math.ceil(total / 25)), currentPage: req.query.page };
  });

  /** The question now and all its reports, folded from their streams (what the editor and read-only view show). */
  r.get('/api/resolvers/question/:id', { schema: { params: z.object({ id: z.string().min(1).max(100) }) } }, async (req) => {
    requireAny(req, ...HISTORY_READERS);
    const [qEvents, rEvents] = await Promise.all([deps.eventStore.readStream(questionStream(req.params.id)), deps.eventStore.readStream(questionReportsStream(req.params.id))]);
    const question = fold(authoringDecider, qEvents as unknown as QuestionEvent[]);
    if (question.status !== 'active') throw notFound('Question');
    const reports = fold(resolutionDecider, rEvents as unknown as ResolutionEvent[]).reports;
    // versions that were wrong (a Corrected report until its fix): answers given on them are not the student's fault
    return { questionId: req.params.id, version: qEvents[qEvents.length - 1].revision, question: question.fields, updatedAt: question.updatedAt, updatedBy: question.updatedBy, reports, faultyVersions: faultyVersionRanges(reports) };
  });
};
