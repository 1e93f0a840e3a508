import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { questionDecider, questionFieldsInput, questionReportsDecider, questionReportsStream, questionStream, reportQuestionInput, topicTestDecider } from '@exam/domain';
import { requireActor } from '@exam/infra';
import type { CommandApiDeps } from '../app';
import { envelopeOf, withCommandId } from '../commands/envelope';
import { handleCommand } from '../commands/handle';
import { deterministicUuid } from '../commands/ids';
import { loadQuestion } from './load';

/** The question id a create command makes: derived from its command id, so a retry targets the same stream. */
export const questionIdFor = (commandId: string) => deterministicUuid(`question:${commandId}`);

/** Creating questions (authors, and the seed through the same decider) and student reports. Editing is the authoring slice's. */
export const questionRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const store = { eventStore: deps.eventStore };

  app.post('/api/questions', { schema: { body: withCommandId(questionFieldsInput.shape) } }, async (req) => {
    requireActor(req);
    const { commandId, ...fields } = req.body;
    const questionId = questionIdFor(commandId);
    const answer = await handleCommand({ ...store, log: req.log }, {
      stream: questionStream(questionId),
      decider: questionDecider,
      command: { type: 'CreateQuestion', data: { questionId, fields } },
      envelope: envelopeOf(req, req.body),
      answer: () => ({ questionId }),
    });
    return { success: true, ...answer };
  });

  app.post('/api/questions/:id/report', {
    schema: { params: z.object({ id: z.string().min(1).max(100) }), body: withCommandId(reportQuestionInput.omit({ questionId: true }).shape) },
  }, async (req) => {
    const q = await loadQuestion(deps.eventStore, req.params.id);
    const f = q.fields;
    const answer = await handleCommand({ ...store, log: req.log }, {
      stream: questionReportsStream(req.params.id),
      decider: questionReportsDecider,
      command: {
        type: 'ReportQuestion',
        data: { questionId: req.params.id, questionVersion: q.version, option: req.body.option, explanation: req.body.explanation, exam: f.exam, examID: f.examID, section: f.section, topic: f.topic, subTopic: f.subTopic },
      },
      envelope: envelopeOf(req, req.body),
      answer: (_s, events) => ({ reportId: events[0]?.data.reportId ?? null }),
    });
    return { success: true, ...answer };
  });

  /** 'Push to Topic Test': a revision of the question itself (see domain topic-test.ts). */
  app.post('/api/questions/:id/topic-test', {
    schema: { params: z.object({ id: z.string().min(1).max(100) }), body: withCommandId({ examID: z.string().min(1) }) },
  }, async (req) => {
    requireActor(req);
    const answer = await handleCommand({ ...store, log: req.log }, {
      stream: questionStream(req.params.id),
      decider: topicTestDecider,
      command: { type: 'MoveQuestionToTopicTest', data: { questionId: req.params.id, examID: req.body.examID } },
      envelope: envelopeOf(req, req.body),
    });
    return { success: true, message: 'Question moved to topic test successfully', ...answer };
  });
};
