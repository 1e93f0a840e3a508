import type { ViewDef } from '../core/views';
import type { ActorRef } from './decider';
import type { ReportType } from './resolution';

/**
 * Resolver lists (back-office §2.10, §3 "Report row"): one row per reported question, written by the
 * resolvers projection from QuestionReported and QuestionReportsClassified. Errors = rows with open
 * reports; Corrected = rows whose reports are all classified.
 */
export const resolverRowsView = {
  name: 'resolver_rows',
  fields: {
    exam: 'text', examID: 'text', topic: 'text', subTopic: 'text', status: 'text', cuet: 'boolean',
    reportCount: 'number', openCount: 'number', reportTime: 'date', fixedAt: 'date', categories: 'array',
  },
  indexes: [['status', 'cuet', '-reportTime'], ['status', 'cuet', '-reportCount'], ['status', 'subTopic']],
  searchFields: ['remark'],
} satisfies ViewDef;

export type ResolverRowDoc = {
  id: string; // questionID
  questionID: string;
  exam: string;
  examID: string | null;
  section: string;
  topic: string;
  subTopic: string;
  cuet: boolean;
  reportCount: number;
  openCount: number;
  /** Latest report. */
  reportTime: string;
  /** 'corrected' once every report is classified. */
  status: 'open' | 'corrected';
  fixedAt: string | null;
  fixedBy: ActorRef;
  /** Latest report's option and explanation. */
  whatsWrong: string;
  remark: string;
  reportType: ReportType | null;
  /** Every option reported, for the category filter. */
  categories: string[];
};

/** Every question with its latest version, for the auditors' list (the history itself is the stream). */
export const questionIndexView = {
  name: 'question_index',
  fields: { exam: 'text', topic: 'text', subTopic: 'text', status: 'text', version: 'number', updatedAt: 'date' },
  indexes: [['-updatedAt'], ['exam', '-updatedAt']],
  searchFields: ['preview', 'id'],
} satisfies ViewDef;

export type QuestionIndexDoc = {
  id: string;
  exam: string;
  section: string;
  topic: string;
  subTopic: string;
  status: string;
  preview: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: ActorRef;
  lastReason: string;
};

/** Normalised (exam, text, options) → question, for the upload's duplicate rule. */
export const questionFingerprintsView = { name: 'question_fingerprints' } satisfies ViewDef;
export type QuestionFingerprintDoc = { id: string; questionId: string; exam: string };
