import {
  type AnnouncementEvent, commentsView, farmhousesView, farmlandsView, FORUMS_ROOM, forumEventsView, type ForumEvent, membersView,
  platformUpdatesView, postsView, votesView,
} from '@exam/domain';
import type { StoredEvent } from '@exam/infra';
import type { ProjectionDef, ViewContext } from '../runner/types';
import { applyFarmhouse, applyFarmland, applyMembership } from './community';
import { applyComment, applyPost, applyVote } from './posts';

async function applyAnnouncement(e: AnnouncementEvent, event: StoredEvent, view: ViewContext) {
  switch (e.type) {
    case 'ForumEventScheduled': {
      const { eventId, ...fields } = e.data;
      view.put(forumEventsView.name, { id: eventId, ...fields });
      view.notify([FORUMS_ROOM], forumEventsView.name, eventId);
      break;
    }
    case 'ForumEventCancelled':
      view.remove(forumEventsView.name, e.data.eventId);
      view.notify([FORUMS_ROOM], forumEventsView.name, e.data.eventId);
      break;
    case 'PlatformUpdatePublished': {
      const { updateId, ...fields } = e.data;
      view.put(platformUpdatesView.name, { id: updateId, ...fields, createdAt: event.metadata.occurredAt });
      view.notify([FORUMS_ROOM], platformUpdatesView.name, updateId);
      break;
    }
    case 'PlatformUpdateWithdrawn':
      view.remove(platformUpdatesView.name, e.data.updateId);
      view.notify([FORUMS_ROOM], platformUpdatesView.name, e.data.updateId);
      break;
  }
}

const HANDLERS: Record<ForumEvent['type'], (e: any, event: StoredEvent, view: ViewContext) => Promise<void>> = {
  FarmlandCreated: applyFarmland, FarmlandUpdated: applyFarmland, FarmlandStatusChanged: applyFarmland, FarmlandFeaturedChanged: applyFarmland,
  FarmhouseCreated: applyFarmhouse, FarmhouseUpdated: applyFarmhouse, FarmhouseStatusChanged: applyFarmhouse, FarmhouseFeaturedChanged: applyFarmhouse,
  MemberJoined: applyMembership, MemberLeft: applyMembership, ModeratorAssigned: applyMembership, ModeratorUnassigned: applyMembership,
  PostCreated: applyPost, PostEdited: applyPost, PostDeleted: applyPost, PostPinned: applyPost, PostUnpinned: applyPost,
  PostArchived: applyPost, PostUnarchived: applyPost, PostMoved: applyPost, CommentMarkedAsAnswer: applyPost,
  CommentPosted: applyComment, CommentEdited: applyComment, CommentDeleted: applyComment,
  PostVoted: (e, _event, view) => applyVote(e, view), CommentVoted: (e, _event, view) => applyVote(e, view),
  ForumEventScheduled: applyAnnouncement, ForumEventCancelled: applyAnnouncement, PlatformUpdatePublished: applyAnnouncement, PlatformUpdateWithdrawn: applyAnnouncement,
};

/** Communities, memberships, posts, comments, vote sums, events and updates. */
export const forumsProjection: ProjectionDef = {
  name: 'forums',
  collections: [farmlandsView, farmhousesView, membersView, postsView, commentsView, votesView, forumEventsView, platformUpdatesView],
  handles: Object.keys(HANDLERS),
  async apply(event, view) {
    await HANDLERS[event.type as ForumEvent['type']](event as unknown as ForumEvent, event, view);
  },
};

