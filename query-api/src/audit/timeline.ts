import { type UserDoc, usersView } from '@exam/domain';
import type { ReadStore, StoredEvent } from '@exam/infra';

export type TimelineEntry = {
  type: string;
  stream: string;
  revision: number;
  position: string;
  occurredAt: string;
  actor: { userId: string; roles: string[]; username: string | null; email: string | null } | null;
  commandId: string;
  correlationId: string;
};

/** Metadata only (never the data: some events hold password hashes), with the actor's name looked up. */
export async function toTimeline(readStore: ReadStore, events: StoredEvent[]): Promise<TimelineEntry[]> {
  const ids = [...new Set(events.map((e) => e.metadata.actor?.userId).filter((x): x is string => !!x))];
  const users = new Map((await readStore.getMany<UserDoc>(usersView.name, ids)).map((u) => [u.id, u]));
  return events.map((e) => {
    const a = e.metadata.actor;
    const u = a ? users.get(a.userId) : undefined;
    return {
      type: e.type, stream: e.streamName, revision: e.revision, position: e.position, occurredAt: e.metadata.occurredAt,
      actor: a ? { userId: a.userId, roles: a.roles, username: u?.username ?? null, email: u?.email ?? null } : null,
      commandId: e.metadata.commandId, correlationId: e.metadata.correlationId,
    };
  });
}
