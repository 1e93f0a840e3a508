import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GENERATOR_MESSAGES, mockIdSchema, parseUpload, validation } from '@exam/domain';
import { requireActor, requirePermission } from '@exam/infra';
import type { CommandApiDeps } from '../app';
import { envelopeOf, withCommandId } from '../commands/envelope';
import { lastPosition, loadMock, onMock, onQuestion, step } from '../authoring/run';
import { createUploaded } from '../authoring/upload';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** Mocks admin (back-office §2.3, §2.4) and the comprehension-set generator (authoring §2.2). */
export const mocksRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/admin/mocks', { schema: { body: withCommandId({ mockId: mockIdSchema, name: z.string().trim().min(1, 'Name is required').max(200), exam: z.string().trim().min(1, 'Exam is required'), sections: z.array(z.string()).default([]) }) } }, async (req) => {
    requirePermission(req, 'questions.admin');
    const { mockId, name, exam, sections } = req.body;
    const answer = await onMock({ eventStore: deps.eventStore, log: req.log }, mockId, envelopeOf(req, req.body), { type: 'CreateMock', data: { mockId, name, exam, sections } });
    return { success: true, mockId, ...answer };
  });

  r.post('/api/admin/mocks/:id/active', { schema: { params: idParams, body: withCommandId({ examActive: z.union([z.literal(0), z.literal(1)]) }) } }, async (req) => {
    requirePermission(req, 'questions.admin');
    const answer = await onMock({ eventStore: deps.eventStore, log: req.log }, req.params.id, envelopeOf(req, req.body), { type: 'SetMockActive', data: { examActive: req.body.examActive } });
    return { success: true, ...answer };
  });

  /** Upload a mock section: ExamID, Section, Questions (the upload JSON); creates the mock if needed. */
  r.post('/api/admin/mocks/upload', { schema: { body: withCommandId({ examID: mockIdSchema, section: z.string().trim().min(1, 'Section is required'), questions: z.record(z.string(), z.unknown(), { message: 'Please enter valid JSON data' }) }) } }, async (req) => {
    requirePermission(req, 'questions.admin');
    const { examID, section } = req.body;
    const { items, problems } = parseUpload(req.body.questions);
    if (problems.length) throw validation(problems[0].key ? `Question ${problems[0].key}: ${problems[0].message}` : problems[0].message, { problems });
    const envelope = envelopeOf(req, req.body);
    const d = { eventStore: deps.eventStore, log: req.log };
    const exists = await loadMock(deps.eventStore, examID).then(() => true, () => false);
    if (!exists) await onMock(d, examID, step(envelope, 'create'), { type: 'CreateMock', data: { mockId: examID, name: examID, exam: items[0].fields.exam, sections: [section] } });
    const result = await createUploaded({ ...d, readStore: deps.readStore }, envelope, items.map((i) => ({ ...i, fields: { ...i.fields, examID } })));
    let position = result.position;
    for (const c of result.created) {
      const mock = await loadMock(deps.eventStore, examID);
      const at = (mock.questions[section]?.length ?? 0) + 1;
      const placed = await onMock(d, examID, step(envelope, `place:${c.key}`), { type: 'PlaceQuestionInMock', data: { section, position: at, questionId: c.questionId } });
      const noted = await onQuestion(d, step(envelope, `number:${c.key}`), { type: 'PlaceQuestion', data: { questionId: c.questionId, kind: 'mock placement', changes: { mockName: mock.name, questionNumber: at }, note: `${examID} ${section} #${at}` } });
      position = lastPosition(position, placed.position, noted.position);
    }
    return { success: true, message: `${result.created.length} questions uploaded`, metadata: { uploaded: result.created, duplicates: result.duplicates }, position };
  });

  /** Create comprehension sets from ranges; questions already in a set need `force` (the confirmation). */
  r.post('/api/admin/mocks/:id/sets', {
    schema: { params: idParams, body: withCommandId({ section: z.string().trim().min(1, GENERATOR_MESSAGES.missingInputs), ranges: z.array(z.tuple([z.number().int().min(1), z.number().int().min(1)])), force: z.boolean().default(false) }) },
  }, async (req) => {
    requireActor(req);
    const envelope = envelopeOf(req, req.body);
    const d = { eventStore: deps.eventStore, log: req.log };
    const ranges = req.body.ranges.filter(([s, e]) => s <= e);
    const answer = await onMock(d, req.params.id, envelope, { type: 'CreateComprehensionSets', data: { section: req.body.section, ranges, force: req.body.force } });
    const mock = await loadMock(deps.eventStore, req.params.id);
    let position = answer.position;
    const list = mock.questions[req.body.section] ?? [];
    for (const q of list.filter((x) => x.setID)) {
      const set = await onQuestion(d, step(envelope, `set:${q.questionId}`), { type: 'PlaceQuestion', data: { questionId: q.questionId, kind: 'comprehension set', changes: { setID: q.setID }, note: `set ${q.setID}` } });
      position = lastPosition(position, set.position);
    }
    return { status: 'success', success: true, message: GENERATOR_MESSAGES.created, revision: answer.revision, position };
  });
};
