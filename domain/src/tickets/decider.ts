import { conflict, DomainError, forbidden, unauthenticated, validation } from '../core/errors';
import type { Actor, CommandContext, Decider } from '../core/types';
import { assertNever } from '../core/types';
import { hasPermission } from '../identity/roles';
import type { ExistingTicket, Person, TicketCommand, TicketEvent, TicketState, TicketUpdate } from './events';
import { evolveTicket } from './evolve';
import {
  alreadyAssigned, ATTACHMENTS_PER_MESSAGE_MAX, canTransition, DEFAULT_PRIORITY, DEFAULT_TAGS, isAllowedAttachmentType,
  ATTACHMENT_MAX_BYTES, MESSAGE_MAX, SUBJECT_MAX, TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TAGS, ticketMessages as M,
  transitionRefused, withStatusSuffix, type TicketStatus, type TicketTag,
} from './rules';

export const isTicketsAdmin = (roles: readonly string[] | undefined) => hasPermission(roles, 'tickets.admin');
export const personOf = (a: Actor): Person => ({ userId: a.userId, email: a.email, name: a.username });

const ticketNotFound = () => new DomainError('NOT_FOUND', 'Ticket not found', 404);

function actorOf(ctx: CommandContext): Actor {
  if (!ctx.actor) throw unauthenticated();
  return ctx.actor;
}

/** The ticket, if the actor may see it: its reporter or an admin. Others learn nothing (404). */
function access(state: TicketState, actor: Actor): { t: ExistingTicket; admin: boolean; reporter: boolean } {
  if (state.status === 'none') throw ticketNotFound();
  const reporter = state.reporter.userId === actor.userId;
  const admin = isTicketsAdmin(actor.roles);
  if (!reporter && !admin) throw ticketNotFound();
  return { t: state, admin, reporter };
}

function requireAdmin(state: TicketState, actor: Actor) {
  const a = access(state, actor);
  if (!a.admin) throw forbidden(M.onlyAdmins);
  return a.t;
}

const validStatus = (s: string): s is TicketStatus => (TICKET_STATUSES as readonly string[]).includes(s);

function checkTransition(from: TicketStatus, to: TicketStatus) {
  if (!validStatus(to)) throw validation(M.invalidStatus);
  if (!canTransition(from, to)) throw new DomainError('INVALID_TRANSITION', transitionRefused(from, to), 422, { from, to });
}

function cleanTags(tags: readonly string[] | undefined): TicketTag[] {
  if (!tags || tags.length === 0) return [...DEFAULT_TAGS];
  if (tags.some((t) => !(TICKET_TAGS as readonly string[]).includes(t))) throw validation(M.invalidTags);
  return [...new Set(tags)] as TicketTag[];
}

const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The events of an admin's partial update: only what actually changes. */
function updateEvents(t: ExistingTicket, u: TicketUpdate, by: Person, via: 'update' | 'bulk'): TicketEvent[] {
  if (u.status === undefined && u.priority === undefined && u.tags === undefined) throw validation(M.noChange);
  const events: TicketEvent[] = [];
  if (u.status !== undefined && u.status !== t.status) {
    checkTransition(t.status, u.status);
    events.push({ type: 'TicketStatusChanged', data: { ticketId: t.ticketId, from: t.status, to: u.status, by, via } });
  }
  if (u.priority !== undefined && u.priority !== t.priority) {
    if (!(TICKET_PRIORITIES as readonly string[]).includes(u.priority)) throw validation(M.invalidPriority);
    events.push({ type: 'TicketPriorityChanged', data: { ticketId: t.ticketId, from: t.priority, to: u.priority, by } });
  }
  if (u.tags !== undefined) {
    const tags = cleanTags(u.tags);
    if (!sameTags(tags, t.tags)) events.push({ type: 'TicketTagsChanged', data: { ticketId: t.ticketId, from: t.tags, to: tags, by } });
  }
  return events;
}

