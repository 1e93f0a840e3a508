import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fold, notFound, rejectQuestionBody, submissionDecider, type SubmissionEvent, submissionStream } from '@exam/domain';
import { requirePermission } from '@exam/infra';
import type { CommandApiDeps } from '../app';
import { envelopeOf, withCommandId } from '../commands/envelope';
import { handleCommand } from '../commands/handle';
import { lastPosition, onQuestion, step } from './run';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** Staff review of applicants' uploads: accept creates the question in the bank, reject sends feedback back. */
export const reviewRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/authoring/submissions/:id/accept', { schema: { params: idParams, body: withCommandId({}) } }, async (req) => {
    requirePermission(req, 'questions.admin');
    const envelope = envelopeOf(req, req.body);
    const log = req.log;
    const sub = fold(submissionDecider, (await deps.eventStore.readStream(submissionStream(req.params.id))) as unknown as SubmissionEvent[]);
    if (sub.status === 'absent') throw notFound('Submission');
    const questionId = step(envelope, 'question').commandId;
    // the decision first (it refuses an upload already reviewed), then the question it lets into the bank
    const accepted = await handleCommand({ eventStore: deps.eventStore, log }, { stream: submissionStream(req.params.id), decider: submissionDecider, envelope, command: { type: 'AcceptSubmission', data: { questionId } } });
    const created = await onQuestion({ eventStore: deps.eventStore, log }, step(envelope, 'create'), { type: 'AuthorQuestion', data: { questionId, fields: sub.fields, via: 'review' } });
    return { success: true, message: 'Question Uploaded Successfully!', questionId, revision: created.revision, position: lastPosition(accepted.position, created.position) };
  });

  r.post('/api/authoring/submissions/:id/reject', { schema: { params: idParams, body: withCommandId(rejectQuestionBody) } }, async (req) => {
    requirePermission(req, 'questions.admin');
    const answer = await handleCommand({ eventStore: deps.eventStore, log: req.log }, {
      stream: submissionStream(req.params.id), decider: submissionDecider, envelope: envelopeOf(req, req.body), command: { type: 'RejectSubmission', data: { feedback: req.body.feedback } },
    });
    return { success: true, message: 'Question Updated Successfully!', ...answer };
  });
};
