import { describe, expect, it } from 'vitest';
import { DomainError } from '../core/errors';
import type { Actor, CommandContext } from '../core/types';
import { fold } from '../core/types';
import { ticketDecider } from './decider';
import type { TicketCommand, TicketEvent } from './events';

const student: Actor = { userId: 'u-student', email: 'student@demo.in', username: 'demo_student', roles: ['user'] };
const other: Actor = { userId: 'u-other', email: 'other@demo.in', username: 'other', roles: ['user'] };
const support: Actor = { userId: 'u-support', email: 'support@demo.in', username: 'demo_support', roles: ['user', 'TicketsHandler'] };
const support2: Actor = { userId: 'u-support2', email: 'support2@demo.in', username: 'demo_support2', roles: ['user', 'TicketsHandler'] };
const superAdmin: Actor = { userId: 'u-admin', email: 'admin@demo.in', username: 'demo_admin', roles: ['PlatformSuperAdmin'] };
const person = (a: Actor) => ({ userId: a.userId, email: a.email, name: a.username });

let n = 0;
const ctxOf = (actor: Actor | null): CommandContext => ({ now: '2025-01-01T10:00:00.000Z', actor, newId: (l = 'id') => `${l}-${++n}` });

/** given(events).when(actor, command) → the new events, or the DomainError it threw. */
function given(events: TicketEvent[]) {
  return {
    when(actor: Actor | null, command: TicketCommand) {
      const run = () => ticketDecider.decide(command, fold(ticketDecider, events), ctxOf(actor));
      return {
        then: (expected: Array<Partial<TicketEvent> & { type: TicketEvent['type'] }>) => {
          const out = run();
          expect(out.map((e) => e.type)).toEqual(expected.map((e) => e.type));
          expected.forEach((e, i) => e.data && expect(out[i].data).toMatchObject(e.data as object));
          return out;
        },
        thenThrows: (code: string, message?: string | RegExp) => {
          let err: unknown;
          try {
            run();
          } catch (e) {
            err = e;
          }
          expect(err).toBeInstanceOf(DomainError);
          expect((err as DomainError).code).toBe(code);
          if (message) expect((err as DomainError).message).toMatch(message);
          return err as DomainError;
        },
      };
    },
  };
}

const T = 't-1';
const opened: TicketEvent = { type: 'TicketOpened', data: { ticketId: T, subject: 'Mock 3 will not load', message: 'It spins forever', priority: 'medium', tags: ['mocks'], reporter: person(student), messageId: 'm-0' } };
const status = (from: string, to: string): TicketEvent => ({ type: 'TicketStatusChanged', data: { ticketId: T, from, to, by: person(support), via: 'update' } as never });
const assignedTo = (a: Actor): TicketEvent => ({ type: 'TicketAssigned', data: { ticketId: T, assignee: person(a), previous: null, by: person(a), mode: 'self' } });
const uploaded = (id: string, by: Actor): TicketEvent => ({ type: 'TicketAttachmentUploaded', data: { ticketId: T, attachmentId: id, filename: 'a.png', mimeType: 'image/png', size: 10, sha256: 'x', uploadedBy: person(by) } });
const open = (data: Partial<{ subject: string; message: string; priority: any; tags: any }>): TicketCommand => ({ type: 'OpenTicket', data: { ticketId: T, subject: 'S', message: 'M', ...data } });

describe('opening a ticket', () => {
  it('trims subject and message and defaults to medium priority and the other tag', () => {
    given([]).when(student, open({ subject: '  Payment failed  ', message: '\n Money debited twice \n' })).then([
      { type: 'TicketOpened', data: { subject: 'Payment failed', message: 'Money debited twice', priority: 'medium', tags: ['other'], reporter: person(student) } as never },
    ]);
  });
  it('keeps the chosen priority and tags', () => {
    given([]).when(student, open({ priority: 'urgent', tags: ['payment', 'platform', 'payment'] })).then([{ type: 'TicketOpened', data: { priority: 'urgent', tags: ['payment', 'platform'] } as never }]);
  });
  it('requires a subject and a message, blank ones included', () => {
    given([]).when(student, open({ subject: '   ' })).thenThrows('VALIDATION_FAILED', 'Subject is required');
    given([]).when(student, open({ message: ' \n ' })).thenThrows('VALIDATION_FAILED', 'Please describe your issue');
  });
  it('refuses unknown priorities and tags, guests, and opening twice', () => {
    given([]).when(student, open({ priority: 'critical' })).thenThrows('VALIDATION_FAILED');
    given([]).when(student, open({ tags: ['billing'] })).thenThrows('VALIDATION_FAILED');
    given([]).when(null, open({})).thenThrows('UNAUTHENTICATED');
    given([opened]).when(student, open({})).thenThrows('TICKET_EXISTS');
  });
});

