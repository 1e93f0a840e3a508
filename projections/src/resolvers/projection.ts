import {
  isCuetExam, type QuestionEvent, type QuestionReported, type QuestionReportsClassified, type ResolverRowDoc, resolverRowsView,
} from '@exam/domain';
import type { ProjectionDef } from '../runner/types';

type Report = { id: string; option: string; explanation: string; reportedAt: string; corrected: boolean };
type Row = ResolverRowDoc & { reports: Report[] };

function summarise(row: Row): Row {
  const open = row.reports.filter((r) => !r.corrected);
  const latest = row.reports.reduce((a, b) => (b.reportedAt >= a.reportedAt ? b : a), row.reports[0]);
  return {
    ...row, reportCount: row.reports.length, openCount: open.length, status: open.length ? 'open' : 'corrected',
    reportTime: latest?.reportedAt ?? row.reportTime, whatsWrong: latest?.option ?? '', remark: latest?.explanation ?? '',
    categories: [...new Set(row.reports.map((r) => r.option))],
  };
}

/** Resolver lists: one row per reported question (Errors while any report is open, then Corrected). */
export const resolverRowsProjection: ProjectionDef = {
  name: 'resolver-rows',
  collections: [resolverRowsView],
  handles: ['QuestionReported', 'QuestionReportsClassified', 'QuestionRevised'],
  async apply(event, view) {
    const e = event as unknown as QuestionReported | QuestionReportsClassified | QuestionEvent;
    const id = e.data.questionId;
    const row = await view.get<Row>(resolverRowsView.name, id);
    let next: Row | null = null;
    if (e.type === 'QuestionReported') {
      const d = e.data;
      const report: Report = { id: d.reportId, option: d.option, explanation: d.explanation, reportedAt: d.reportedAt, corrected: false };
      next = summarise(row
        ? { ...row, reports: [...row.reports.filter((r) => r.id !== d.reportId), report] }
        : { id, questionID: id, exam: d.exam, examID: d.examID, section: d.section, topic: d.topic, subTopic: d.subTopic, cuet: isCuetExam(d.exam) || isCuetExam(d.examID), reportCount: 0, openCount: 0, reportTime: d.reportedAt, status: 'open', fixedAt: null, fixedBy: null, whatsWrong: '', remark: '', reportType: null, categories: [], reports: [report] });
    } else if (e.type === 'QuestionReportsClassified' && row) {
      const done = new Map(e.data.classifications.map((c) => [c.reportId, c.reportType]));
      const last = e.data.classifications[e.data.classifications.length - 1];
      next = summarise({ ...row, reports: row.reports.map((r) => (done.has(r.id) ? { ...r, corrected: true } : r)), fixedAt: e.data.fixedAt, fixedBy: e.data.fixedBy, reportType: last?.reportType ?? row.reportType });
    } else if (e.type === 'QuestionRevised' && row) {
      // the list filters on where the question sits now
      const c = e.data.changes;
      if (c.exam === undefined && c.topic === undefined && c.subTopic === undefined && c.examID === undefined && c.section === undefined) return;
      const placed = { ...row, exam: c.exam ?? row.exam, examID: c.examID !== undefined ? c.examID : row.examID, section: c.section ?? row.section, topic: c.topic ?? row.topic, subTopic: c.subTopic ?? row.subTopic };
      next = { ...placed, cuet: isCuetExam(placed.exam) || isCuetExam(placed.examID) };
    }
    if (!next) return;
    view.put(resolverRowsView.name, next);
    view.notify(['resolvers', `question:${id}`], resolverRowsView.name, id);
  },
};
