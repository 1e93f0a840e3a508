import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authoringDecider, fold, notFound, type QuestionEvent, questionStream, type SubmissionDoc, submissionsView } from '@exam/domain';
import { afterQuery, waitForProjections } from '../lib/catch-up';
import type { QueryApiDeps } from '../app';
import { requireAny } from '../history/access';

/** What the authoring screen and the admin editor load: the question now (fold of its stream), and the AI switch. */
export const authoringQueryRoutes = (deps: QueryApiDeps): FastifyPluginAsync => async (app) => {
  await deps.readStore.ensureCollection(submissionsView);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/ai/status', async () => ({ configured: !!deps.aiConfigured }));
  r.get('/api/authoring/submissions', { schema: { querystring: z.object({ status: z.enum(['submitted', 'accepted', 'rejected']).default('submitted'), after: afterQuery }) } }, async (req) => {
    requireAny(req, 'questions.admin');
    await waitForProjections(deps.readStore, ['question-submissions'], req.query.after);
    return { submissions: await deps.readStore.find<SubmissionDoc>(submissionsView.name, { filter: { status: req.query.status }, sort: { submittedAt: -1 }, limit: 200 }) };
  });
  r.get('/api/authoring/questions/:id', { schema: { params: z.object({ id: z.string().min(1).max(100) }) } }, async (req) => {
    requireAny(req, 'questions.author', 'questions.admin', 'questions.resolve', 'questions.history');
    const events = await deps.eventStore.readStream(questionStream(req.params.id));
    const state = fold(authoringDecider, events as unknown as QuestionEvent[]);
    if (state.status !== 'active') throw notFound('Question');
    return { questionId: req.params.id, version: events[events.length - 1].revision, question: state.fields, updatedAt: state.updatedAt };
  });
};
