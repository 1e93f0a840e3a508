import { DomainError, forbidden, validation } from '../core/errors';
import type { Decider } from '../core/types';
import { assertNever } from '../core/types';
import { actorRef, questionDecider, type QuestionEvent, type QuestionState } from './decider';

/**
 * 'Push to Topic Test' (practice-and-support.md §6, §7): a QA super admin moves a question that has an
 * examID out of the practice bank into that exam's topic test. It is a revision of the question
 * (status 'Topic Test', reason 'moved to topic test'), so version history shows who did it and when;
 * it cannot be undone.
 */
export const TOPIC_TEST_STATUS = 'Topic Test';
export const TOPIC_TEST_CONFIRM = 'Are you sure you want to move this question to the topic test? This action cannot be undone.';
export const mayPushToTopicTest = (roles: readonly string[]) => roles.includes('QA_SuperAdmin') || roles.includes('PlatformSuperAdmin');

export type MoveQuestionToTopicTest = { type: 'MoveQuestionToTopicTest'; data: { questionId: string; examID: string } };

export const topicTestDecider: Decider<QuestionState, MoveQuestionToTopicTest, QuestionEvent> = {
  initialState: questionDecider.initialState,
  evolve: questionDecider.evolve,
  decide(command, state, ctx) {
    switch (command.type) {
      case 'MoveQuestionToTopicTest': {
        if (ctx.actor && !mayPushToTopicTest(ctx.actor.roles)) throw forbidden();
        if (state.status !== 'active') throw new DomainError('QUESTION_NOT_FOUND', 'Question not found', 404);
        if (!state.fields.examID) throw validation('Only a question with an exam id can be moved to a topic test');
        if (state.fields.examID !== command.data.examID) throw validation('The exam id does not match the question');
        if (state.fields.status === TOPIC_TEST_STATUS) throw new DomainError('ALREADY_IN_TOPIC_TEST', 'This question is already in the topic test', 409);
        return [{ type: 'QuestionRevised', data: { questionId: command.data.questionId, changes: { status: TOPIC_TEST_STATUS }, reason: 'moved to topic test', revisedBy: actorRef(ctx.actor), revisedAt: ctx.now } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
