import { hasPermission } from '@exam/domain';
import type { ReadStore, Session } from '@exam/infra';

/** Who may join which Socket.IO room. A room no rule matches is refused. */
export type RoomRule = {
  pattern: RegExp;
  allow: (session: Session | null, match: RegExpExecArray, readStore: ReadStore) => boolean | Promise<boolean>;
};

export const coreRoomRules: RoomRule[] = [
  { pattern: /^flags$/, allow: () => true },
  { pattern: /^users$/, allow: (s) => hasPermission(s?.roles, 'users.manage') },
];

export async function canJoin(rules: RoomRule[], room: string, session: Session | null, readStore: ReadStore) {
  if (typeof room !== 'string' || room.length > 200) return false;
  for (const rule of rules) {
    const m = rule.pattern.exec(room);
    if (m) return await rule.allow(session, m, readStore);
  }
  return false;
}
