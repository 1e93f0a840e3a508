import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addToMockInput, addToSetBody, authorQuestionBody, conceptVideosBody, rejectQuestionBody, submissionDecider, submissionStream, updateQuestionBody,
} from '@exam/domain';
import { requireActor } from '@exam/infra';
import type { CommandApiDeps } from '../app';
import { envelopeOf, withCommandId } from '../commands/envelope';
import { handleCommand } from '../commands/handle';
import { addExistingToMock, addNewToMock } from './placement';
import { onQuestion, step } from './run';
import { uploadRoute } from './upload';
import { reviewRoutes } from './review';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** Authoring commands (authoring-and-forums.md §4, §6, §7); the deciders enforce the role rules. */
export const authoringRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const store = { eventStore: deps.eventStore };

  r.post('/api/authoring/questions', { schema: { body: withCommandId(authorQuestionBody) } }, async (req) => {
    requireActor(req);
    const envelope = envelopeOf(req, req.body);
    const questionId = envelope.commandId;
    const answer = await onQuestion({ ...store, log: req.log }, envelope, { type: 'AuthorQuestion', data: { questionId, fields: req.body.fields, via: 'submit' } });
    return { success: true, message: 'Question Uploaded Successfully!', questionId, ...answer };
  });

  r.post('/api/authoring/review', { schema: { body: withCommandId(authorQuestionBody) } }, async (req) => {
    requireActor(req);
    const envelope = envelopeOf(req, req.body);
    const submissionId = envelope.commandId;
    const answer = await handleCommand({ ...store, log: req.log }, {
      stream: submissionStream(submissionId), decider: submissionDecider, envelope,
      command: { type: 'SubmitForReview', data: { submissionId, fields: req.body.fields } },
    });
    return { success: true, message: 'Question uploaded successfully for review!', submissionId, ...answer };
  });

  r.post('/api/authoring/rc-dilr', { schema: { body: withCommandId(addToSetBody) } }, async (req) => {
    requireActor(req);
    const envelope = envelopeOf(req, req.body);
    const questionId = envelope.commandId;
    const setID = req.body.setID ?? req.body.fields.setID ?? step(envelope, 'set').commandId;
    const answer = await onQuestion({ ...store, log: req.log }, envelope, { type: 'AuthorQuestion', data: { questionId, fields: { ...req.body.fields, setID }, via: 'addToSet' } });
    return { success: true, message: 'Question Uploaded Successfully!', questionId, setID, ...answer };
  });

  r.post('/api/authoring/mock', { schema: { body: withCommandId({ fields: authorQuestionBody.fields, ...addToMockInput.shape }) } }, async (req) => {
    requireActor(req);
    return addNewToMock({ ...store, log: req.log }, envelopeOf(req, req.body), req.body);
  });

  r.post('/api/authoring/questions/:id/mock', { schema: { params: idParams, body: withCommandId(addToMockInput.shape) } }, async (req) => {
    requireActor(req);
    return addExistingToMock({ ...store, log: req.log }, envelopeOf(req, req.body), req.params.id, req.body);
  });

  r.post('/api/authoring/questions/:id/set', { schema: { params: idParams, body: withCommandId({ setID: addToSetBody.setID }) } }, async (req) => {
    requireActor(req);
    const envelope = envelopeOf(req, req.body);
    const setID = req.body.setID ?? step(envelope, 'set').commandId;
    const answer = await onQuestion({ ...store, log: req.log }, envelope, { type: 'PlaceQuestion', data: { questionId: req.params.id, kind: 'comprehension set', changes: { setID }, note: `set ${setID}` } });
    return { success: true, message: 'Question Updated Successfully!', setID, ...answer };
  });

  r.post('/api/authoring/questions/:id/update', { schema: { params: idParams, body: withCommandId(updateQuestionBody) } }, async (req) => {
    requireActor(req);
    const answer = await onQuestion({ ...store, log: req.log }, envelopeOf(req, req.body), { type: 'UpdateAuthoredQuestion', data: { questionId: req.params.id, fields: req.body.fields, note: req.body.note, expectedVersion: req.body.expectedVersion } });
    return { success: true, message: 'Revised Question Uploaded Successfully!', ...answer };
  });

  r.post('/api/authoring/questions/:id/admin-update', { schema: { params: idParams, body: withCommandId(updateQuestionBody) } }, async (req) => {
    requireActor(req);
    const answer = await onQuestion({ ...store, log: req.log }, envelopeOf(req, req.body), { type: 'UpdateQuestionAsAdmin', data: { questionId: req.params.id, fields: req.body.fields, note: req.body.note, expectedVersion: req.body.expectedVersion } });
    return { success: true, message: 'Question Updated Successfully!', ...answer };
  });

  r.post('/api/authoring/questions/:id/reject', { schema: { params: idParams, body: withCommandId(rejectQuestionBody) } }, async (req) => {
    requireActor(req);
    const answer = await onQuestion({ ...store, log: req.log }, envelopeOf(req, req.body), { type: 'RejectQuestion', data: { questionId: req.params.id, feedback: req.body.feedback } });
    return { success: true, message: 'Question Updated Successfully!', ...answer };
  });

  r.post('/api/authoring/questions/:id/videos', { schema: { params: idParams, body: withCommandId(conceptVideosBody) } }, async (req) => {
    requireActor(req);
    const answer = await onQuestion({ ...store, log: req.log }, envelopeOf(req, req.body), { type: 'AttachConceptVideos', data: { questionId: req.params.id, videos: req.body.videos } });
    return { success: true, message: 'Videos added successfully', ...answer };
  });

  await app.register(uploadRoute(deps));
  await app.register(reviewRoutes(deps));
};
