import type { RoomRule } from '../realtime/rooms';

/**
 * `student:{userId}`: only that user (their analytics, on every device they have open).
 * `questions:distribution`: anyone; it carries only "these question ids changed" notices, and the
 * counts themselves are read through /api/questions/stats, which checks the role.
 */
export const practiceRoomRules: RoomRule[] = [
  { pattern: /^student:(.+)$/, allow: (s, m) => !!s && s.userId === m[1] },
  { pattern: /^questions:distribution$/, allow: () => true },
];
