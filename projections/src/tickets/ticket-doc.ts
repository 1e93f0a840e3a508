import {
  ACTIVE_STATUSES, attachmentUrl, DONE_STATUSES, type TicketDoc, type TicketEvent, type TicketMessageDoc,
} from '@exam/domain';

/** Search covers the subject and the messages; capped so one chatty ticket cannot bloat every scan. */
export const SEARCH_TEXT_MAX = 8000;

const ms = (from: string, to: string) => Math.max(0, Date.parse(to) - Date.parse(from));

/** A message or system note to add to the ticket's conversation (seq assigned by the caller). */
export type NewMessage = Omit<TicketMessageDoc, 'seq' | 'id' | 'ticketId'> & { id?: string };

/**
 * The ticket document after one event, and the conversation entries it adds. Pure: the projection
 * only loads, stores and notifies. `at` is the event's business time.
 */
export function applyToTicketDoc(doc: TicketDoc | null, event: TicketEvent, at: string): { doc: TicketDoc | null; messages: NewMessage[] } {
  if (event.type === 'TicketOpened') {
    if (doc) return { doc, messages: [] }; // replayed: never twice
    const d = event.data;
    const opened: TicketDoc = {
      id: d.ticketId, subject: d.subject, status: 'open', priority: d.priority, tags: d.tags, messageCount: 1,
      createdAt: at, updatedAt: at, reporterId: d.reporter.userId, reporterName: d.reporter.name, reporterEmail: d.reporter.email,
      assignedToId: null, assignedToEmail: null, assignedToName: null, assignee: null, unassigned: true,
      lastMessageAt: at, lastMessageRole: 'reporter', awaitingReplySince: at, firstResponseAt: null, firstResponseMs: null,
      resolvedAt: null, resolutionMs: null, searchText: `${d.subject}\n${d.message}`.slice(0, SEARCH_TEXT_MAX), lastSeq: 0,
    };
    return { doc: opened, messages: [person(d.messageId, d.message, d.reporter, 'reporter', [], at, d.ticketId)] };
  }
  if (!doc) return { doc, messages: [] }; // an event before its ticket: nothing to attach it to
  const t: TicketDoc = { ...doc };
  switch (event.type) {
    case 'TicketMessagePosted': {
      const d = event.data;
      t.messageCount += 1;
      t.updatedAt = at;
      t.lastMessageAt = at;
      t.lastMessageRole = d.authorRole;
      if (d.authorRole === 'admin') {
        t.awaitingReplySince = null;
        if (!t.firstResponseAt) {
          t.firstResponseAt = at;
          t.firstResponseMs = ms(t.createdAt, at);
        }
      } else if (ACTIVE_STATUSES.includes(t.status)) t.awaitingReplySince ??= at;
      if (t.searchText.length < SEARCH_TEXT_MAX) t.searchText = `${t.searchText}\n${d.body}`.slice(0, SEARCH_TEXT_MAX);
      return { doc: t, messages: [person(d.messageId, d.body, d.author, d.authorRole, d.attachments, at, t.id)] };
    }
    case 'TicketStatusChanged': {
      const d = event.data;
      t.status = d.to;
      t.updatedAt = at;
      if (DONE_STATUSES.includes(d.to)) {
        t.resolvedAt = at;
        t.resolutionMs = ms(t.createdAt, at);
        t.awaitingReplySince = null;
      } else {
        t.resolvedAt = null;
        t.resolutionMs = null;
        t.awaitingReplySince = t.lastMessageRole === 'reporter' ? (t.awaitingReplySince ?? t.lastMessageAt) : null;
      }
      // a reply or a reopen already says so in its own message
      const note = d.via === 'update' || d.via === 'bulk' ? [system(`Status changed from ${d.from} to ${d.to} by ${d.by.name}`, 'all', at)] : [];
      return { doc: t, messages: note };
    }
    case 'TicketPriorityChanged':
      t.priority = event.data.to;
      t.updatedAt = at;
      return { doc: t, messages: [system(`Priority changed from ${event.data.from} to ${event.data.to} by ${event.data.by.name}`, 'staff', at)] };
    case 'TicketTagsChanged':
      t.tags = event.data.to;
      t.updatedAt = at;
      return { doc: t, messages: [system(`Tags changed to ${event.data.to.join(', ')} by ${event.data.by.name}`, 'staff', at)] };
    case 'TicketAssigned': {
      const { assignee, previous, by, mode } = event.data;
      Object.assign(t, { assignee, assignedToId: assignee.userId, assignedToEmail: assignee.email, assignedToName: assignee.name, unassigned: false, updatedAt: at });
      const text = mode === 'other' ? `${by.name} assigned the ticket to ${assignee.name}`
        : previous ? `${assignee.name} took over the ticket from ${previous.name}` : `${assignee.name} assigned the ticket to themselves`;
      return { doc: t, messages: [system(text, 'staff', at)] };
    }
    case 'TicketUnassigned':
      Object.assign(t, { assignee: null, assignedToId: null, assignedToEmail: null, assignedToName: null, unassigned: true, updatedAt: at });
      return { doc: t, messages: [system(`${event.data.by.name} unassigned the ticket`, 'staff', at)] };
    case 'TicketAttachmentUploaded':
    case 'TicketAttachmentDiscarded':
      return { doc, messages: [] }; // pending files are not activity; the attachments collection tracks them
  }
}

function person(id: string, body: string, who: { userId: string; email: string; name: string }, role: 'reporter' | 'admin',
  attachments: Array<{ attachmentId: string; filename: string; mimeType: string; size: number }>, at: string, ticketId: string): NewMessage {
  return {
    id, body, authorId: who.userId, authorEmail: who.email, authorName: who.name, authorRole: role, isSystemMessage: false, audience: 'all',
    attachments: attachments.map((a) => ({ id: a.attachmentId, url: attachmentUrl(ticketId, a.attachmentId), filename: a.filename, mimeType: a.mimeType, size: a.size })),
    createdAt: at,
  };
}

function system(body: string, audience: 'all' | 'staff', at: string): NewMessage {
  return { body, authorId: null, authorEmail: null, authorName: null, authorRole: 'system', isSystemMessage: true, audience, attachments: [], createdAt: at };
}
