import {
  authoringDecider, type AuthoringCommand, fold, mockDecider, type MockCommand, type MockEvent, mockStream, notFound, questionStream,
  type QuestionEvent, type QuestionState,
} from '@exam/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { EventStore, Position } from '@exam/infra';
import type { CommandEnvelope } from '../commands/handle';
import { handleCommand } from '../commands/handle';
import { deterministicUuid } from '../commands/ids';

/**
 * One request may touch several streams (create a question, then place it in a mock). Each step is
 * its own idempotent command whose id derives from the request's command id, so a retried request
 * replays the steps already done and finishes the rest.
 */
export const step = (envelope: CommandEnvelope, label: string): CommandEnvelope => ({ ...envelope, commandId: deterministicUuid(`${envelope.commandId}:${label}`) });

export type Deps = { eventStore: EventStore; log: FastifyBaseLogger };

export const onQuestion = (deps: Deps, envelope: CommandEnvelope, command: AuthoringCommand) =>
  handleCommand(deps, { stream: questionStream(command.data.questionId), decider: authoringDecider, command, envelope });

export const onMock = (deps: Deps, mockId: string, envelope: CommandEnvelope, command: MockCommand) =>
  handleCommand(deps, { stream: mockStream(mockId), decider: mockDecider, command, envelope });

export async function loadQuestionState(eventStore: EventStore, questionId: string) {
  const events = await eventStore.readStream(questionStream(questionId));
  const state = fold(authoringDecider, events as unknown as QuestionEvent[]) as QuestionState;
  if (state.status !== 'active') throw notFound('Question');
  return { state, version: events[events.length - 1].revision };
}

export async function loadMock(eventStore: EventStore, mockId: string) {
  const state = fold(mockDecider, (await eventStore.readStream(mockStream(mockId))) as unknown as MockEvent[]);
  if (state.status !== 'active') throw notFound('Mock');
  return state;
}

/** The latest of several positions (the client waits for the read models to pass it). */
export const lastPosition = (...ps: Array<Position | null | undefined>) => ps.filter((p): p is Position => !!p).pop() ?? null;
