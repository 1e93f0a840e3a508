import {
  type Actor, commentDecider, commentFacts, commentStream, type Decider, type DomainEvent, farmhouseDecider, farmhouseFacts,
  farmhouseStream, farmlandDecider, farmlandStream, fold, type MembershipFacts, membershipDecider, membershipStream,
  postDecider, postFacts, postStream,
} from '@exam/domain';
import type { EventStore } from '@exam/infra';

/**
 * Facts a decider needs from other aggregates, read from their own streams (the source of truth,
 * not a lagging read model) and handed to the decider so it stays pure.
 */
export async function loadState<S, C, E extends DomainEvent>(eventStore: EventStore, stream: string, decider: Decider<S, C, E>): Promise<S> {
  return fold(decider, (await eventStore.readStream(stream)) as unknown as E[]);
}

export const loadFarmland = (es: EventStore, id: string) => loadState(es, farmlandStream(id), farmlandDecider);
export const loadFarmhouseFacts = async (es: EventStore, id: string) => farmhouseFacts(await loadState(es, farmhouseStream(id), farmhouseDecider));
export const loadPost = (es: EventStore, id: string) => loadState(es, postStream(id), postDecider);
export const loadPostFacts = async (es: EventStore, id: string) => postFacts(await loadPost(es, id));
export const loadCommentFacts = async (es: EventStore, id: string) => commentFacts(await loadState(es, commentStream(id), commentDecider));

const NO_MEMBERSHIP: MembershipFacts = { isMember: false, isModerator: false };

/** The caller's membership of a farmhouse (a guest has none). */
export async function loadMembership(es: EventStore, farmhouseId: string, actor: Actor | null): Promise<MembershipFacts> {
  if (!actor || !farmhouseId) return NO_MEMBERSHIP;
  return loadState(es, membershipStream(farmhouseId, actor.userId), membershipDecider);
}
