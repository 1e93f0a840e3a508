import { createHash } from 'node:crypto';
import {
  type QuestionEvent, type QuestionFields, type QuestionFingerprintDoc, questionFingerprint, questionFingerprintsView, type QuestionIndexDoc, questionIndexView,
} from '@exam/domain';
import type { ProjectionDef } from '../runner/types';

const fingerprintId = (f: QuestionFields) => createHash('sha256').update(questionFingerprint(f)).digest('hex');
const preview = (f: QuestionFields) => f.question.replace(/\s+/g, ' ').trim().slice(0, 200);

/**
 * The auditors' question list and the upload's duplicate index. Not the history: versions are read
 * from `question-{id}` itself. Each saved version is pushed to the `question:{id}` room (and `audit`),
 * so a history screen shows it the moment it is saved.
 */
export const questionIndexProjection: ProjectionDef = {
  name: 'question-index',
  collections: [questionIndexView, questionFingerprintsView],
  handles: ['QuestionCreated', 'QuestionRevised'],
  async apply(event, view) {
    const e = event as unknown as QuestionEvent;
    const id = e.data.questionId;
    const prev = await view.get<QuestionIndexDoc & { fields: QuestionFields }>(questionIndexView.name, id);
    let fields: QuestionFields;
    let doc: QuestionIndexDoc;
    if (e.type === 'QuestionCreated') {
      fields = e.data.fields;
      doc = { id, exam: fields.exam, section: fields.section, topic: fields.topic, subTopic: fields.subTopic, status: fields.status, preview: preview(fields), version: event.revision, createdAt: e.data.createdAt, updatedAt: e.data.createdAt, updatedBy: e.data.createdBy, lastReason: 'created' };
    } else {
      if (!prev) return; // a revision without its creation cannot be shown; skip rather than park
      fields = { ...prev.fields, ...e.data.changes };
      doc = { ...prev, exam: fields.exam, section: fields.section, topic: fields.topic, subTopic: fields.subTopic, status: fields.status, preview: preview(fields), version: event.revision, updatedAt: e.data.revisedAt, updatedBy: e.data.revisedBy, lastReason: e.data.reason };
      const before = fingerprintId(prev.fields);
      if (before !== fingerprintId(fields)) {
        const old = await view.get<QuestionFingerprintDoc>(questionFingerprintsView.name, before);
        if (old?.questionId === id) view.remove(questionFingerprintsView.name, before);
      }
    }
    const fp = fingerprintId(fields);
    if (!(await view.get(questionFingerprintsView.name, fp))) view.put(questionFingerprintsView.name, { id: fp, questionId: id, exam: fields.exam });
    // the latest fields ride along (not served) so the next revision can be applied without the stream
    view.put(questionIndexView.name, { ...doc, fields });
    view.notify([`question:${id}`, 'audit'], questionIndexView.name, id);
  },
};
