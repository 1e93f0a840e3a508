import { z } from 'zod';
import {
  BULK_MAX_TICKETS, MESSAGE_MAX, SUBJECT_MAX, TICKET_PAGE_SIZE, MESSAGE_PAGE_SIZE, TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TAGS,
  ATTACHMENTS_PER_MESSAGE_MAX, ticketMessages as M,
} from './rules';

/** HTTP bodies and queries of the tickets slice: the servers validate with them, the web's forms too. */
export const ticketStatusSchema = z.enum(TICKET_STATUSES, { message: M.invalidStatus });
export const ticketPrioritySchema = z.enum(TICKET_PRIORITIES, { message: M.invalidPriority });
export const ticketTagSchema = z.enum(TICKET_TAGS, { message: M.invalidTags });

export const openTicketInput = z.object({
  subject: z.string({ message: M.subjectRequired }).trim().min(1, M.subjectRequired).max(SUBJECT_MAX, M.subjectTooLong),
  message: z.string({ message: M.messageRequired }).trim().min(1, M.messageRequired).max(MESSAGE_MAX, M.messageTooLong),
  priority: ticketPrioritySchema.optional(),
  tags: z.array(ticketTagSchema).max(TICKET_TAGS.length).optional(),
});
export type OpenTicketInput = z.infer<typeof openTicketInput>;

export const replyInput = z.object({
  body: z.string({ message: M.replyEmpty }).trim().min(1, M.replyEmpty).max(MESSAGE_MAX, M.messageTooLong),
  attachments: z.array(z.string().uuid(M.attachmentNotFound)).max(ATTACHMENTS_PER_MESSAGE_MAX).optional(),
  /** Admins only: change the status with the reply (the message then carries the suffix). */
  status: ticketStatusSchema.optional(),
});
export type ReplyInput = z.infer<typeof replyInput>;

export const changeStatusInput = z.object({ status: ticketStatusSchema });

export const ticketUpdateInput = z.object({
  status: ticketStatusSchema.optional(),
  priority: ticketPrioritySchema.optional(),
  tags: z.array(ticketTagSchema).max(TICKET_TAGS.length).optional(),
});
export type TicketUpdateInput = z.infer<typeof ticketUpdateInput>;

export const assignInput = z.object({
  /** true: assign to me (or take over with takeOver); false: unassign from me. */
  assignToSelf: z.boolean().optional(),
  takeOver: z.boolean().optional(),
  /** The assignee the admin saw when taking over; someone else in between is a conflict. */
  expectedAssigneeId: z.string().nullable().optional(),
  /** Assign to another tickets handler. */
  assigneeUserId: z.string().min(1).optional(),
});
export const assignNeedsWhom = 'Say whom to assign: assignToSelf or assigneeUserId';

export const bulkUpdateInput = z.object({
  ticketIds: z.array(z.string().min(1)).min(1, M.bulkNeedsTickets).max(BULK_MAX_TICKETS, `At most ${BULK_MAX_TICKETS} tickets at once`),
  update: ticketUpdateInput.refine((u) => u.status !== undefined || u.priority !== undefined || u.tags !== undefined, { message: M.bulkNeedsUpdate }),
});
export type BulkUpdateInput = z.infer<typeof bulkUpdateInput>;

const csv = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v), z.array(item)).optional();
const flag = z.preprocess((v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : v), z.boolean()).optional();
const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'Invalid date').optional();

/** §3 Ticket filters, plus paging (§9: 10 per page). */
export const ticketListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(TICKET_PAGE_SIZE),
  isAdmin: flag,
  status: csv(ticketStatusSchema),
  priority: csv(ticketPrioritySchema),
  tags: csv(ticketTagSchema),
  unassigned: flag,
  assignedToEmail: z.string().max(254).optional(),
  search: z.string().trim().max(200).optional(),
  createdAfter: isoDate,
  createdBefore: isoDate,
});
export type TicketListQuery = z.infer<typeof ticketListQuery>;

/** `page=last` opens a conversation at its newest messages. */
export const messageListQuery = z.object({
  page: z.union([z.literal('last'), z.coerce.number().int().min(1)]).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGE_PAGE_SIZE),
});
