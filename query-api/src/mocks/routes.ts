import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GENERATOR_MESSAGES, type MockDoc, mocksView, notFound, type QuestionIndexDoc, questionIndexView } from '@exam/domain';
import type { QueryApiDeps } from '../app';
import { afterQuery, waitForProjections } from '../lib/catch-up';
import { requireAny } from '../history/access';

const readers = ['questions.admin', 'questions.author', 'questions.history'] as const;

/** Mocks admin list (status and exam filters, sorted by id) and a mock's section questions. */
export const mocksQueryRoutes = (deps: QueryApiDeps): FastifyPluginAsync => async (app) => {
  for (const v of [mocksView, questionIndexView]) await deps.readStore.ensureCollection(v);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/mocks', { schema: { querystring: z.object({ status: z.enum(['all', 'active', 'inactive']).default('all'), exam: z.string().max(100).optional(), after: afterQuery }) } }, async (req) => {
    requireAny(req, ...readers);
    await waitForProjections(deps.readStore, ['mocks'], req.query.after);
    const filter: Record<string, unknown> = {};
    if (req.query.status !== 'all') filter.examActive = req.query.status === 'active' ? 1 : 0;
    let mocks = await deps.readStore.find<MockDoc>(mocksView.name, { filter, sort: { id: 1 }, limit: 1000 });
    // the exam filter is a regex on the mock id (back-office §2.3); an invalid pattern matches as text
    const exam = req.query.exam?.trim();
    if (exam) {
      let test: (id: string) => boolean;
      try {
        const re = new RegExp(exam, 'i');
        test = (id) => re.test(id);
      } catch {
        test = (id) => id.toLowerCase().includes(exam.toLowerCase());
      }
      mocks = mocks.filter((m) => test(m.id));
    }
    return { mocks: mocks.map(({ questions, ...m }) => ({ ...m, questionsPerSection: Object.fromEntries(m.sections.map((s) => [s, questions[s]?.length ?? 0])) })) };
  });

  /** The generator's 'Fetch Data' and the questions view: the section's questions in order, with set ids. */
  r.get('/api/admin/mocks/:id/sections/:section', { schema: { params: z.object({ id: z.string().min(1).max(100), section: z.string().min(1).max(100) }), querystring: z.object({ after: afterQuery }) } }, async (req) => {
    requireAny(req, ...readers);
    await waitForProjections(deps.readStore, ['mocks', 'question-index'], req.query.after);
    const mock = await deps.readStore.get<MockDoc>(mocksView.name, req.params.id);
    if (!mock) throw notFound('Mock');
    const list = mock.questions[req.params.section] ?? [];
    const docs = new Map((await deps.readStore.getMany<QuestionIndexDoc>(questionIndexView.name, list.map((q) => q.questionId))).map((d) => [d.id, d]));
    const questions = list.map((q, i) => ({ questionNumber: i + 1, questionId: q.questionId, setID: q.setID, preview: docs.get(q.questionId)?.preview ?? '', topic: docs.get(q.questionId)?.topic ?? '', subTopic: docs.get(q.questionId)?.subTopic ?? '' }));
    return { mockId: mock.id, name: mock.name, section: req.params.section, sections: mock.sections, questions, message: GENERATOR_MESSAGES.found(questions.length, questions.filter((q) => q.setID).length) };
  });
};