function decide(command: TicketCommand, state: TicketState, ctx: CommandContext): TicketEvent[] {
  const actor = actorOf(ctx);
  const me = personOf(actor);
  switch (command.type) {
    case 'OpenTicket': {
      if (state.status !== 'none') throw conflict('TICKET_EXISTS', 'This ticket already exists');
      const subject = command.data.subject.trim();
      const message = command.data.message.trim();
      if (!subject) throw validation(M.subjectRequired);
      if (!message) throw validation(M.messageRequired);
      if (subject.length > SUBJECT_MAX) throw validation(M.subjectTooLong);
      if (message.length > MESSAGE_MAX) throw validation(M.messageTooLong);
      const priority = command.data.priority ?? DEFAULT_PRIORITY;
      if (!(TICKET_PRIORITIES as readonly string[]).includes(priority)) throw validation(M.invalidPriority);
      const tags = cleanTags(command.data.tags);
      return [{ type: 'TicketOpened', data: { ticketId: command.data.ticketId, subject, message, priority, tags, reporter: me, messageId: ctx.newId('message') } }];
    }
    case 'PostTicketMessage': {
      const { t, admin, reporter } = access(state, actor);
      const body = command.data.body.trim();
      if (!body) throw validation(M.replyEmpty);
      if (body.length > MESSAGE_MAX) throw validation(M.messageTooLong);
      const to = command.data.status;
      if (to !== undefined && !admin) throw forbidden(M.onlyAdmins);
      const changes = to !== undefined && to !== t.status;
      if (changes) checkTransition(t.status, to);
      // a closed ticket blocks replies, unless this very reply (an admin's) reopens it
      if (t.status === 'closed' && !(changes && to === 'open')) throw conflict('TICKET_CLOSED', M.ticketClosed);
      const ids = [...new Set(command.data.attachmentIds ?? [])];
      if (ids.length > ATTACHMENTS_PER_MESSAGE_MAX) throw validation(`At most ${ATTACHMENTS_PER_MESSAGE_MAX} attachments per message`);
      const attachments = ids.map((id) => {
        const p = t.pending[id];
        if (!p || p.uploadedBy !== actor.userId) throw validation(M.attachmentNotFound, { attachmentId: id });
        const { uploadedBy: _u, ...meta } = p;
        return meta;
      });
      const events: TicketEvent[] = [{
        type: 'TicketMessagePosted',
        data: {
          ticketId: t.ticketId, messageId: ctx.newId('message'), body: changes ? withStatusSuffix(body, to) : body,
          author: me, authorRole: reporter ? 'reporter' : 'admin', attachments,
        },
      }];
      if (changes) events.push({ type: 'TicketStatusChanged', data: { ticketId: t.ticketId, from: t.status, to, by: me, via: 'reply' } });
      return events;
    }
    case 'UpdateTicket': {
      const t = requireAdmin(state, actor);
      const { via = 'update', ...update } = command.data;
      return updateEvents(t, update, me, via);
    }
    case 'ReopenTicket': {
      const { t, reporter } = access(state, actor);
      if (!reporter) throw forbidden(M.onlyReporter);
      if (t.status !== 'closed') throw conflict('TICKET_NOT_CLOSED', 'Only a closed ticket can be reopened');
      return [
        { type: 'TicketStatusChanged', data: { ticketId: t.ticketId, from: 'closed', to: 'open', by: me, via: 'reopen' } },
        { type: 'TicketMessagePosted', data: { ticketId: t.ticketId, messageId: ctx.newId('message'), body: M.reopening, author: me, authorRole: 'reporter', attachments: [] } },
      ];
    }
    case 'AssignTicket': {
      const t = requireAdmin(state, actor);
      const current = t.assignee;
      const d = command.data;
      if (d.mode === 'other') {
        if (!isTicketsAdmin(d.assignee.roles)) throw validation(M.assigneeNotHandler);
        if (current?.userId === d.assignee.userId) return [];
        const assignee: Person = { userId: d.assignee.userId, email: d.assignee.email, name: d.assignee.name };
        return [{ type: 'TicketAssigned', data: { ticketId: t.ticketId, assignee, previous: current, by: me, mode: 'other' } }];
      }
      if (current?.userId === me.userId) return [];
      // the race: whoever appends first wins; the loser's retry lands here and is told who has it
      const expected = d.mode === 'takeOver' ? d.expectedAssigneeId : null;
      if (current && (d.mode === 'self' || (expected !== undefined && expected !== current.userId))) {
        throw conflict('TICKET_ALREADY_ASSIGNED', alreadyAssigned(current.name), { assignee: current });
      }
      return [{ type: 'TicketAssigned', data: { ticketId: t.ticketId, assignee: me, previous: current, by: me, mode: d.mode } }];
    }
    case 'UnassignTicket': {
      const t = requireAdmin(state, actor);
      if (!t.assignee) return [];
      if (t.assignee.userId !== me.userId) throw conflict('NOT_ASSIGNED_TO_YOU', `${M.notAssignedToYou}: it is assigned to ${t.assignee.name}`, { assignee: t.assignee });
      return [{ type: 'TicketUnassigned', data: { ticketId: t.ticketId, previous: t.assignee, by: me } }];
    }
    case 'UploadTicketAttachment': {
      const { t } = access(state, actor);
      const a = command.data;
      if (t.pending[a.attachmentId] || t.sent.includes(a.attachmentId)) return [];
      if (t.status === 'closed') throw conflict('TICKET_CLOSED', M.ticketClosed);
      if (a.size > ATTACHMENT_MAX_BYTES) throw new DomainError('FILE_TOO_LARGE', M.fileTooLarge, 413);
      if (!isAllowedAttachmentType(a.mimeType)) throw new DomainError('FILE_TYPE_NOT_ALLOWED', M.fileTypeNotAllowed, 415);
      return [{ type: 'TicketAttachmentUploaded', data: { ticketId: t.ticketId, uploadedBy: me, ...a } }];
    }
    case 'DiscardTicketAttachment': {
      const { t } = access(state, actor);
      const id = command.data.attachmentId;
      if (t.sent.includes(id)) throw conflict('ATTACHMENT_SENT', M.attachmentAlreadySent);
      const p = t.pending[id];
      if (!p || p.uploadedBy !== actor.userId) throw new DomainError('NOT_FOUND', M.attachmentNotFound, 404);
      return [{ type: 'TicketAttachmentDiscarded', data: { ticketId: t.ticketId, attachmentId: id, by: me } }];
    }
    default:
      return assertNever(command);
  }
}

export const ticketDecider: Decider<TicketState, TicketCommand, TicketEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveTicket,
  decide,
};
