import { DomainError } from '../core/errors';
import type { Decider } from '../core/types';
import { assertNever } from '../core/types';
import { actorRef, type ActorRef } from './decider';
import { assertValidQuestion, type QuestionFields } from './question';
import { assertAuthoringAction } from './roles';
import { cleanFields } from './authoring';

/**
 * An applicant's 'Upload Question' (authoring §4, §6): the question waits for review on its own
 * stream, `question-submission-{id}`, and does not enter the practice bank until staff accept it.
 */
export const submissionStream = (submissionId: string) => `question-submission-${submissionId}`;

export type QuestionSubmittedForReview = { type: 'QuestionSubmittedForReview'; data: { submissionId: string; fields: QuestionFields; submittedBy: ActorRef; submittedAt: string } };
export type SubmitForReview = { type: 'SubmitForReview'; data: { submissionId: string; fields: QuestionFields } };
export type SubmissionState = { status: 'absent' } | { status: 'submitted'; fields: QuestionFields };

export const submissionDecider: Decider<SubmissionState, SubmitForReview, QuestionSubmittedForReview> = {
  initialState: () => ({ status: 'absent' }),
  evolve: (_s, e) => ({ status: 'submitted', fields: e.data.fields }),
  decide(command, state, ctx) {
    switch (command.type) {
      case 'SubmitForReview': {
        assertAuthoringAction(ctx.actor, 'uploadForReview');
        if (state.status !== 'absent') throw new DomainError('SUBMISSION_EXISTS', 'This question was already uploaded for review', 409);
        const fields = cleanFields({ ...command.data.fields, status: 'Fresh' });
        assertValidQuestion(fields);
        return [{ type: 'QuestionSubmittedForReview', data: { submissionId: command.data.submissionId, fields, submittedBy: actorRef(ctx.actor), submittedAt: ctx.now } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
