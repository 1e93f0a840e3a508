import { z } from 'zod';
import { conceptVideoSchema, questionFieldsInput, type QuestionFields } from './question';
import { REPORT_TYPES } from './resolution';

/**
 * Bodies of the authoring, admin and resolver commands. Updates take only the fields sent (no
 * defaults filled in), so an editor that leaves a field out never blanks it.
 */
const shape = questionFieldsInput.shape;
const unwrap = (t: z.ZodType): z.ZodType => (t instanceof z.ZodDefault ? (t.unwrap() as z.ZodType) : t);
export const questionPatchInput = z.object(
  Object.fromEntries(Object.entries(shape).map(([k, t]) => [k, unwrap(t as z.ZodType).optional()])),
) as unknown as z.ZodType<Partial<QuestionFields>>;

export const note = z.string().trim().max(500).optional();
export const authorQuestionBody = { fields: questionFieldsInput };
export const addToSetBody = { fields: questionFieldsInput, setID: z.string().trim().min(1).max(100).optional() };
const expectedVersion = z.number().int().min(0).optional();
export const updateQuestionBody = { fields: questionPatchInput, note, expectedVersion };
export const rejectQuestionBody = { feedback: z.string().trim().min(1, 'Feedback is required to reject a question').max(5000) };
export const conceptVideosBody = { videos: z.array(conceptVideoSchema).min(1, 'Select at least one video').max(50) };
export const resolveQuestionBody = {
  fields: questionPatchInput,
  classifications: z.record(z.string(), z.enum(REPORT_TYPES, { message: 'Please select report type for all reports' })),
  expectedVersion,
};
export type QuestionPatch = Partial<QuestionFields>;
