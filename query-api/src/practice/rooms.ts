import { QUESTION_FAULTS_ROOM } from '@exam/domain';
import type { RoomRule } from '../realtime/rooms';

/**
 * `student:{userId}`: only that user (their analytics, on every device they have open).
 * `questions:distribution`: anyone; it carries only "these question ids changed" notices, and the
 * counts themselves are read through /api/questions/stats, which checks the role.
 */
export const practiceRoomRules: RoomRule[] = [
  { pattern: /^student:(.+)$/, allow: (s, m) => !!s && s.userId === m[1] },
  { pattern: /^questions:distribution$/, allow: () => true },
  // issue 5: "this question's faulty versions changed" notices (ids only); the answers are read per student
  { pattern: new RegExp(`^${QUESTION_FAULTS_ROOM}$`), allow: () => true },
];
