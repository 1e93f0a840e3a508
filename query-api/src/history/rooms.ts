import { hasPermission } from '@exam/domain';
import type { RoomRule } from '../realtime/rooms';

const any = (roles: string[] | undefined, ...ps: Parameters<typeof hasPermission>[1][]) => ps.some((p) => hasPermission(roles, p));

/** Live history: staff who read a question's history or resolve it hear each saved version. */
export const historyRoomRules: RoomRule[] = [
  { pattern: /^question:[A-Za-z0-9_-]{1,100}$/, allow: (s) => any(s?.roles, 'questions.history', 'questions.resolve') },
  { pattern: /^resolvers$/, allow: (s) => any(s?.roles, 'questions.history', 'questions.resolve') },
  { pattern: /^audit$/, allow: (s) => any(s?.roles, 'audit.read') },
  { pattern: /^reviews$/, allow: (s) => any(s?.roles, 'questions.admin') },
  { pattern: /^mocks$/, allow: (s) => any(s?.roles, 'questions.admin', 'questions.author') },
];
