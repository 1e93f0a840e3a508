import { faultyVersionRanges, type FaultReportRef, type QuestionFaultsDoc, type ResolutionEvent } from '@exam/domain';

export const emptyFaults = (questionId: string): QuestionFaultsDoc => ({ id: questionId, faultyVersions: [], reports: [] });

/**
 * One report-stream event into a question's fault document. Follows `resolutionDecider.evolve`: a
 * classification only touches reports still open (corrected ones are locked), and the ranges come
 * from the domain's `faultyVersionRanges`, so this view and the resolver editor agree.
 */
export function foldFaults(doc: QuestionFaultsDoc, event: ResolutionEvent): QuestionFaultsDoc {
  let reports: FaultReportRef[];
  if (event.type === 'QuestionReported') {
    const d = event.data;
    // replacing by id keeps a replayed event from counting twice
    reports = [...doc.reports.filter((r) => r.reportId !== d.reportId), { reportId: d.reportId, questionVersion: d.questionVersion, corrected: false, reportType: null, fixedInVersion: null }];
  } else {
    const types = new Map(event.data.classifications.map((c) => [c.reportId, c.reportType]));
    const { fixedInVersion } = event.data;
    reports = doc.reports.map((r) => {
      const reportType = types.get(r.reportId);
      return reportType && !r.corrected ? { ...r, corrected: true, reportType, fixedInVersion } : r;
    });
  }
  return { id: doc.id, faultyVersions: uniqueRanges(faultyVersionRanges(reports)), reports };
}

// several Corrected reports on one version fixed together give the same range: store it once
function uniqueRanges(ranges: Array<[number, number]>): Array<[number, number]> {
  const seen = new Set<string>();
  return ranges.filter(([from, to]) => !seen.has(`${from}:${to}`) && !!seen.add(`${from}:${to}`));
}

export const sameRanges = (a: Array<[number, number]>, b: Array<[number, number]>) =>
  a.length === b.length && a.every(([from, to], i) => from === b[i][0] && to === b[i][1]);