describe('replying', () => {
  it('lets the reporter and an admin reply, each with their role', () => {
    given([opened]).when(student, { type: 'PostTicketMessage', data: { body: ' More details ' } }).then([{ type: 'TicketMessagePosted', data: { body: 'More details', authorRole: 'reporter', author: person(student) } as never }]);
    given([opened]).when(support, { type: 'PostTicketMessage', data: { body: 'On it' } }).then([{ type: 'TicketMessagePosted', data: { authorRole: 'admin' } as never }]);
  });
  it('refuses an empty message', () => {
    given([opened]).when(student, { type: 'PostTicketMessage', data: { body: '  ' } }).thenThrows('VALIDATION_FAILED', 'Message cannot be empty');
  });
  it('hides other people\'s tickets from a user', () => {
    given([opened]).when(other, { type: 'PostTicketMessage', data: { body: 'hi' } }).thenThrows('NOT_FOUND');
    given([]).when(support, { type: 'PostTicketMessage', data: { body: 'hi' } }).thenThrows('NOT_FOUND');
  });
  it('blocks replies on a closed ticket', () => {
    given([opened, status('open', 'closed')]).when(student, { type: 'PostTicketMessage', data: { body: 'hello?' } }).thenThrows('TICKET_CLOSED', 'This ticket is closed');
    given([opened, status('open', 'closed')]).when(support, { type: 'PostTicketMessage', data: { body: 'hello?' } }).thenThrows('TICKET_CLOSED');
  });
  it('lets an admin change the status with the reply, adding the suffix', () => {
    given([opened]).when(support, { type: 'PostTicketMessage', data: { body: 'Fixed now.', status: 'resolved' } }).then([
      { type: 'TicketMessagePosted', data: { body: 'Fixed now.\n\n[Status updated to: resolved]' } as never },
      { type: 'TicketStatusChanged', data: { from: 'open', to: 'resolved', via: 'reply' } as never },
    ]);
    // the same status: no suffix, no change
    given([opened]).when(support, { type: 'PostTicketMessage', data: { body: 'Still open', status: 'open' } }).then([{ type: 'TicketMessagePosted', data: { body: 'Still open' } as never }]);
    // a reply that reopens a closed ticket is allowed
    given([opened, status('open', 'closed')]).when(support, { type: 'PostTicketMessage', data: { body: 'Reopening for you', status: 'open' } }).then([{ type: 'TicketMessagePosted' }, { type: 'TicketStatusChanged' }]);
  });
  it('refuses a reply status outside the transition table, and a reporter setting one', () => {
    given([opened, status('open', 'resolved')]).when(support, { type: 'PostTicketMessage', data: { body: 'x', status: 'pending' } }).thenThrows('INVALID_TRANSITION', 'Cannot change status from resolved to pending');
    given([opened]).when(student, { type: 'PostTicketMessage', data: { body: 'x', status: 'resolved' } }).thenThrows('FORBIDDEN');
  });
  it('sends the actor\'s own pending attachments and refuses others', () => {
    const out = given([opened, uploaded('a-1', student)]).when(student, { type: 'PostTicketMessage', data: { body: 'see file', attachmentIds: ['a-1'] } }).then([{ type: 'TicketMessagePosted' }]);
    expect((out[0].data as any).attachments).toEqual([{ attachmentId: 'a-1', filename: 'a.png', mimeType: 'image/png', size: 10, sha256: 'x' }]);
    given([opened, uploaded('a-1', support)]).when(student, { type: 'PostTicketMessage', data: { body: 'x', attachmentIds: ['a-1'] } }).thenThrows('VALIDATION_FAILED', 'Attachment not found');
    const sent: TicketEvent = { type: 'TicketMessagePosted', data: { ticketId: T, messageId: 'm', body: 'b', author: person(student), authorRole: 'reporter', attachments: [{ attachmentId: 'a-1', filename: 'a.png', mimeType: 'image/png', size: 10, sha256: 'x' }] } };
    given([opened, uploaded('a-1', student), sent]).when(student, { type: 'PostTicketMessage', data: { body: 'again', attachmentIds: ['a-1'] } }).thenThrows('VALIDATION_FAILED');
  });
});

