import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addToBaltiInput, answerQuestionInput, bookmarksInput, doubtsDecider, doubtsStream, feedbackInput, loginRequired,
  notSignedIn, practiceDecider, practiceStream, removeFromBaltiInput,
} from '@exam/domain';
import type { CommandApiDeps } from '../app';
import { envelopeOf, withCommandId } from '../commands/envelope';
import { handleCommand } from '../commands/handle';
import { loadQuestion } from '../questions/load';
import { beaconRoutes } from './beacons';

/**
 * The student's practice commands. Each first reads the question's own stream, so the event records
 * the question version the student saw (and placement for the read models, without joins).
 */
export const practiceRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const store = { eventStore: deps.eventStore };

  app.post('/api/practice/answers', { schema: { body: withCommandId(answerQuestionInput.shape) } }, async (req) => {
    if (!req.actor) throw loginRequired();
    const { questionId, answer, seconds, mode } = req.body;
    const q = await loadQuestion(deps.eventStore, questionId);
    const result = await handleCommand({ ...store, log: req.log }, {
      stream: practiceStream(req.actor.userId),
      decider: practiceDecider,
      command: { type: 'AnswerQuestion', data: { question: q.snapshot, answer, seconds, mode } },
      envelope: envelopeOf(req, req.body),
      answer: (_s, events) => {
        const e = events[0];
        return e?.type === 'QuestionAnswered' ? { attemptId: e.data.attemptId, outcome: e.data.outcome, correctAnswer: e.data.correctAnswer, questionVersion: e.data.questionVersion } : {};
      },
    });
    return { success: true, ...result };
  });

  app.post('/api/practice/bookmarks', { schema: { body: withCommandId(bookmarksInput.shape) } }, async (req) => {
    if (!req.actor) throw loginRequired();
    const q = await loadQuestion(deps.eventStore, req.body.questionId);
    const result = await handleCommand({ ...store, log: req.log }, {
      stream: practiceStream(req.actor.userId),
      decider: practiceDecider,
      command: { type: 'UpdateBookmarks', data: { question: q.snapshot, bookmarks: req.body.bookmarks } },
      envelope: envelopeOf(req, req.body),
    });
    return { success: true, message: 'Bookmarks Updated', ...result };
  });

  app.post('/api/practice/feedback', { schema: { body: withCommandId(feedbackInput.shape) } }, async (req) => {
    if (!req.actor) throw notSignedIn();
    const q = await loadQuestion(deps.eventStore, req.body.questionId);
    const result = await handleCommand({ ...store, log: req.log }, {
      stream: practiceStream(req.actor.userId),
      decider: practiceDecider,
      command: { type: 'GiveFeedback', data: { question: q.snapshot, feedbackType: req.body.feedbackType, reason: req.body.reason } },
      envelope: envelopeOf(req, req.body),
    });
    return { success: true, ...result };
  });

  app.post('/api/practice/baltis/add', { schema: { body: withCommandId(addToBaltiInput.shape) } }, async (req) => {
    if (!req.actor) throw loginRequired();
    const q = await loadQuestion(deps.eventStore, req.body.questionId);
    const f = q.fields;
    const result = await handleCommand({ ...store, log: req.log }, {
      stream: doubtsStream(req.actor.userId),
      decider: doubtsDecider,
      command: { type: 'AddToBalti', data: { balti: req.body.balti, entry: { questionID: req.body.questionId, exam: f.exam, question: f.question, difficulty: f.difficulty, topic: f.topic, subTopic: f.subTopic } } },
      envelope: envelopeOf(req, req.body),
    });
    return { success: true, ...result };
  });

  app.post('/api/practice/baltis/remove', { schema: { body: withCommandId(removeFromBaltiInput.shape) } }, async (req) => {
    if (!req.actor) throw loginRequired();
    const result = await handleCommand({ ...store, log: req.log }, {
      stream: doubtsStream(req.actor.userId),
      decider: doubtsDecider,
      command: { type: 'RemoveFromBalti', data: req.body },
      envelope: envelopeOf(req, req.body),
    });
    return { success: true, ...result };
  });

  await app.register(beaconRoutes(deps));
};
