import { z } from 'zod';
import {
  ATTEMPT_TYPES, BOOKMARK_LABELS, loginRequired, PERFORMANCE_FILTERS, type PracticeQuestionStateDoc, practiceQuestionStatesView,
  type PracticeSectionDoc, practiceSectionsView,
} from '@exam/domain';
import type { ReadStore } from '@exam/infra';

const list = z.string().max(2000).optional().transform((s) => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : []));

export const practiceFilterQuery = z.object({
  exam: list, section: list, topic: list, subTopic: list, difficulty: list, type: list,
  /** 'any' for any bookmark, or labels separated by commas. */
  bookmarks: list,
  attemptType: z.enum(ATTEMPT_TYPES).default('all'),
  performance: z.enum(PERFORMANCE_FILTERS).default('all'),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
type Query = z.output<typeof practiceFilterQuery>;

/**
 * The part of a practice filter that depends on the student: their bookmarks, their latest status per
 * question (attempt type), their SWOT quadrants (performance). Null when none is asked for.
 */
export async function studentFilter(readStore: ReadStore, userId: string | null, q: Query): Promise<Record<string, unknown> | null> {
  const wantsBookmarks = q.bookmarks.length > 0;
  if (!wantsBookmarks && q.attemptType === 'all' && q.performance === 'all') return null;
  if (!userId) throw loginRequired();
  const parts: Record<string, unknown>[] = [];
  const idsOf = async (filter: Record<string, unknown>) =>
    (await readStore.find<PracticeQuestionStateDoc>(practiceQuestionStatesView.name, { filter: { userId, ...filter } })).map((s) => s.questionId);

  if (wantsBookmarks) {
    const labels = q.bookmarks.includes('any') ? [...BOOKMARK_LABELS] : q.bookmarks;
    parts.push({ id: { $in: await idsOf({ bookmarks: { $containsAny: labels } }) } });
  }
  if (q.attemptType === 'unattempted') parts.push({ id: { $nin: await idsOf({ status: { $in: ['correct', 'wrong', 'unanswered'] } }) } });
  else if (q.attemptType === 'attempted') parts.push({ id: { $in: await idsOf({ status: { $in: ['correct', 'wrong'] } }) } });
  else if (q.attemptType !== 'all') parts.push({ id: { $in: await idsOf({ status: q.attemptType }) } });

  if (q.performance !== 'all') {
    const sections = await readStore.find<PracticeSectionDoc>(practiceSectionsView.name, { filter: { userId } });
    const places = sections.flatMap((s) => (s.swot.status === 'ok' ? s.swot[q.performance as 'strengths'].map((m) => ({ exam: s.exam, section: s.section, subTopic: m.subtopic })) : []));
    parts.push(places.length ? { $or: places } : { id: { $in: [] } });
  }
  return parts.length === 1 ? parts[0] : { $and: parts };
}
