import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type DoubtBaltiDoc, doubtBaltisView, loginRequired, PRACTICE_PROJECTION, type PracticeAttemptDoc, practiceAttemptsView,
  type PracticeQuestionStateDoc, practiceQuestionStatesView, type PracticeSectionDoc, practiceSectionsView, type PracticeStudentDoc,
  practiceStudentsView, type UsageDayDoc, usageDaysView,
} from '@exam/domain';
import type { QueryApiDeps } from '../app';
import { afterQuery, waitForProjections } from '../lib/catch-up';
import { recentWithFaults, withFaults } from './faults';

const me = (req: FastifyRequest) => {
  if (!req.session) throw loginRequired();
  return req.session.userId;
};

/** A student's own analytics: everything here is scoped to the session's user. */
export const practiceReadRoutes = (deps: QueryApiDeps): FastifyPluginAsync => async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { readStore } = deps;
  const position = async () => (await readStore.getCheckpoint(PRACTICE_PROJECTION))?.position ?? null;

  /** Totals, accuracy per day, every exam/section practised with its sub-topic stats, distribution and SWOT, recent attempts. */
  app.get('/api/practice/dashboard', { schema: { querystring: z.object({ after: afterQuery, recent: z.coerce.number().int().min(0).max(200).default(20) }) } }, async (req) => {
    const userId = me(req);
    const caughtUp = await waitForProjections(readStore, [PRACTICE_PROJECTION], req.query.after);
    const [student, sections, recent] = await Promise.all([
      readStore.get<PracticeStudentDoc>(practiceStudentsView.name, userId),
      readStore.find<PracticeSectionDoc>(practiceSectionsView.name, { filter: { userId }, sort: { updatedAt: -1 } }),
      readStore.find<PracticeAttemptDoc>(practiceAttemptsView.name, { filter: { userId }, sort: { answeredAt: -1 }, limit: req.query.recent }),
    ]);
    return { student, sections, ...(await recentWithFaults(readStore, recent, req.query.after)), position: await position(), stale: !caughtUp };
  });

  app.get('/api/practice/attempts', { schema: { querystring: z.object({ after: afterQuery, exam: z.string().optional(), skip: z.coerce.number().int().min(0).default(0), limit: z.coerce.number().int().min(1).max(200).default(50) }) } }, async (req) => {
    const userId = me(req);
    await waitForProjections(readStore, [PRACTICE_PROJECTION], req.query.after);
    const filter = { userId, ...(req.query.exam ? { exam: req.query.exam } : {}) };
    const [attempts, total] = await Promise.all([
      readStore.find<PracticeAttemptDoc>(practiceAttemptsView.name, { filter, sort: { answeredAt: -1 }, skip: req.query.skip, limit: req.query.limit }),
      readStore.count(practiceAttemptsView.name, filter),
    ]);
    return { attempts: await withFaults(readStore, attempts, req.query.after), total };
  });

  app.get('/api/practice/states', { schema: { querystring: z.object({ after: afterQuery, ids: z.string().max(20000).default('') }) } }, async (req) => {
    const userId = me(req);
    await waitForProjections(readStore, [PRACTICE_PROJECTION], req.query.after);
    const ids = req.query.ids.split(',').filter(Boolean).slice(0, 500);
    const docs = await readStore.getMany<PracticeQuestionStateDoc>(practiceQuestionStatesView.name, ids.map((id) => `${userId}:${id}`));
    return { states: Object.fromEntries(docs.map((s) => [s.questionId, s])) };
  });

  app.get('/api/practice/baltis', { schema: { querystring: z.object({ after: afterQuery }) } }, async (req) => {
    const userId = me(req);
    await waitForProjections(readStore, [PRACTICE_PROJECTION], req.query.after);
    return { baltis: await readStore.find<DoubtBaltiDoc>(doubtBaltisView.name, { filter: { userId }, sort: { name: 1 } }) };
  });

  app.get('/api/practice/usage', { schema: { querystring: z.object({ after: afterQuery }) } }, async (req) => {
    const userId = me(req);
    await waitForProjections(readStore, [PRACTICE_PROJECTION], req.query.after);
    return { days: await readStore.find<UsageDayDoc>(usageDaysView.name, { filter: { userId }, sort: { day: -1 }, limit: 31 }) };
  });
};
