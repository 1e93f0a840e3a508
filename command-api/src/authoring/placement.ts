import type { QuestionFields } from '@exam/domain';
import type { CommandEnvelope } from '../commands/handle';
import { type Deps, lastPosition, loadMock, loadQuestionState, onMock, onQuestion, step } from './run';

type Placement = { mockId: string; section: string; position: number };

/** Places an existing question in a mock and records the placement on the question (its number and mock). */
export async function placeInMock(deps: Deps, envelope: CommandEnvelope, questionId: string, p: Placement) {
  const mock = await loadMock(deps.eventStore, p.mockId);
  const placed = await onMock(deps, p.mockId, step(envelope, 'mock'), { type: 'PlaceQuestionInMock', data: { section: p.section, position: p.position, questionId } });
  const position = Math.min(p.position, (mock.questions[p.section]?.length ?? 0) + 1);
  const noted = await onQuestion(deps, step(envelope, 'number'), {
    type: 'PlaceQuestion',
    data: { questionId, kind: 'mock placement', changes: { examID: p.mockId, mockName: mock.name, questionNumber: position }, note: `${p.mockId} ${p.section} #${position}` },
  });
  return { position, revision: noted.revision, positionInLog: lastPosition(placed.position, noted.position) };
}

/** 'Add to Mock' on the authoring screen: the new question is created, then placed. */
export async function addNewToMock(deps: Deps, envelope: CommandEnvelope, body: Placement & { fields: QuestionFields }) {
  await loadMock(deps.eventStore, body.mockId); // 404 before creating anything
  const questionId = envelope.commandId;
  const created = await onQuestion(deps, step(envelope, 'create'), { type: 'AuthorQuestion', data: { questionId, fields: body.fields, via: 'addToMock' } });
  const placed = await placeInMock(deps, envelope, questionId, body);
  return { success: true, message: 'Question Uploaded Successfully!', questionId, questionNumber: placed.position, revision: placed.revision, position: placed.positionInLog ?? created.position };
}

/** The admin editor's 'Add Question to Mock Exam' (and Add to Mock for a sourced or AI-generated question). */
export async function addExistingToMock(deps: Deps, envelope: CommandEnvelope, questionId: string, body: Placement) {
  await loadQuestionState(deps.eventStore, questionId);
  const placed = await placeInMock(deps, envelope, questionId, body);
  return { success: true, message: 'Question Updated Successfully!', questionId, questionNumber: placed.position, revision: placed.revision, position: placed.positionInLog };
}
