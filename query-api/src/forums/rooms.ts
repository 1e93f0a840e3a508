import { FORUMS_ROOM, LEADERBOARD_ROOM } from '@exam/domain';
import type { RoomRule } from '../realtime/rooms';

/** Anyone may read the forums, so anyone may watch them change. */
export const forumRoomRules: RoomRule[] = [
  { pattern: /^post:[A-Za-z0-9-]{1,100}$/, allow: () => true },
  { pattern: /^farmhouse:[A-Za-z0-9-]{1,100}$/, allow: () => true },
  { pattern: new RegExp(`^${LEADERBOARD_ROOM}$`), allow: () => true },
  { pattern: new RegExp(`^${FORUMS_ROOM}$`), allow: () => true },
];
