import { describe, expect, it } from 'vitest';
import type { Actor, CommandContext } from '../core/types';
import { DomainError } from '../core/errors';
import { authoringDecider, type AuthoringCommand, cleanText } from './authoring';
import type { QuestionEvent, QuestionState } from './decider';
import { questionFieldsInput, type QuestionFields } from './question';
import { helperActions, mayAuthor, submitActions, updateRoute } from './roles';
import { correctAnswerProblem, stepCompletion } from './steps';

const who = (...roles: string[]): Actor => ({ userId: `u-${roles.join('-')}`, email: 'a@x.in', username: 'a', roles });
const ctx = (actor: Actor | null, now = '2025-03-01T10:00:00.000Z'): CommandContext => ({ now, actor, newId: (l = 'id') => `${l}-1` });
const base: QuestionFields = questionFieldsInput.parse({
  exam: 'IPMAT Indore', section: 'Math', topic: 'Arithmetic', subTopic: 'Percentages', difficulty: 'Easy',
  question: 'What is 10% of 50?', option1: '5', option2: '10', option3: '15', option4: '50', correctAnswer: 1, solution: '10% of 50 = 5',
});

/** given events, when command: the events decided or the error's code and message. */
function run(given: QuestionEvent[], command: AuthoringCommand, actor: Actor | null) {
  const state = given.reduce(authoringDecider.evolve, authoringDecider.initialState() as QuestionState);
  try {
    return authoringDecider.decide(command, state, ctx(actor));
  } catch (e) {
    if (e instanceof DomainError) return `${e.code}: ${e.message}`;
    throw e;
  }
}
const created = (fields: Partial<QuestionFields> = {}): QuestionEvent => ({ type: 'QuestionCreated', data: { questionId: 'q1', fields: { ...base, ...fields }, createdBy: null, createdAt: '2025-01-01T00:00:00.000Z' } });
const author = (via: 'submit' | 'addToMock' | 'addToSet' | 'upload', fields: Partial<QuestionFields> = {}): AuthoringCommand => ({ type: 'AuthorQuestion', data: { questionId: 'q1', fields: { ...base, ...fields }, via } });
const update = (fields: Partial<QuestionFields>, note?: string): AuthoringCommand => ({ type: 'UpdateAuthoredQuestion', data: { questionId: 'q1', fields, note } });

describe('status and role rules: the buttons', () => {
  const user = ['QA_User'];
  it('Fresh question by a user-role author: Submit, Add to Mock, Add To RC/DILR', () => {
    expect(submitActions(user, { status: 'Fresh' })).toEqual(['submit', 'addToMock', 'addToSet']);
  });
  it('Applicant with a Fresh question: only Upload Question for review', () => {
    expect(submitActions(['QA_Applicant'], { status: 'Fresh' })).toEqual(['uploadForReview']);
    expect(submitActions(['QA_Applicant'], { status: 'Rejected' })).toEqual([]);
  });
  it('Rejected or Revised: Update Question, plus Add to Mock if AI-generated or sourced, Add To RC/DILR if sourced', () => {
    for (const status of ['Rejected', 'Revised']) {
      expect(submitActions(user, { status })).toEqual(['update']);
      expect(submitActions(user, { status, aiGenerated: true })).toEqual(['update', 'addToMock']);
      expect(submitActions(user, { status, questionSource: 'IPMAT 2023' })).toEqual(['update', 'addToMock', 'addToSet']);
    }
  });
  it('an admin-edit id leaves only Update as admin, and only for admins', () => {
    expect(submitActions(['QA_SuperAdmin'], { status: 'Fresh' }, 'q9')).toEqual(['updateAsAdmin']);
    expect(submitActions(['QA_AdminCuet'], { status: 'Revised' }, 'q9')).toEqual(['updateAsAdmin']);
    expect(submitActions(user, { status: 'Fresh' }, 'q9')).toEqual([]);
  });
  it('Club gets the AI upgrade, AISolution the AI solution; neither may submit', () => {
    expect(helperActions(['QA_Club'])).toEqual(['aiUpgrade', 'imageToLatex']);
    expect(helperActions(['QA_AISolution'])).toEqual(['aiSolution', 'imageToLatex']);
    expect(helperActions(user)).toEqual(['imageToLatex']);
    expect(mayAuthor(['QA_Club'], 'submit')).toBe(false);
    expect(mayAuthor(['user'], 'imageToLatex')).toBe(false);
  });
  it('Update Question routes by setID, then questionNumber, then questionSource, else general', () => {
    expect(updateRoute({ setID: 's1', questionNumber: 3, questionSource: 'x' })).toBe('set');
    expect(updateRoute({ questionNumber: 3, questionSource: 'x' })).toBe('mock');
    expect(updateRoute({ questionSource: 'x' })).toBe('source');
    expect(updateRoute({})).toBe('general');
  });
});

