import { describe, expect, it } from 'vitest';
import type { QuestionReported, QuestionReportsClassified, ReportType } from '@exam/domain';
import type { Doc, StoredEvent } from '@exam/infra';
import type { ViewContext } from '../runner/types';
import { questionFaultsProjection } from './projection';

const qid = 'q-1';
const reported = (reportId: string, questionVersion: number): QuestionReported => ({
  type: 'QuestionReported',
  data: { reportId, questionId: qid, questionVersion, option: 'Solution is incorrect', explanation: 'x', reportedBy: { userId: 'u1' } as never, reportedAt: '2024-01-01T00:00:00Z', exam: 'IPMAT Indore', examID: null, section: 'Math', topic: 'A', subTopic: 'B' },
});
const classified = (fixedInVersion: number, c: Record<string, ReportType>): QuestionReportsClassified => ({
  type: 'QuestionReportsClassified',
  data: { questionId: qid, classifications: Object.entries(c).map(([reportId, reportType]) => ({ reportId, reportType })), fixedInVersion, fixedAt: '2024-01-02T00:00:00Z', fixedBy: null },
});

/** Applies events through the projection over an in-memory view; answers the doc and the notices. */
async function given(events: Array<QuestionReported | QuestionReportsClassified>) {
  const docs = new Map<string, Doc>();
  const notices: string[] = [];
  const view = {
    get: async (_c: string, id: string) => (docs.has(id) ? structuredClone(docs.get(id)!) : null),
    put: (_c: string, doc: Doc) => void docs.set(doc.id, structuredClone(doc)),
    notify: (rooms: string[], _v: string, id: string) => void notices.push(`${rooms.join(',')}:${id}`),
  } as unknown as ViewContext;
  for (const e of events) await questionFaultsProjection.apply(e as unknown as StoredEvent, view);
  return { doc: docs.get(qid) as { faultyVersions: Array<[number, number]> } | undefined, notices };
}

describe('question-faults projection', () => {
  it('marks the versions from the reported one up to the fix as faulty, and tells the faults room once', async () => {
    const { doc, notices } = await given([reported('r1', 0), reported('r2', 0), classified(1, { r1: 'Corrected', r2: 'Corrected' })]);
    expect(doc?.faultyVersions).toEqual([[0, 1]]);
    expect(notices).toEqual([`questions:faults:${qid}`]);
  });

  it('leaves StudentError reports out and says nothing when the ranges did not change', async () => {
    const { doc, notices } = await given([reported('r1', 0), classified(1, { r1: 'StudentError' })]);
    expect(doc?.faultyVersions).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('keeps a corrected report locked: a later classification of the same report does not move its range', async () => {
    const { doc } = await given([
      reported('r1', 0), classified(2, { r1: 'Corrected' }),
      reported('r2', 3), classified(5, { r1: 'StudentError', r2: 'Corrected' }),
    ]);
    expect(doc?.faultyVersions).toEqual([[0, 2], [3, 5]]);
  });
});
