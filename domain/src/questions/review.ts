import { DomainError, forbidden, notFound, validation } from '../core/errors';
import type { Decider } from '../core/types';
import { assertNever } from '../core/types';
import type { ViewDef } from '../core/views';
import { hasPermission } from '../identity/roles';
import { actorRef, type ActorRef } from './decider';
import { assertValidQuestion, type QuestionFields } from './question';
import { assertAuthoringAction } from './roles';
import { cleanFields, cleanText } from './authoring';

/**
 * An applicant's 'Upload Question' (authoring §4, §6): the question waits for review on its own
 * stream, `question-submission-{id}`, and enters the bank only when staff accept it (the accepted
 * question is created on `question-{id}`); a rejection carries feedback for the applicant.
 */
export const submissionStream = (submissionId: string) => `question-submission-${submissionId}`;

export type QuestionSubmittedForReview = { type: 'QuestionSubmittedForReview'; data: { submissionId: string; fields: QuestionFields; submittedBy: ActorRef; submittedAt: string } };
export type SubmissionAccepted = { type: 'SubmissionAccepted'; data: { submissionId: string; questionId: string; acceptedBy: ActorRef; acceptedAt: string } };
export type SubmissionRejected = { type: 'SubmissionRejected'; data: { submissionId: string; feedback: string; rejectedBy: ActorRef; rejectedAt: string } };
export type SubmissionEvent = QuestionSubmittedForReview | SubmissionAccepted | SubmissionRejected;

export type SubmitForReview = { type: 'SubmitForReview'; data: { submissionId: string; fields: QuestionFields } };
export type AcceptSubmission = { type: 'AcceptSubmission'; data: { questionId: string } };
export type RejectSubmission = { type: 'RejectSubmission'; data: { feedback: string } };
export type SubmissionCommand = SubmitForReview | AcceptSubmission | RejectSubmission;

export type SubmissionState = { status: 'absent' } | { status: 'submitted' | 'accepted' | 'rejected'; submissionId: string; fields: QuestionFields };

export const submissionDecider: Decider<SubmissionState, SubmissionCommand, SubmissionEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, e) {
    switch (e.type) {
      case 'QuestionSubmittedForReview':
        return { status: 'submitted', submissionId: e.data.submissionId, fields: e.data.fields };
      case 'SubmissionAccepted':
        return state.status === 'absent' ? state : { ...state, status: 'accepted' };
      case 'SubmissionRejected':
        return state.status === 'absent' ? state : { ...state, status: 'rejected', fields: { ...state.fields, status: 'Rejected', feedback: e.data.feedback } };
      default:
        return assertNever(e);
    }
  },
  decide(command, state, ctx) {
    switch (command.type) {
      case 'SubmitForReview': {
        assertAuthoringAction(ctx.actor, 'uploadForReview');
        if (state.status !== 'absent') throw new DomainError('SUBMISSION_EXISTS', 'This question was already uploaded for review', 409);
        const fields = cleanFields({ ...command.data.fields, status: 'Fresh' });
        assertValidQuestion(fields);
        return [{ type: 'QuestionSubmittedForReview', data: { submissionId: command.data.submissionId, fields, submittedBy: actorRef(ctx.actor), submittedAt: ctx.now } }];
      }
      case 'AcceptSubmission':
      case 'RejectSubmission': {
        if (ctx.actor && !hasPermission(ctx.actor.roles, 'questions.admin')) throw forbidden();
        if (state.status === 'absent') throw notFound('Submission');
        if (state.status !== 'submitted') throw new DomainError('ALREADY_REVIEWED', 'This upload was already reviewed', 409);
        if (command.type === 'AcceptSubmission')
          return [{ type: 'SubmissionAccepted', data: { submissionId: state.submissionId, questionId: command.data.questionId, acceptedBy: actorRef(ctx.actor), acceptedAt: ctx.now } }];
        const feedback = cleanText(command.data.feedback);
        if (!feedback) throw validation('Feedback is required to reject a question');
        return [{ type: 'SubmissionRejected', data: { submissionId: state.submissionId, feedback, rejectedBy: actorRef(ctx.actor), rejectedAt: ctx.now } }];
      }
      default:
        return assertNever(command);
    }
  },
};

/** Uploads waiting for review (and their outcome), for the admins' review queue. */
export const submissionsView = { name: 'question_submissions', fields: { status: 'text', submittedAt: 'date' }, indexes: [['status', '-submittedAt']] } satisfies ViewDef;
export type SubmissionDoc = { id: string; status: 'submitted' | 'accepted' | 'rejected'; fields: QuestionFields; submittedBy: ActorRef; submittedAt: string; questionId: string | null; feedback: string | null; reviewedBy: ActorRef; reviewedAt: string | null };
