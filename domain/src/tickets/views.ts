import type { ViewDef } from '../core/views';
import type { Person } from './events';
import type { TicketPriority, TicketStatus, TicketTag } from './rules';

/** The ticket lists (user and admin) read this; one document per ticket. */
export const ticketsView = {
  name: 'tickets',
  fields: {
    status: 'text', priority: 'text', tags: 'array', reporterId: 'text', assignedToEmail: 'text', unassigned: 'boolean',
    createdAt: 'date', updatedAt: 'date', resolvedAt: 'date', awaitingReplySince: 'date', firstResponseMs: 'number', resolutionMs: 'number',
  },
  // every list sorts by latest activity; each filter the admin screen offers gets an index led by it
  indexes: [
    ['-updatedAt'], ['status', '-updatedAt'], ['priority', '-updatedAt'], ['reporterId', '-updatedAt'], ['assignedToEmail', '-updatedAt'],
    ['unassigned', '-updatedAt'], ['tags'], ['createdAt'], ['resolvedAt'], ['awaitingReplySince'], ['firstResponseMs'], ['resolutionMs'],
  ],
  // searchText holds the subject and the messages: one trigram index serves the search
  searchFields: ['searchText'],
} satisfies ViewDef;

export type TicketDoc = {
  id: string;
  subject: string;
  status: TicketStatus;
  priority: TicketPriority;
  tags: TicketTag[];
  /** Messages written by people (system messages not counted). */
  messageCount: number;
  createdAt: string;
  /** Latest activity of any kind: the lists sort on it. */
  updatedAt: string;
  reporterId: string;
  reporterName: string;
  reporterEmail: string;
  assignedToId: string | null;
  assignedToEmail: string | null;
  assignedToName: string | null;
  assignee: Person | null;
  unassigned: boolean;
  lastMessageAt: string;
  lastMessageRole: 'reporter' | 'admin';
  /** Set while an active ticket's latest word is the reporter's: the queue's "waiting for a reply". */
  awaitingReplySince: string | null;
  firstResponseAt: string | null;
  /** Opening to the first admin reply. */
  firstResponseMs: number | null;
  /** When the ticket was last resolved or closed (cleared when reopened). */
  resolvedAt: string | null;
  resolutionMs: number | null;
  /** Subject and message text, for search (capped). */
  searchText: string;
  /** Message sequence counter, system messages included. */
  lastSeq: number;
};

export type TicketAttachmentRef = { id: string; url: string; filename: string; mimeType: string; size: number };

export const ticketMessagesView = {
  name: 'ticket_messages',
  fields: { ticketId: 'text', seq: 'number', audience: 'text' },
  indexes: [['ticketId', 'seq']],
} satisfies ViewDef;

export type TicketMessageDoc = {
  id: string;
  ticketId: string;
  seq: number;
  body: string;
  authorId: string | null;
  authorEmail: string | null;
  authorName: string | null;
  authorRole: 'reporter' | 'admin' | 'system';
  isSystemMessage: boolean;
  /** 'staff': internal notes (assignment, priority, tags) that only admins see. */
  audience: 'all' | 'staff';
  attachments: TicketAttachmentRef[];
  createdAt: string;
};

export const ticketAttachmentsView = {
  name: 'ticket_attachments',
  fields: { ticketId: 'text' },
  indexes: [['ticketId']],
} satisfies ViewDef;

export type TicketAttachmentDoc = {
  id: string; ticketId: string; filename: string; mimeType: string; size: number; sha256: string;
  uploadedBy: string; state: 'pending' | 'sent'; messageId: string | null; createdAt: string;
};

export const ticketStatsView = { name: 'ticket_stats' } satisfies ViewDef;
export const TICKET_STATS_ID = 'global';

export const attachmentUrl = (ticketId: string, attachmentId: string) => `/api/tickets/${ticketId}/attachments/${attachmentId}`;
/** Blob-store key of an attachment's bytes (the file store accepts no slashes). */
export const attachmentBlobId = (attachmentId: string) => `ticket-attachment-${attachmentId}`;

/** Socket.IO rooms of the slice; the query-api checks who may join each. */
export const ticketRooms = {
  queue: 'tickets:queue',
  stats: 'tickets:stats',
  ticket: (ticketId: string) => `ticket:${ticketId}`,
  user: (userId: string) => `tickets:user:${userId}`,
} as const;

/** Collision detection: admins on a ticket say what they are doing; the server tells the others. */
export const TICKET_PRESENCE_EVENT = 'ticket:presence';
export type TicketPresenceState = 'viewing' | 'replying' | 'left';
export type TicketPresenceUpdate = { ticketId: string; state: TicketPresenceState };
export type TicketPresence = { ticketId: string; admins: Array<{ userId: string; name: string; replying: boolean }> };