describe('status and role rules: the server', () => {
  it('a user-role author submits a Fresh question with who and when', () => {
    const [e] = run([], author('submit', { status: 'Rejected' }), who('QA_User')) as QuestionEvent[];
    expect(e).toMatchObject({ type: 'QuestionCreated', data: { fields: { status: 'Fresh' }, createdBy: { userId: 'u-QA_User' }, createdAt: '2025-03-01T10:00:00.000Z' } });
  });
  it('refuses submit, mock and set for an applicant, a club member and a student', () => {
    for (const roles of [['QA_Applicant'], ['QA_Club'], ['QA_AISolution'], ['user']])
      for (const via of ['submit', 'addToMock', 'addToSet'] as const) expect(run([], author(via), who(...roles))).toMatch(/^FORBIDDEN/);
  });
  it("refuses a correct option outside 1-4 with the spec's sentence", () => {
    expect(run([], author('submit', { correctAnswer: '5' }), who('QA_User'))).toBe('VALIDATION_FAILED: Correct option should be between 1-4');
    expect(correctAnswerProblem({ type: 'MCQ', correctAnswer: '0' })).toBe('Correct option should be between 1-4');
    expect(correctAnswerProblem({ type: 'MCQ', correctAnswer: '4' })).toBeNull();
  });
  it('needs a passage to add to an RC/DILR set', () => {
    expect(run([], author('addToSet'), who('QA_User'))).toBe('VALIDATION_FAILED: An RC/DILR question needs a comprehension passage');
    expect(run([], author('addToSet', { comprehension: 'A passage' }), who('QA_User'))).toHaveLength(1);
  });
  it('updates only a Rejected or Revised question, to Revised, with only the changed fields and the route in the reason', () => {
    expect(run([created()], update({ question: 'New?' }), who('QA_User'))).toMatch(/^NOT_UPDATABLE: Only a rejected or revised question can be updated/);
    const [e] = run([created({ status: 'Rejected', feedback: 'unclear', questionNumber: 4 })], update({ ...base, question: 'What is 10% of 60?', option1: '6', status: 'Fresh', feedback: '' }, 'clearer'), who('QA_User')) as QuestionEvent[];
    expect(e).toMatchObject({ type: 'QuestionRevised', data: { changes: { question: 'What is 10% of 60?', option1: '6', status: 'Revised' }, reason: 'revision: mock update, clearer' } });
    expect(Object.keys((e as Extract<QuestionEvent, { type: 'QuestionRevised' }>).data.changes).sort()).toEqual(['option1', 'question', 'status']);
    expect(run([created({ status: 'Revised' })], update({ question: 'x' }), who('QA_Applicant'))).toMatch(/^FORBIDDEN/);
  });
  it('updates as admin only with questions.admin; rejects with feedback only as admin', () => {
    const adminUpdate: AuthoringCommand = { type: 'UpdateQuestionAsAdmin', data: { questionId: 'q1', fields: { solution: 'Better solution' } } };
    expect(run([created()], adminUpdate, who('QA_User'))).toMatch(/^FORBIDDEN/);
    expect(run([created()], adminUpdate, who('QA_AdminIpmat'))).toMatchObject([{ data: { changes: { solution: 'Better solution' }, reason: 'admin edit' } }]);
    const reject: AuthoringCommand = { type: 'RejectQuestion', data: { questionId: 'q1', feedback: ' Option 2 is also right ' } };
    expect(run([created()], reject, who('QA_User'))).toMatch(/^FORBIDDEN/);
    expect(run([created()], reject, who('QA_SuperAdmin'))).toMatchObject([{ data: { changes: { status: 'Rejected', feedback: 'Option 2 is also right' }, reason: 'review: rejected' } }]);
  });
  it('writes nothing when nothing changed, and 404s an unknown question', () => {
    expect(run([created()], { type: 'UpdateQuestionAsAdmin', data: { questionId: 'q1', fields: { ...base } } }, who('QA_SuperAdmin'))).toEqual([]);
    expect(run([], { type: 'UpdateQuestionAsAdmin', data: { questionId: 'q1', fields: {} } }, who('QA_SuperAdmin'))).toBe('NOT_FOUND: Question not found');
  });
  it('lets a resolver fix only questions in their scope', () => {
    const fix = (exam: Partial<QuestionFields>, ...roles: string[]) =>
      run([created(exam)], { type: 'FixReportedQuestion', data: { questionId: 'q1', fields: { solution: 'fixed' }, note: '1 report corrected' } }, who(...roles));
    const cuet: Partial<QuestionFields> = { exam: 'CUETECO', section: 'ECO', topic: 'Microeconomics', subTopic: 'Demand' };
    expect(fix({}, 'QA_ReportIpmat')).toMatchObject([{ data: { reason: 'resolver fix: 1 report corrected' } }]);
    expect(fix(cuet, 'QA_ReportIpmat')).toBe('FORBIDDEN: This question is outside your resolver scope');
    expect(fix(cuet, 'QA_ReportCuet')).toHaveLength(1);
    expect(fix({}, 'QA_User')).toMatch(/^FORBIDDEN/);
    expect(fix({}, 'Auditor')).toMatch(/^FORBIDDEN/);
  });
  it('refuses a save made over a newer version than the editor loaded', () => {
    const revised: QuestionEvent = { type: 'QuestionRevised', data: { questionId: 'q1', changes: { solution: 'other' }, reason: 'admin edit', revisedBy: null, revisedAt: 'x' } };
    const save = (expectedVersion: number) => run([created(), revised], { type: 'UpdateQuestionAsAdmin', data: { questionId: 'q1', fields: { solution: 'mine' }, expectedVersion } }, who('QA_SuperAdmin'));
    expect(save(0)).toBe('STALE_VERSION: Someone saved a newer version of this question. Reload to see it before saving.');
    expect(save(1)).toMatchObject([{ data: { changes: { solution: 'mine' } } }]);
  });
  it('cleans text fields before saving', () => {
    expect(cleanText(' a\r\nb  \n\u200Bc ')).toBe('a\nb\nc');
    const [e] = run([], author('submit', { question: 'Line one  \r\nline two\u200B ' }), who('QA_User')) as QuestionEvent[];
    expect(e.type === 'QuestionCreated' && e.data.fields.question).toBe('Line one\nline two');
  });
});

