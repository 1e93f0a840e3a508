import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forbidden, hasPermission, notFound, PRACTICE_HIDDEN_STATUSES, PRACTICE_PROJECTION, type PracticeQuestionStateDoc, practiceQuestionStatesView,
  type QuestionDoc, questionsView, type QuestionStatsDoc, questionStatsView,
} from '@exam/domain';
import type { QueryApiDeps } from '../app';
import { afterQuery, waitForProjections } from '../lib/catch-up';
import { practiceFilterQuery, studentFilter } from './filters';


/** Who wrote or edited a question is staff information (their e-mail): practice screens do not get it. */
const forStudents = ({ createdBy: _c, updatedBy: _u, ...q }: QuestionDoc) => q;

/** The question bank: practice lists with the spec's filters, one question, and per-question counts. */
export const questionReadRoutes = (deps: QueryApiDeps): FastifyPluginAsync => async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { readStore } = deps;

  app.get('/api/questions', { schema: { querystring: practiceFilterQuery.extend({ after: afterQuery }) } }, async (req) => {
    const q = req.query;
    const caughtUp = await waitForProjections(readStore, ['questions', PRACTICE_PROJECTION], q.after);
    const filter: Record<string, unknown> = { status: { $nin: [...PRACTICE_HIDDEN_STATUSES] } };
    for (const k of ['exam', 'section', 'topic', 'subTopic', 'difficulty', 'type'] as const) if (q[k].length) filter[k] = { $in: q[k] };
    const extra = await studentFilter(readStore, req.session?.userId ?? null, q);
    const where = extra ? { $and: [filter, extra] } : filter;
    const [questions, total] = await Promise.all([
      readStore.find<QuestionDoc>(questionsView.name, { filter: where, sort: { seq: 1 }, skip: q.skip, limit: q.limit }),
      readStore.count(questionsView.name, where),
    ]);
    const userId = req.session?.userId;
    const states = userId && questions.length
      ? await readStore.find<PracticeQuestionStateDoc>(practiceQuestionStatesView.name, { filter: { userId, questionId: { $in: questions.map((x) => x.id) } } })
      : [];
    return {
      questions: questions.map(forStudents), total, skip: q.skip, limit: q.limit,
      states: Object.fromEntries(states.map((s) => [s.questionId, s])),
      message: total ? 'Filters applied!' : 'No questions found',
      stale: !caughtUp,
    };
  });

  /** Correct/wrong/unanswered counts for the distribution bar: TestingPerson and PlatformSuperAdmin only. */
  app.get('/api/questions/stats', { schema: { querystring: z.object({ ids: z.string().max(20000).default(''), after: afterQuery }) } }, async (req) => {
    if (!hasPermission(req.session?.roles, 'practice.distribution')) throw forbidden();
    await waitForProjections(readStore, [PRACTICE_PROJECTION], req.query.after);
    const docs = await readStore.getMany<QuestionStatsDoc>(questionStatsView.name, req.query.ids.split(',').filter(Boolean).slice(0, 500));
    return { stats: Object.fromEntries(docs.map((d) => [d.id, d])) };
  });

  app.get('/api/questions/:id', { schema: { params: z.object({ id: z.string().min(1).max(100) }), querystring: z.object({ after: afterQuery }) } }, async (req) => {
    await waitForProjections(readStore, ['questions'], req.query.after);
    const question = await readStore.get<QuestionDoc>(questionsView.name, req.params.id);
    if (!question) throw notFound('Question');
    const userId = req.session?.userId;
    const state = userId ? await readStore.get<PracticeQuestionStateDoc>(practiceQuestionStatesView.name, `${userId}:${question.id}`) : null;
    return { question: forStudents(question), state };
  });
};
