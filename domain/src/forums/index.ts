export * from './constants';
export * from './schemas';
export * from './access';
export * from './community';
export * from './membership';
export * from './post';
export * from './comment';
export * from './vote';
export * from './announcements';
export * from './reputation';
export * from './achievements';
export * from './search';
export * from './time';
export * from './views';

import type { AnnouncementEvent } from './announcements';
import type { CommentEvent } from './comment';
import type { FarmhouseEvent, FarmlandEvent } from './community';
import type { MembershipEvent } from './membership';
import type { PostEvent } from './post';
import type { VoteEvent } from './vote';
/** Every event of the forums context. */
export type ForumEvent = FarmlandEvent | FarmhouseEvent | MembershipEvent | PostEvent | CommentEvent | VoteEvent | AnnouncementEvent;
