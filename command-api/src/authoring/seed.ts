import {
  type Actor, authoringDecider, type AuthoringCommand, mockDecider, type MockCommand, mockStream, questionFieldsInput, type QuestionFieldsInput,
  questionReportsDecider, questionReportsStream, questionStream,
} from '@exam/domain';
import { handleCommand } from '../commands/handle';
import { deterministicUuid } from '../commands/ids';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { userIdForEmail } from '../identity/routes';
import type { SeedContext } from '../seed/index';

/**
 * Demo content for the authoring, resolver and history screens: a few questions authored by the
 * demo admin (one already revised), reports from the demo students on three of them (one CUET), and
 * a demo mock with a comprehension set. Deterministic command ids: a second start appends nothing.
 */
const actorOf = (email: string): Actor => {
  const a = DEMO_ACCOUNTS.find((x) => x.email === email)!;
  return { userId: userIdForEmail(a.email), email: a.email, username: a.username, roles: [...a.roles] };
};
export const demoQuestionId = (n: number) => deterministicUuid(`seed:authoring:question:${n}`);
export const DEMO_MOCK_ID = 'IPMAT-2025-DEMO-1';

const base = { exam: 'IPMAT Indore', section: 'Math', topic: 'Arithmetic', difficulty: 'Easy' } as const;
const QUESTIONS: QuestionFieldsInput[] = [
  // the answer key is wrong (15% of 80 is 12, option 2): students report it, a resolver fixes it
  { ...base, subTopic: 'Percentages', question: 'What is 15% of 80?', option1: '10', option2: '12', option3: '14', option4: '16', correctAnswer: 1, solution: '15% of 80 = $0.15 \\times 80 = 12$.' },
  { ...base, subTopic: 'Profit and Loss', difficulty: 'Medium', question: 'An article bought for ₹400 is sold for ₹500. What is the profit percentage?', option1: '20%', option2: '25%', option3: '30%', option4: '125%', correctAnswer: 2, solution: 'Profit = 100, so $\\frac{100}{400} \\times 100 = 25\\%$.' },
  { ...base, subTopic: 'Averages', question: 'The average of 4, 8 and 12 is', option1: '6', option2: '8', option3: '10', option4: '12', correctAnswer: 2, solution: '$(4 + 8 + 12) / 3 = 8$' },
  { exam: 'CUETECO', section: 'ECO', topic: 'Microeconomics', subTopic: 'Demand', difficulty: 'Easy', question: 'When the price of a normal good falls, its quantity demanded', option1: 'rises', option2: 'falls', option3: 'stays the same', option4: 'becomes zero', correctAnswer: 1, solution: 'Law of demand: price and quantity demanded move in opposite directions.' },
  { exam: 'IPMAT Indore', section: 'VA', topic: 'Verbal Ability', subTopic: 'Reading Comprehension', difficulty: 'Medium', comprehension: 'Cities grow where roads meet. Markets follow travellers, and schools follow markets.', question: 'According to the passage, what do markets follow?', option1: 'Schools', option2: 'Travellers', option3: 'Roads', option4: 'Cities', correctAnswer: 2, solution: 'The passage says "Markets follow travellers".' },
  { exam: 'IPMAT Indore', section: 'VA', topic: 'Verbal Ability', subTopic: 'Reading Comprehension', difficulty: 'Easy', comprehension: 'Cities grow where roads meet. Markets follow travellers, and schools follow markets.', question: 'What follows markets?', option1: 'Roads', option2: 'Travellers', option3: 'Schools', option4: 'Cities', correctAnswer: 3, solution: '"schools follow markets".' },
];
const REPORTS: Array<{ q: number; by: string; option: string; explanation: string }> = [
  { q: 0, by: 'student@demo.in', option: 'Solution is incorrect', explanation: 'The solution says 12 but option 1 is marked correct.' },
  { q: 0, by: 'student2@demo.in', option: 'Question has an error', explanation: 'Answer key should be option 2.' },
  { q: 1, by: 'student@demo.in', option: 'Can be made better', explanation: 'Mention that the percentage is on cost price.' },
  { q: 3, by: 'student2@demo.in', option: 'Other', explanation: 'Option 3 wording is odd.' },
];

