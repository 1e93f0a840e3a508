import type { ViewDef } from '../core/views';
import type { ActorRef } from './decider';
import type { QuestionFields } from './question';
import type { ReportOption } from './reports';

/** The question bank: one document per question, the latest version. Written by the questions projection. */
export const questionsView = {
  name: 'questions',
  fields: {
    exam: 'text', section: 'text', topic: 'text', subTopic: 'text', difficulty: 'text', type: 'text',
    status: 'text', examID: 'text', questionNumber: 'number', seq: 'number', createdAt: 'date', updatedAt: 'date',
  },
  indexes: [['exam', 'section', 'topic', 'subTopic'], ['exam', 'difficulty'], ['seq'], ['-updatedAt']],
  searchFields: ['question'],
} satisfies ViewDef;

export type QuestionDoc = QuestionFields & {
  id: string;
  /** Stream revision of `question-{id}` this document reflects (what practice answers record). */
  version: number;
  /** Order of creation in the bank (global log position order), for a stable practice order. */
  seq: number;
  createdAt: string;
  createdBy: ActorRef;
  updatedAt: string;
  updatedBy: ActorRef;
  reportCount: number;
  openReportCount: number;
};

/** One student report, as the resolver screens list it (back-office §3 "Report row"). */
export const questionReportsView = {
  name: 'question_reports',
  fields: {
    questionId: 'text', exam: 'text', examID: 'text', section: 'text', topic: 'text', subTopic: 'text',
    status: 'text', reportedAt: 'date', reporterId: 'text',
  },
  indexes: [['questionId'], ['status', '-reportedAt'], ['exam', 'topic', 'subTopic']],
  searchFields: ['explanation', 'reporterEmail'],
} satisfies ViewDef;

export type QuestionReportDoc = {
  id: string; // reportId
  questionId: string;
  questionVersion: number;
  exam: string;
  examID: string | null;
  section: string;
  topic: string;
  subTopic: string;
  /** 'whatsWrong' in the spec's report row. */
  option: ReportOption;
  /** 'remark' in the spec's report row. */
  explanation: string;
  reporterId: string;
  reporterEmail: string;
  reporterName: string;
  reportedAt: string;
  status: 'open' | 'resolved';
};
