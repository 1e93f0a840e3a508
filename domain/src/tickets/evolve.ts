import { assertNever } from '../core/types';
import type { TicketEvent, TicketState } from './events';

/** Folds one ticket's stream. Events on a ticket that does not exist yet are ignored. */
export function evolveTicket(state: TicketState, event: TicketEvent): TicketState {
  if (event.type === 'TicketOpened') {
    const d = event.data;
    return { status: 'open', ticketId: d.ticketId, reporter: d.reporter, subject: d.subject, priority: d.priority, tags: d.tags, assignee: null, pending: {}, sent: [] };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'TicketMessagePosted': {
      const ids = event.data.attachments.map((a) => a.attachmentId);
      if (!ids.length) return state;
      const pending = { ...state.pending };
      for (const id of ids) delete pending[id];
      return { ...state, pending, sent: [...state.sent, ...ids] };
    }
    case 'TicketStatusChanged':
      return { ...state, status: event.data.to };
    case 'TicketPriorityChanged':
      return { ...state, priority: event.data.to };
    case 'TicketTagsChanged':
      return { ...state, tags: event.data.to };
    case 'TicketAssigned':
      return { ...state, assignee: event.data.assignee };
    case 'TicketUnassigned':
      return { ...state, assignee: null };
    case 'TicketAttachmentUploaded': {
      const { ticketId: _t, uploadedBy, ...meta } = event.data;
      return { ...state, pending: { ...state.pending, [meta.attachmentId]: { ...meta, uploadedBy: uploadedBy.userId } } };
    }
    case 'TicketAttachmentDiscarded': {
      const pending = { ...state.pending };
      delete pending[event.data.attachmentId];
      return { ...state, pending };
    }
    default:
      return assertNever(event);
  }
}
