import { z } from 'zod';
import { DomainError, validation } from '../core/errors';
import type { Decider } from '../core/types';
import { assertNever } from '../core/types';
import { actorRef, type ActorRef } from './decider';
import type { QuestionReportsClassified } from './resolution';

/**
 * Student reports of a question live on their own stream, `question-reports-{questionId}`, not on
 * `question-{id}`: the question stream's revision is the question's version (practice answers record
 * it to tell a wrong answer from a question that was wrong then), so a report must not bump it; and a
 * burst of reports must not conflict with an editor saving the question. The resolver slice adds its
 * classification events (Corrected / StudentError) to this same stream.
 */
export const questionReportsStream = (questionId: string) => `question-reports-${questionId}`;

/** The report dialog's options (practice-and-support.md §5); all but the formatting one need an explanation. */
export const REPORT_OPTIONS = ['Question has an error', 'Solution is incorrect', 'Can be made better', 'Formatting issue', 'Other'] as const;
export type ReportOption = (typeof REPORT_OPTIONS)[number];
export const reportNeedsExplanation = (option: string) => option !== 'Formatting issue';

export const NOT_SIGNED_IN = 'Register for free to use!';
export const notSignedIn = () => new DomainError('NOT_SIGNED_IN', NOT_SIGNED_IN, 401);

export const reportQuestionInput = z.object({
  questionId: z.string().min(1),
  option: z.string().default(''),
  explanation: z.string().default(''),
});

/** Where the question sat when reported, so resolver lists filter without a join. */
export type ReportPlacement = { exam: string; examID: string | null; section: string; topic: string; subTopic: string };

export type QuestionReported = {
  type: 'QuestionReported';
  data: ReportPlacement & {
    reportId: string;
    questionId: string;
    /** Revision of `question-{id}` the student saw: which version the complaint is about. */
    questionVersion: number;
    option: ReportOption;
    explanation: string;
    reportedBy: NonNullable<ActorRef>;
    reportedAt: string;
  };
};
export type QuestionReportEvent = QuestionReported;

export type ReportQuestion = {
  type: 'ReportQuestion';
  data: ReportPlacement & { questionId: string; questionVersion: number; option: string; explanation: string };
};
export type QuestionReportCommand = ReportQuestion;

export type ReportEntry = QuestionReported['data'] & { status: 'open' | 'resolved' };
export type QuestionReportsState = { reports: ReportEntry[] };

/** Validation of the report dialog, shared with the web (same sentences, same order). */
export function reportProblem(option: string, explanation: string): string | null {
  if (!option || !(REPORT_OPTIONS as readonly string[]).includes(option)) return 'Please select an option!';
  if (reportNeedsExplanation(option) && !explanation.trim()) return 'Please add short explaination!';
  return null;
}

export const questionReportsDecider: Decider<QuestionReportsState, QuestionReportCommand, QuestionReportEvent> = {
  initialState: () => ({ reports: [] }),
  evolve(state, stored) {
    // the resolver slice (resolution.ts) appends QuestionReportsClassified to this stream: it closes reports
    const event = stored as QuestionReportEvent | QuestionReportsClassified;
    switch (event.type) {
      case 'QuestionReported':
        return { reports: [...state.reports, { ...event.data, status: 'open' }] };
      case 'QuestionReportsClassified': {
        const closed = new Set(event.data.classifications.map((c) => c.reportId));
        return { reports: state.reports.map((r) => (closed.has(r.reportId) ? { ...r, status: 'resolved' as const } : r)) };
      }
      default:
        return assertNever(event);
    }
  },
  decide(command, _state, ctx) {
    switch (command.type) {
      case 'ReportQuestion': {
        const reporter = actorRef(ctx.actor);
        if (!reporter) throw notSignedIn();
        const d = command.data;
        const problem = reportProblem(d.option, d.explanation);
        if (problem) throw validation(problem);
        return [{
          type: 'QuestionReported',
          data: {
            reportId: ctx.newId('report'), questionId: d.questionId, questionVersion: d.questionVersion,
            exam: d.exam, examID: d.examID, section: d.section, topic: d.topic, subTopic: d.subTopic,
            option: d.option as ReportOption, explanation: d.explanation.trim(), reportedBy: reporter, reportedAt: ctx.now,
          },
        }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