describe('step completion', () => {
  it('follows the four-step rule, options skipped for Numerical', () => {
    expect(stepCompletion({ ...base })).toEqual({ question: true, options: true, solution: true, submit: true });
    expect(stepCompletion({ ...base, option3: ' ' })).toMatchObject({ options: false, submit: false });
    expect(stepCompletion({ ...base, type: 'Numerical', option1: '', correctAnswer: '12.5' })).toMatchObject({ options: true, submit: true });
    expect(stepCompletion({ ...base, subTopic: '' })).toMatchObject({ question: false, submit: false });
    expect(stepCompletion({ ...base, correctAnswer: '7' })).toMatchObject({ solution: false });
  });
});

describe('concept video placeholders', () => {
  it('offers 5 sequence numbers per sub-topic of the topic', async () => {
    const { conceptPlaceholders } = await import('./steps');
    const p = conceptPlaceholders('IPMAT Indore', 'Geometry');
    expect(p).toHaveLength(4 * 5);
    expect(p.slice(0, 6).map((x) => `${x.subTopic}#${x.sequenceNumber}`)).toEqual(['Triangles#1', 'Triangles#2', 'Triangles#3', 'Triangles#4', 'Triangles#5', 'Circles#1']);
    expect(conceptPlaceholders('IPMAT Indore', 'Astrology')).toEqual([]);
  });
});
