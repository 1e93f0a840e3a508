import {
  applyTicketStatsDelta, emptyTicketStats, TICKET_EVENT_TYPES, TICKET_STATS_ID, ticketAttachmentsView, type TicketAttachmentDoc,
  type TicketDoc, type TicketEvent, ticketMessagesView, ticketRooms, ticketStatsView, type TicketStatsDoc, ticketsView,
} from '@exam/domain';
import type { ProjectionDef, ViewContext } from '../runner/types';
import { applyToTicketDoc } from './ticket-doc';

const TICKETS = ticketsView.name;
const MESSAGES = ticketMessagesView.name;
const ATTACHMENTS = ticketAttachmentsView.name;
const STATS = ticketStatsView.name;

const statsFields = (d: TicketDoc | null) => d && [d.status, d.priority, d.unassigned, d.assignedToEmail, !!d.awaitingReplySince, d.firstResponseMs, d.resolutionMs].join('|');

/**
 * The ticket lists, each ticket's conversation, its attachments, and the running stats totals.
 * Pushes: the admin queue and the reporter's list, the ticket's own room, the stats room.
 */
export const ticketsProjection: ProjectionDef = {
  name: 'tickets',
  collections: [ticketsView, ticketMessagesView, ticketAttachmentsView, ticketStatsView],
  handles: TICKET_EVENT_TYPES,
  async apply(event, view) {
    const e = event as unknown as TicketEvent;
    const ticketId = e.data.ticketId;
    const at = event.metadata?.occurredAt ?? event.createdAt;
    if (e.type === 'TicketAttachmentUploaded' || e.type === 'TicketAttachmentDiscarded') return attachment(e, view, at);

    // the first event of a stream has nothing to load: saves a read per new ticket on bulk loads
    const before = e.type === 'TicketOpened' && event.revision === 0 ? null : await view.get<TicketDoc>(TICKETS, ticketId);
    const { doc, messages } = applyToTicketDoc(before, e, at);
    if (!doc || doc === before) return;
    let seq = doc.lastSeq;
    messages.forEach((m, i) => {
      seq += 1;
      view.put(MESSAGES, { ...m, id: m.id ?? `${event.id}:${i}`, ticketId, seq });
    });
    doc.lastSeq = seq;
    view.put(TICKETS, doc);

    if (e.type === 'TicketMessagePosted') {
      for (const a of e.data.attachments) {
        const stored = await view.get<TicketAttachmentDoc>(ATTACHMENTS, a.attachmentId);
        if (stored) view.put(ATTACHMENTS, { ...stored, state: 'sent', messageId: e.data.messageId });
      }
    }

    if (statsFields(before) !== statsFields(doc)) {
      const stats = (await view.get<TicketStatsDoc>(STATS, TICKET_STATS_ID)) ?? emptyTicketStats(TICKET_STATS_ID);
      view.put(STATS, applyTicketStatsDelta(stats, before, doc));
      view.notify([ticketRooms.stats], STATS, TICKET_STATS_ID);
    }
    // the queue on its own: a batch's changes then reach the 200 admins as one notice, not one per ticket
    view.notify([ticketRooms.queue], TICKETS, ticketId);
    view.notify([ticketRooms.user(doc.reporterId), ticketRooms.ticket(ticketId)], TICKETS, ticketId);
    if (messages.length) view.notify([ticketRooms.ticket(ticketId)], MESSAGES, ticketId);
  },
};

async function attachment(e: Extract<TicketEvent, { type: 'TicketAttachmentUploaded' | 'TicketAttachmentDiscarded' }>, view: ViewContext, at: string) {
  if (e.type === 'TicketAttachmentDiscarded') {
    view.remove(ATTACHMENTS, e.data.attachmentId);
    return;
  }
  const d = e.data;
  const doc: TicketAttachmentDoc = {
    id: d.attachmentId, ticketId: d.ticketId, filename: d.filename, mimeType: d.mimeType, size: d.size, sha256: d.sha256,
    uploadedBy: d.uploadedBy.userId, state: 'pending', messageId: null, createdAt: at,
  };
  view.put(ATTACHMENTS, doc);
}