export async function seedAuthoring({ eventStore, log }: SeedContext) {
  const admin = actorOf('admin@demo.in');
  const id = (label: string) => deterministicUuid(`seed:authoring:${label}`);
  if (await eventStore.findCommand(id('set:5'))) return; // the last step below
  const run = (label: string, actor: Actor, questionId: string, command: AuthoringCommand) =>
    handleCommand({ eventStore, log }, { stream: questionStream(questionId), decider: authoringDecider, command, envelope: { commandId: id(label), correlationId: id(label), actor, now: new Date() } });
  const mock = (label: string, command: MockCommand) =>
    handleCommand({ eventStore, log }, { stream: mockStream(DEMO_MOCK_ID), decider: mockDecider, command, envelope: { commandId: id(label), correlationId: id(label), actor: admin, now: new Date() } });

  for (const [n, input] of QUESTIONS.entries()) {
    const fields = questionFieldsInput.parse(input);
    await run(`q${n}`, admin, demoQuestionId(n), { type: 'AuthorQuestion', data: { questionId: demoQuestionId(n), fields, via: 'submit' } });
  }
  await run('q2:edit', admin, demoQuestionId(2), { type: 'UpdateQuestionAsAdmin', data: { questionId: demoQuestionId(2), fields: { solution: 'Sum is 24; divide by 3: $24 / 3 = 8$.' }, note: 'clearer solution' } });
  for (const [i, r] of REPORTS.entries()) {
    const q = questionFieldsInput.parse(QUESTIONS[r.q]);
    const qid = demoQuestionId(r.q);
    const version = (await eventStore.readStream(questionStream(qid))).length - 1;
    await handleCommand({ eventStore, log }, {
      stream: questionReportsStream(qid), decider: questionReportsDecider,
      command: { type: 'ReportQuestion', data: { questionId: qid, questionVersion: version, option: r.option, explanation: r.explanation, exam: q.exam, examID: q.examID, section: q.section, topic: q.topic, subTopic: q.subTopic } },
      envelope: { commandId: id(`report:${i}`), correlationId: id(`report:${i}`), actor: actorOf(r.by), now: new Date() },
    });
  }
  await mock('mock:create', { type: 'CreateMock', data: { mockId: DEMO_MOCK_ID, name: 'IPMAT 2025 Demo Mock 1', exam: 'IPMAT Indore', sections: ['VA', 'QA'] } });
  for (const [pos, n] of [[1, 4], [2, 5]] as const) await mock(`mock:va:${n}`, { type: 'PlaceQuestionInMock', data: { section: 'VA', position: pos, questionId: demoQuestionId(n) } });
  for (const [pos, n] of [[1, 0], [2, 1], [3, 2]] as const) await mock(`mock:qa:${n}`, { type: 'PlaceQuestionInMock', data: { section: 'QA', position: pos, questionId: demoQuestionId(n) } });
  await mock('mock:active', { type: 'SetMockActive', data: { examActive: 1 } });
  await mock('mock:sets', { type: 'CreateComprehensionSets', data: { section: 'VA', ranges: [[1, 2]], force: false } });
  const sets = (await eventStore.readStream(mockStream(DEMO_MOCK_ID))).find((e) => e.type === 'ComprehensionSetsCreated')!.data.sets[0];
  for (const n of [4, 5])
    await run(`set:${n}`, admin, demoQuestionId(n), { type: 'PlaceQuestion', data: { questionId: demoQuestionId(n), kind: 'comprehension set', changes: { setID: sets.setID, examID: DEMO_MOCK_ID, questionNumber: n - 3 }, note: `set ${sets.setID}` } });
  log.info({ questions: QUESTIONS.length, reports: REPORTS.length }, 'authoring demo data loaded');
}