describe('status changes', () => {
  const table: Array<[string, string[], string[]]> = [
    ['open', ['pending', 'resolved', 'closed'], []],
    ['pending', ['open', 'resolved', 'closed'], []],
    ['resolved', ['open', 'closed'], ['pending']],
    ['closed', ['open'], ['pending', 'resolved']],
  ];
  const reach: Record<string, TicketEvent[]> = {
    open: [opened], pending: [opened, status('open', 'pending')], resolved: [opened, status('open', 'resolved')], closed: [opened, status('open', 'closed')],
  };
  for (const [from, allowed, refused] of table) {
    it(`from ${from}: allows ${allowed.join(', ')}${refused.length ? `, refuses ${refused.join(', ')}` : ''}`, () => {
      for (const to of allowed) given(reach[from]).when(support, { type: 'UpdateTicket', data: { status: to as never } }).then([{ type: 'TicketStatusChanged', data: { from, to } as never }]);
      for (const to of refused) given(reach[from]).when(support, { type: 'UpdateTicket', data: { status: to as never } }).thenThrows('INVALID_TRANSITION', `Cannot change status from ${from} to ${to}`);
    });
  }
  it('is for admins only', () => {
    given([opened]).when(student, { type: 'UpdateTicket', data: { status: 'closed' } }).thenThrows('FORBIDDEN', 'Only a tickets handler can do this');
  });
  it('changes priority and tags alone or together, and only what differs', () => {
    given([opened]).when(support, { type: 'UpdateTicket', data: { priority: 'high' } }).then([{ type: 'TicketPriorityChanged', data: { from: 'medium', to: 'high' } as never }]);
    given([opened]).when(superAdmin, { type: 'UpdateTicket', data: { tags: ['payment'], priority: 'medium', status: 'pending' } }).then([{ type: 'TicketStatusChanged' }, { type: 'TicketTagsChanged', data: { from: ['mocks'], to: ['payment'] } as never }]);
    given([opened]).when(support, { type: 'UpdateTicket', data: { tags: ['mocks'] } }).then([]);
    given([opened]).when(support, { type: 'UpdateTicket', data: {} }).thenThrows('VALIDATION_FAILED');
  });
  it('lets the reporter reopen a closed ticket with the message Reopening ticket.', () => {
    given([opened, status('open', 'closed')]).when(student, { type: 'ReopenTicket', data: {} }).then([
      { type: 'TicketStatusChanged', data: { from: 'closed', to: 'open', via: 'reopen' } as never },
      { type: 'TicketMessagePosted', data: { body: 'Reopening ticket.', authorRole: 'reporter' } as never },
    ]);
    given([opened]).when(student, { type: 'ReopenTicket', data: {} }).thenThrows('TICKET_NOT_CLOSED');
    given([opened, status('open', 'closed')]).when(support, { type: 'ReopenTicket', data: {} }).thenThrows('FORBIDDEN');
  });
});

