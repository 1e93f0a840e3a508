import { conflict, DomainError, forbidden, validation } from '../core/errors';
import type { Decider } from '../core/types';
import { assertNever } from '../core/types';
import { hasPermission } from '../identity/roles';
import { findExam } from './catalogue';
import { actorRef, type ActorRef } from './decider';
import type { QuestionFields } from './question';
import type { QuestionReported } from './reports';

/**
 * Resolvers classify every open report of a question (back-office §4): Corrected (the question was
 * wrong and the saved version fixes it) or StudentError (the question was right). The classification
 * is appended to the reports stream `question-reports-{id}`, with who fixed it, when, and the question
 * version that holds the fix, so analytics can tell "answered wrong" from "the question was wrong then".
 */
export const REPORT_TYPES = ['Corrected', 'StudentError'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export type QuestionReportsClassified = {
  type: 'QuestionReportsClassified';
  data: {
    questionId: string;
    classifications: Array<{ reportId: string; reportType: ReportType }>;
    /** Revision of `question-{id}` after the fix was saved. */
    fixedInVersion: number;
    fixedAt: string;
    fixedBy: ActorRef;
  };
};
export type ResolutionEvent = QuestionReported | QuestionReportsClassified;

export type ClassifyReports = {
  type: 'ClassifyReports';
  data: { questionId: string; classifications: Record<string, ReportType>; fixedInVersion: number };
};

export type ResolvedReport = QuestionReported['data'] & {
  corrected: boolean;
  reportType: ReportType | null;
  fixedAt: string | null;
  fixedBy: ActorRef;
  fixedInVersion: number | null;
};
export type ResolutionState = { reports: ResolvedReport[] };

export const SELECT_ALL_REPORT_TYPES = 'Please select report type for all reports';

/** The rule behind the Update button: every uncorrected report classified, corrected ones untouched. */
export function classificationProblem(state: ResolutionState, classifications: Record<string, string>): DomainError | null {
  const byId = new Map(state.reports.map((r) => [r.reportId, r]));
  for (const [id, type] of Object.entries(classifications)) {
    const r = byId.get(id);
    if (!r) return validation(`Unknown report ${id}`);
    if (!(REPORT_TYPES as readonly string[]).includes(type)) return validation(SELECT_ALL_REPORT_TYPES);
    if (r.corrected && r.reportType !== type) return conflict('REPORT_LOCKED', 'Corrected reports are locked');
  }
  if (state.reports.some((r) => !r.corrected && !classifications[r.reportId])) return validation(SELECT_ALL_REPORT_TYPES);
  return null;
}

/** The two bulk buttons: every uncorrected report gets `type`; corrected ones keep theirs. */
export function classifyAll(reports: Pick<ResolvedReport, 'reportId' | 'corrected' | 'reportType'>[], type: ReportType): Record<string, ReportType> {
  return Object.fromEntries(reports.filter((r) => !r.corrected).map((r) => [r.reportId, type]));
}

export const resolutionDecider: Decider<ResolutionState, ClassifyReports, ResolutionEvent> = {
  initialState: () => ({ reports: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'QuestionReported':
        return { reports: [...state.reports, { ...event.data, corrected: false, reportType: null, fixedAt: null, fixedBy: null, fixedInVersion: null }] };
      case 'QuestionReportsClassified': {
        const { fixedAt, fixedBy, fixedInVersion } = event.data;
        const types = new Map(event.data.classifications.map((c) => [c.reportId, c.reportType]));
        return {
          reports: state.reports.map((r) => (types.has(r.reportId) && !r.corrected ? { ...r, corrected: true, reportType: types.get(r.reportId)!, fixedAt, fixedBy, fixedInVersion } : r)),
        };
      }
      default:
        return assertNever(event);
    }
  },
  decide(command, state, ctx) {
    switch (command.type) {
      case 'ClassifyReports': {
        if (ctx.actor && !hasPermission(ctx.actor.roles, 'questions.resolve')) throw forbidden();
        const problem = classificationProblem(state, command.data.classifications);
        if (problem) throw problem;
        const open = state.reports.filter((r) => !r.corrected);
        if (!open.length) return [];
        return [{
          type: 'QuestionReportsClassified',
          data: {
            questionId: command.data.questionId,
            classifications: open.map((r) => ({ reportId: r.reportId, reportType: command.data.classifications[r.reportId] })),
            fixedInVersion: command.data.fixedInVersion, fixedAt: ctx.now, fixedBy: actorRef(ctx.actor),
          },
        }];
      }
      default:
        return assertNever(command.type);
    }
  },
};

/** CUET exams are named CUET… with slugs cuet-…; the CUET resolver screens and role follow that. */
export const isCuetExam = (examOrId: string | null | undefined) => !!examOrId && examOrId.toLowerCase().includes('cuet');
/** After a resolver saves: the CUET list if the exam id contains 'cuet', otherwise the general one. */
export function resolverRedirect(q: Pick<QuestionFields, 'exam' | 'examID'>): string {
  const id = q.examID ?? findExam(q.exam)?.id ?? q.exam;
  return isCuetExam(id) || isCuetExam(q.exam) ? '/resolvers/cuet/errors' : '/resolvers/errors';
}

/**
 * Resolver scope (the spec leaves the role names open): QA_ReportCuet fixes CUET questions,
 * QA_ReportIpmat the IPMAT-style undergraduate tests (every other exam of the catalogue),
 * QA_ReportCat the questions sent to CAT; super admins fix anything.
 */
export function mayResolveQuestion(roles: readonly string[], q: Pick<QuestionFields, 'exam' | 'sendToCAT'>): boolean {
  if (roles.includes('QA_SuperAdmin') || roles.includes('PlatformSuperAdmin')) return true;
  if (roles.includes('QA_ReportCuet') && isCuetExam(q.exam)) return true;
  if (roles.includes('QA_ReportIpmat') && !isCuetExam(q.exam)) return true;
  return roles.includes('QA_ReportCat') && !!q.sendToCAT;
}

/**
 * Versions of a question that were wrong: from the version a Corrected report was made against up to
 * (not including) the version that fixed it. An answer given on such a version is not the student's fault.
 */
export function faultyVersionRanges(reports: Pick<ResolvedReport, 'questionVersion' | 'reportType' | 'fixedInVersion'>[]): Array<[number, number]> {
  return reports
    .filter((r) => r.reportType === 'Corrected' && r.fixedInVersion != null && r.fixedInVersion > r.questionVersion)
    .map((r) => [r.questionVersion, r.fixedInVersion!] as [number, number]);
}
export const wasFaultyAt = (version: number, ranges: Array<[number, number]>) => ranges.some(([from, to]) => version >= from && version < to);
