import { fold, questionDecider, questionStream, type QuestionSnapshot, questionNotFound, type QuestionEvent, type QuestionFields } from '@exam/domain';
import type { EventStore } from '@exam/infra';

export type LoadedQuestion = { fields: QuestionFields; version: number; snapshot: QuestionSnapshot };

/**
 * The question as it is now and its stream revision (its version), for commands of other streams
 * (answers, reports, feedback) that must record which version the student saw.
 */
export async function loadQuestion(eventStore: EventStore, questionId: string): Promise<LoadedQuestion> {
  const history = await eventStore.readStream(questionStream(questionId));
  const state = fold(questionDecider, history as unknown as QuestionEvent[]);
  if (state.status !== 'active') throw questionNotFound();
  const version = history[history.length - 1].revision;
  const f = state.fields;
  return {
    fields: f,
    version,
    snapshot: {
      questionId, version, examID: f.examID, exam: f.exam, section: f.section, topic: f.topic, subTopic: f.subTopic,
      difficulty: f.difficulty, type: f.type, correctAnswer: f.correctAnswer, questionNumber: f.questionNumber,
    },
  };
}
