import type { TicketPriority, TicketStatus, TicketTag } from './rules';

/** Who did something, as events carry it: projections need no user lookup. */
export type Person = { userId: string; email: string; name: string };

/** What an event records of an uploaded file: never the bytes (they live in the blob store). */
export type AttachmentMeta = { attachmentId: string; filename: string; mimeType: string; size: number; sha256: string };

export type TicketEvent =
  | { type: 'TicketOpened'; data: { ticketId: string; subject: string; priority: TicketPriority; tags: TicketTag[]; reporter: Person; messageId: string; message: string } }
  | { type: 'TicketMessagePosted'; data: { ticketId: string; messageId: string; body: string; author: Person; authorRole: 'reporter' | 'admin'; attachments: AttachmentMeta[] } }
  | { type: 'TicketStatusChanged'; data: { ticketId: string; from: TicketStatus; to: TicketStatus; by: Person; via: 'update' | 'reply' | 'reopen' | 'bulk' } }
  | { type: 'TicketPriorityChanged'; data: { ticketId: string; from: TicketPriority; to: TicketPriority; by: Person } }
  | { type: 'TicketTagsChanged'; data: { ticketId: string; from: TicketTag[]; to: TicketTag[]; by: Person } }
  | { type: 'TicketAssigned'; data: { ticketId: string; assignee: Person; previous: Person | null; by: Person; mode: 'self' | 'takeOver' | 'other' } }
  | { type: 'TicketUnassigned'; data: { ticketId: string; previous: Person; by: Person } }
  | { type: 'TicketAttachmentUploaded'; data: { ticketId: string; uploadedBy: Person } & AttachmentMeta }
  | { type: 'TicketAttachmentDiscarded'; data: { ticketId: string; attachmentId: string; by: Person } };

export type TicketEventType = TicketEvent['type'];
export const TICKET_EVENT_TYPES: readonly TicketEventType[] = [
  'TicketOpened', 'TicketMessagePosted', 'TicketStatusChanged', 'TicketPriorityChanged', 'TicketTagsChanged',
  'TicketAssigned', 'TicketUnassigned', 'TicketAttachmentUploaded', 'TicketAttachmentDiscarded',
];

/** Partial change of an admin: one field or several, singly or as part of a bulk update. */
export type TicketUpdate = { status?: TicketStatus; priority?: TicketPriority; tags?: TicketTag[] };

export type TicketCommand =
  | { type: 'OpenTicket'; data: { ticketId: string; subject: string; message: string; priority?: TicketPriority; tags?: TicketTag[] } }
  | { type: 'PostTicketMessage'; data: { body: string; attachmentIds?: string[]; status?: TicketStatus } }
  | { type: 'UpdateTicket'; data: TicketUpdate & { via?: 'update' | 'bulk' } }
  | { type: 'ReopenTicket'; data: Record<string, never> }
  /** self: assign to me (refused if someone else has it); takeOver: from whoever has it (or from `expected`); other: to another handler. */
  | { type: 'AssignTicket'; data: { mode: 'self' | 'takeOver'; expectedAssigneeId?: string | null } | { mode: 'other'; assignee: Person & { roles: string[] } } }
  | { type: 'UnassignTicket'; data: Record<string, never> }
  | { type: 'UploadTicketAttachment'; data: AttachmentMeta }
  | { type: 'DiscardTicketAttachment'; data: { attachmentId: string } };

export type PendingAttachment = AttachmentMeta & { uploadedBy: string };

export type TicketState =
  | { status: 'none' }
  | {
      status: TicketStatus;
      ticketId: string;
      reporter: Person;
      subject: string;
      priority: TicketPriority;
      tags: TicketTag[];
      assignee: Person | null;
      /** Uploaded, not yet sent with a message, not discarded. */
      pending: Record<string, PendingAttachment>;
      /** Sent with a message: kept so a second send or a delete is refused clearly. */
      sent: string[];
    };
export type ExistingTicket = Exclude<TicketState, { status: 'none' }>;

export const ticketStream = (ticketId: string) => `ticket-${ticketId}`;
