import type { z } from 'zod';
import { conflict, notFound, validation } from '../core/errors';
import type { Decider } from '../core/types';
import { assertNever } from '../core/types';
import { requireForumAdmin } from './access';
import { firstIssue, forumEventInput, platformUpdateInput } from './schemas';

/** Upcoming events and platform updates (back-office §3): written by forum admins, read by all. */
export const forumEventStream = (id: string) => `forum-event-${id}`;
export const platformUpdateStream = (id: string) => `platform-update-${id}`;

type EventFields = z.output<typeof forumEventInput>;
type UpdateFields = z.output<typeof platformUpdateInput>;

export type AnnouncementEvent =
  | { type: 'ForumEventScheduled'; data: { eventId: string } & EventFields }
  | { type: 'ForumEventCancelled'; data: { eventId: string } }
  | { type: 'PlatformUpdatePublished'; data: { updateId: string; author: string } & UpdateFields }
  | { type: 'PlatformUpdateWithdrawn'; data: { updateId: string } };

export type AnnouncementCommand =
  | { type: 'ScheduleForumEvent'; data: { eventId: string } & z.input<typeof forumEventInput> }
  | { type: 'CancelForumEvent'; data: { eventId: string } }
  | { type: 'PublishPlatformUpdate'; data: { updateId: string; author: string } & z.input<typeof platformUpdateInput> }
  | { type: 'WithdrawPlatformUpdate'; data: { updateId: string } };

export type AnnouncementState = { status: 'none' | 'live' | 'gone' };

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const r = schema.safeParse(input);
  if (!r.success) throw validation(firstIssue(r.error));
  return r.data;
}

export const announcementDecider: Decider<AnnouncementState, AnnouncementCommand, AnnouncementEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'ForumEventScheduled':
      case 'PlatformUpdatePublished':
        return { status: 'live' };
      case 'ForumEventCancelled':
      case 'PlatformUpdateWithdrawn':
        return { status: 'gone' };
      default:
        return assertNever(event);
    }
  },
  decide(command, state, ctx) {
    requireForumAdmin(ctx);
    switch (command.type) {
      case 'ScheduleForumEvent':
        if (state.status !== 'none') throw conflict('ALREADY_EXISTS', 'This already exists');
        return [{ type: 'ForumEventScheduled', data: { eventId: command.data.eventId, ...parse(forumEventInput, command.data) } }];
      case 'PublishPlatformUpdate':
        if (state.status !== 'none') throw conflict('ALREADY_EXISTS', 'This already exists');
        return [{ type: 'PlatformUpdatePublished', data: { updateId: command.data.updateId, author: command.data.author, ...parse(platformUpdateInput, command.data) } }];
      case 'CancelForumEvent':
        if (state.status !== 'live') throw notFound('Event');
        return [{ type: 'ForumEventCancelled', data: { eventId: command.data.eventId } }];
      case 'WithdrawPlatformUpdate':
        if (state.status !== 'live') throw notFound('Update');
        return [{ type: 'PlatformUpdateWithdrawn', data: { updateId: command.data.updateId } }];
      default:
        return assertNever(command);
    }
  },
};
