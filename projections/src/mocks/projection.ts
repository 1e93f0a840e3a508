import { type MockDoc, type MockEvent, mocksView } from '@exam/domain';
import type { ProjectionDef } from '../runner/types';

/** Mocks admin list and each mock's sections (the fold of `mock-{id}` as a document). */
export const mocksProjection: ProjectionDef = {
  name: 'mocks',
  collections: [mocksView],
  handles: ['MockCreated', 'MockActivationChanged', 'MockQuestionPlaced', 'ComprehensionSetsCreated'],
  async apply(event, view) {
    const e = event as unknown as MockEvent;
    const at = event.metadata.occurredAt;
    const id = e.data.mockId;
    const prev = await view.get<MockDoc>(mocksView.name, id);
    let doc: MockDoc | null = prev;
    if (e.type === 'MockCreated') {
      doc = { id, name: e.data.name, exam: e.data.exam, examActive: 0, sections: e.data.sections, questions: Object.fromEntries(e.data.sections.map((s) => [s, []])), questionCount: 0, createdAt: e.data.createdAt, updatedAt: at };
    } else if (!prev) {
      return;
    } else if (e.type === 'MockActivationChanged') {
      doc = { ...prev, examActive: e.data.examActive, updatedAt: at };
    } else if (e.type === 'MockQuestionPlaced') {
      const list = [...(prev.questions[e.data.section] ?? [])];
      list.splice(Math.min(e.data.position - 1, list.length), 0, { questionId: e.data.questionId, setID: null });
      const sections = prev.sections.includes(e.data.section) ? prev.sections : [...prev.sections, e.data.section];
      doc = { ...prev, sections, questions: { ...prev.questions, [e.data.section]: list }, questionCount: prev.questionCount + 1, updatedAt: at };
    } else if (e.type === 'ComprehensionSetsCreated') {
      const setOf = new Map(e.data.sets.flatMap((s) => s.questionIds.map((q) => [q, s.setID] as const)));
      const list = (prev.questions[e.data.section] ?? []).map((q) => (setOf.has(q.questionId) ? { ...q, setID: setOf.get(q.questionId)! } : q));
      doc = { ...prev, questions: { ...prev.questions, [e.data.section]: list }, updatedAt: at };
    }
    if (!doc) return;
    view.put(mocksView.name, doc);
    view.notify(['mocks'], mocksView.name, id);
  },
};
