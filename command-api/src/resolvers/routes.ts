import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classificationProblem, fold, forbidden, mayResolveQuestion, questionReportsStream, resolutionDecider, type ResolutionEvent, resolveQuestionBody,
  resolverRedirect,
} from '@exam/domain';
import { requirePermission } from '@exam/infra';
import type { CommandApiDeps } from '../app';
import { envelopeOf, withCommandId } from '../commands/envelope';
import { handleCommand } from '../commands/handle';
import { lastPosition, loadQuestionState, onQuestion, step } from '../authoring/run';

/**
 * The resolver's Update (back-office §2.10, §4): the fixed question is saved first (QuestionRevised,
 * reason 'resolver fix'), then every open report is classified with the version that holds the fix.
 * The classification is checked before anything is written, so a refused update changes nothing.
 */
export const resolverRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post('/api/resolvers/questions/:id/resolve', {
    schema: { params: z.object({ id: z.string().min(1).max(100) }), body: withCommandId(resolveQuestionBody) },
  }, async (req) => {
    const actor = requirePermission(req, 'questions.resolve');
    const questionId = req.params.id;
    const log = req.log;
    const envelope = envelopeOf(req, req.body);
    const { state } = await loadQuestionState(deps.eventStore, questionId);
    if (state.status !== 'active' || !mayResolveQuestion(actor.roles, state.fields)) throw forbidden('This question is outside your resolver scope');
    const reports = fold(resolutionDecider, (await deps.eventStore.readStream(questionReportsStream(questionId))) as unknown as ResolutionEvent[]);
    const already = await deps.eventStore.findCommand(step(envelope, 'classify').commandId);
    const problem = already ? null : classificationProblem(reports, req.body.classifications);
    if (problem) throw problem;
    const open = reports.reports.filter((r) => !r.corrected);
    const corrected = open.filter((r) => req.body.classifications[r.reportId] === 'Corrected').length;
    const fixed = await onQuestion({ eventStore: deps.eventStore, log }, step(envelope, 'fix'), {
      type: 'FixReportedQuestion',
      data: { questionId, fields: req.body.fields, note: `${corrected} corrected, ${open.length - corrected} student error`, expectedVersion: req.body.expectedVersion },
    });
    const classified = await handleCommand({ eventStore: deps.eventStore, log }, {
      stream: questionReportsStream(questionId), decider: resolutionDecider, envelope: step(envelope, 'classify'),
      command: { type: 'ClassifyReports', data: { questionId, classifications: req.body.classifications, fixedInVersion: fixed.revision } },
    });
    return {
      success: true, message: 'Updated!', questionId, version: fixed.revision, classified: open.length,
      redirect: resolverRedirect({ ...state.fields, ...req.body.fields }),
      revision: fixed.revision, position: lastPosition(fixed.position, classified.position),
    };
  });
};
