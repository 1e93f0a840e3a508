import { type QuestionDoc, type QuestionEvent, type QuestionReportDoc, type QuestionReportEvent, type QuestionReportsClassified, questionReportsView, questionsView } from '@exam/domain';
import type { ViewDef } from '@exam/domain';
import type { ProjectionDef } from '../runner/types';

const Q = questionsView.name;
const R = questionReportsView.name;
/** A running count, so the bank has a stable creation order (`seq`) that survives rebuilds. */
const metaView = { name: 'question_bank_meta' } satisfies ViewDef;
const COUNTER = 'counter';

/** The question bank (latest version of each question) and the student reports the resolvers work from. */
export const questionsProjection: ProjectionDef = {
  name: 'questions',
  collections: [questionsView, questionReportsView, metaView],
  handles: ['QuestionCreated', 'QuestionRevised', 'QuestionReported', 'QuestionReportsClassified'],
  async apply(event, view) {
    const e = event as unknown as QuestionEvent | QuestionReportEvent | QuestionReportsClassified;
    switch (e.type) {
      case 'QuestionCreated': {
        const meta = (await view.get<{ id: string; n: number }>(metaView.name, COUNTER)) ?? { id: COUNTER, n: 0 };
        view.put(metaView.name, { id: COUNTER, n: meta.n + 1 });
        const doc: QuestionDoc = {
          ...e.data.fields, id: e.data.questionId, version: event.revision, seq: meta.n + 1,
          createdAt: e.data.createdAt, createdBy: e.data.createdBy, updatedAt: e.data.createdAt, updatedBy: e.data.createdBy,
          reportCount: 0, openReportCount: 0,
        };
        view.put(Q, doc);
        break;
      }
      case 'QuestionRevised': {
        const doc = await view.get<QuestionDoc>(Q, e.data.questionId);
        if (!doc) return;
        view.put(Q, { ...doc, ...e.data.changes, version: event.revision, updatedAt: e.data.revisedAt, updatedBy: e.data.revisedBy });
        break;
      }
      case 'QuestionReported': {
        const d = e.data;
        const report: QuestionReportDoc = {
          id: d.reportId, questionId: d.questionId, questionVersion: d.questionVersion, exam: d.exam, examID: d.examID, section: d.section,
          topic: d.topic, subTopic: d.subTopic, option: d.option, explanation: d.explanation, reporterId: d.reportedBy.userId,
          reporterEmail: d.reportedBy.email, reporterName: d.reportedBy.username, reportedAt: d.reportedAt, status: 'open',
        };
        view.put(R, report);
        const doc = await view.get<QuestionDoc>(Q, d.questionId);
        if (doc) view.put(Q, { ...doc, reportCount: doc.reportCount + 1, openReportCount: doc.openReportCount + 1 });
        break;
      }
      case 'QuestionReportsClassified': {
        // the resolver slice closes reports; keep this list and the open count in step
        let closed = 0;
        for (const c of e.data.classifications) {
          const r = await view.get<QuestionReportDoc>(R, c.reportId);
          if (!r || r.status === 'resolved') continue;
          view.put(R, { ...r, status: 'resolved' });
          closed++;
        }
        const doc = await view.get<QuestionDoc>(Q, e.data.questionId);
        if (doc && closed) view.put(Q, { ...doc, openReportCount: Math.max(0, doc.openReportCount - closed) });
        break;
      }
    }
  },
};
