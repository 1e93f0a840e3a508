import { z } from 'zod';
import { ALLOWED_POST_TYPES, FORUM_LIMITS as L, forumMessages as M, POST_TYPES } from './constants';

/** Trimmed, case-insensitively de-duplicated, blanks dropped: "unique tags" as a user means it. */
const uniqueList = (items: string[]) => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
};

export const tagsSchema = z
  .array(z.string().max(50, 'A tag must be at most 50 characters'))
  .default([])
  .transform(uniqueList)
  .refine((t) => t.length <= L.tags, M.tagsMax);

export const linksSchema = z
  .array(z.string())
  .default([])
  .transform(uniqueList)
  .refine((l) => l.length <= L.links, M.linksMax)
  .refine((l) => l.every((u) => z.httpUrl().safeParse(u).success), M.linkInvalid);

const optionalText = z.string().trim().max(100).transform((v) => v || undefined).optional();

/** Post fields a user edits (create and edit share them). Spec §5 Post. */
export const postFieldsSchema = z.object({
  title: z.string().trim().min(1, M.titleRequired).max(L.title, M.titleMax),
  description: z.string().trim().min(1, M.descriptionRequired).max(L.description, M.descriptionMax),
  type: z.enum(POST_TYPES),
  exam: optionalText,
  topic: optionalText,
  tags: tagsSchema,
  links: linksSchema,
});
export const postContentSchema = postFieldsSchema.refine((p) => p.type === 'academic' || (!p.exam && !p.topic), { message: M.academicOnly, path: ['exam'] });
export type PostContent = z.output<typeof postContentSchema>;
export type PostContentInput = z.input<typeof postContentSchema>;

export const createPostInput = z.object({ farmhouseId: z.string().min(1).max(100) }).and(postContentSchema);
/** Editing keeps the post's type; the decider re-checks the academic-only fields against it. */
export const editPostInput = postFieldsSchema.omit({ type: true });

export const commentContentSchema = z
  .string()
  .max(L.comment, M.commentMax)
  .refine((c) => c.trim().length > 0, M.commentBlank);

export const createCommentInput = z.object({
  postId: z.string().min(1).max(100),
  content: commentContentSchema,
  parentCommentId: z.string().min(1).max(100).optional().nullable(),
});

export const editCommentInput = z.object({ content: commentContentSchema });

export const VOTE_DIRECTIONS = ['up', 'down'] as const;
export type VoteDirection = (typeof VOTE_DIRECTIONS)[number];
export const voteInput = z.object({
  targetType: z.enum(['post', 'comment']),
  targetId: z.string().min(1).max(100),
  direction: z.enum(VOTE_DIRECTIONS),
});

export const markAnswerInput = z.object({ commentId: z.string().min(1).max(100) });
export const archiveInput = z.object({ reason: z.string().trim().max(500).optional() });
export const deletePostInput = z.object({ reason: z.string().trim().max(500).optional() });
export const movePostInput = z.object({ farmhouseId: z.string().min(1).max(100) });

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,60}$/, 'Use lowercase letters, digits and dashes');

/** Spec §5 Admin: title and description required; order an integer, default 0. */
export const farmlandFieldsSchema = z.object({
  title: z.string().trim().min(1, M.farmlandFieldsRequired).max(200),
  description: z.string().trim().min(1, M.farmlandFieldsRequired).max(2000),
  icon: z.string().trim().max(200).default(''),
  order: z.coerce.number().int().default(0),
});
export type FarmlandFields = z.output<typeof farmlandFieldsSchema>;
export const createFarmlandInput = z.object({ farmlandId: slug }).and(farmlandFieldsSchema);

export const farmhouseFieldsSchema = z.object({
  title: z.string().trim().min(1, M.farmhouseFieldsRequired).max(200),
  description: z.string().trim().min(1, M.farmhouseFieldsRequired).max(2000),
  icon: z.string().trim().max(200).default(''),
  tags: tagsSchema,
  allowedPostTypes: z.enum(ALLOWED_POST_TYPES).default('both'),
});
export type FarmhouseFields = z.output<typeof farmhouseFieldsSchema>;
export const createFarmhouseInput = z.object({ farmhouseId: slug, farmlandId: slug }).and(farmhouseFieldsSchema);

/** The Manage Moderator dialog's save: one user, a checkbox per farmhouse that changed. */
export const moderatorChangesInput = z.object({
  email: z.string().trim().toLowerCase().email(),
  changes: z.array(z.object({ farmhouseId: z.string().min(1).max(100), isModerator: z.boolean() })).max(500),
});

export const UPDATE_TYPES = ['announcement', 'feature', 'maintenance', 'other'] as const;
export const platformUpdateInput = z.object({
  type: z.enum(UPDATE_TYPES),
  title: z.string().trim().min(1, 'Title is required').max(200),
  content: z.string().trim().min(1, 'Content is required').max(5000),
  isImportant: z.boolean().default(false),
});
export const forumEventInput = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: z.string().trim().max(2000).default(''),
  dateTime: z.iso.datetime({ offset: true, message: 'Please enter a valid date and time' }),
  joinLink: z.union([z.httpUrl(M.linkInvalid), z.literal('')]).default(''),
});

/** The first issue's message, for deciders that re-check input with the same schema as the API. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