describe('assignment', () => {
  it('assigns to me, and again is a no-op', () => {
    given([opened]).when(support, { type: 'AssignTicket', data: { mode: 'self' } }).then([{ type: 'TicketAssigned', data: { assignee: person(support), previous: null, mode: 'self' } as never }]);
    given([opened, assignedTo(support)]).when(support, { type: 'AssignTicket', data: { mode: 'self' } }).then([]);
  });
  it('tells the second admin who has the ticket (the race loser sees this on retry)', () => {
    const err = given([opened, assignedTo(support)]).when(support2, { type: 'AssignTicket', data: { mode: 'self' } }).thenThrows('TICKET_ALREADY_ASSIGNED', 'This ticket is already assigned to demo_support');
    expect(err.status).toBe(409);
    expect(err.details).toMatchObject({ assignee: { email: 'support@demo.in' } });
  });
  it('takes over from whoever has it, unless someone else took it in between', () => {
    given([opened, assignedTo(support)]).when(support2, { type: 'AssignTicket', data: { mode: 'takeOver', expectedAssigneeId: support.userId } }).then([{ type: 'TicketAssigned', data: { previous: person(support), assignee: person(support2), mode: 'takeOver' } as never }]);
    given([opened, assignedTo(superAdmin)]).when(support2, { type: 'AssignTicket', data: { mode: 'takeOver', expectedAssigneeId: support.userId } }).thenThrows('TICKET_ALREADY_ASSIGNED', /demo_admin/);
  });
  it('assigns to another tickets handler only', () => {
    given([opened]).when(support, { type: 'AssignTicket', data: { mode: 'other', assignee: { ...person(support2), roles: support2.roles } } }).then([{ type: 'TicketAssigned', data: { assignee: person(support2), by: person(support), mode: 'other' } as never }]);
    given([opened]).when(support, { type: 'AssignTicket', data: { mode: 'other', assignee: { ...person(other), roles: other.roles } } }).thenThrows('VALIDATION_FAILED', 'Tickets can only be assigned to a tickets handler');
  });
  it('unassigns from me only; users cannot assign', () => {
    given([opened, assignedTo(support)]).when(support, { type: 'UnassignTicket', data: {} }).then([{ type: 'TicketUnassigned', data: { previous: person(support) } as never }]);
    given([opened, assignedTo(support)]).when(support2, { type: 'UnassignTicket', data: {} }).thenThrows('NOT_ASSIGNED_TO_YOU');
    given([opened]).when(student, { type: 'AssignTicket', data: { mode: 'self' } }).thenThrows('FORBIDDEN');
  });
});

describe('attachments', () => {
  const upload = (over: Partial<{ size: number; mimeType: string }> = {}): TicketCommand => ({ type: 'UploadTicketAttachment', data: { attachmentId: 'a-9', filename: 'f.pdf', mimeType: 'application/pdf', size: 1000, sha256: 'h', ...over } });
  it('records metadata only, within 5 MB and of an allowed type', () => {
    given([opened]).when(student, upload()).then([{ type: 'TicketAttachmentUploaded', data: { attachmentId: 'a-9', sha256: 'h', uploadedBy: person(student) } as never }]);
    given([opened]).when(student, upload({ size: 5_242_880 })).then([{ type: 'TicketAttachmentUploaded' }]);
    given([opened]).when(student, upload({ size: 5_242_881 })).thenThrows('FILE_TOO_LARGE', 'File too large (max 5MB)');
    given([opened]).when(student, upload({ mimeType: 'application/x-msdownload' })).thenThrows('FILE_TYPE_NOT_ALLOWED', 'File type not allowed');
    given([opened, status('open', 'closed')]).when(student, upload()).thenThrows('TICKET_CLOSED');
  });
  it('deletes a pending attachment of my own, never a sent one', () => {
    given([opened, uploaded('a-1', student)]).when(student, { type: 'DiscardTicketAttachment', data: { attachmentId: 'a-1' } }).then([{ type: 'TicketAttachmentDiscarded' }]);
    given([opened, uploaded('a-1', support)]).when(student, { type: 'DiscardTicketAttachment', data: { attachmentId: 'a-1' } }).thenThrows('NOT_FOUND');
    const sent: TicketEvent = { type: 'TicketMessagePosted', data: { ticketId: T, messageId: 'm', body: 'b', author: person(student), authorRole: 'reporter', attachments: [{ attachmentId: 'a-1', filename: 'a.png', mimeType: 'image/png', size: 10, sha256: 'x' }] } };
    given([opened, uploaded('a-1', student), sent]).when(student, { type: 'DiscardTicketAttachment', data: { attachmentId: 'a-1' } }).thenThrows('ATTACHMENT_SENT');
  });
});
