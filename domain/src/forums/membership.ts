import { forbidden, notFound, validation } from '../core/errors';
import type { Decider } from '../core/types';
import { assertNever } from '../core/types';
import { requireForumAdmin, requireUser } from './access';
import type { FarmhouseFacts } from './community';
import { forumMessages as M } from './constants';

/** One small stream per (farmhouse, user): joins by many users never contend with each other. */
export const membershipStream = (farmhouseId: string, userId: string) => `membership-${farmhouseId}-${userId}`;

type Who = { farmhouseId: string; farmlandId: string; userId: string; email: string; username: string };

export type MembershipEvent =
  | { type: 'MemberJoined'; data: Who }
  | { type: 'MemberLeft'; data: Who }
  | { type: 'ModeratorAssigned'; data: Who }
  | { type: 'ModeratorUnassigned'; data: Who };

export type MembershipCommand =
  | { type: 'JoinFarmhouse'; data: { farmhouseId: string }; farmhouse: FarmhouseFacts }
  | { type: 'LeaveFarmhouse'; data: { farmhouseId: string }; farmhouse: FarmhouseFacts }
  /** Admin's Manage Moderator dialog; `user` is the person concerned, not the caller. */
  | { type: 'SetModerator'; data: { farmhouseId: string; isModerator: boolean; user: { userId: string; email: string; username: string } }; farmhouse: FarmhouseFacts };

export type MembershipState = { isMember: boolean; isModerator: boolean };

export const membershipDecider: Decider<MembershipState, MembershipCommand, MembershipEvent> = {
  initialState: () => ({ isMember: false, isModerator: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'MemberJoined':
        return { ...state, isMember: true };
      case 'MemberLeft':
        return { isMember: false, isModerator: false };
      case 'ModeratorAssigned':
        // a moderator is a member of the farmhouse they moderate
        return { isMember: true, isModerator: true };
      case 'ModeratorUnassigned':
        return { ...state, isModerator: false };
      default:
        return assertNever(event);
    }
  },
  decide(command, state, ctx) {
    if (!command.farmhouse.exists) throw notFound(M.communityNotFound);
    const { farmlandId } = command.farmhouse;
    switch (command.type) {
      case 'JoinFarmhouse': {
        const actor = requireUser(ctx);
        if (!command.farmhouse.isActive) throw validation(M.communityInactive);
        if (state.isMember) return [];
        return [{ type: 'MemberJoined', data: { farmhouseId: command.data.farmhouseId, farmlandId, userId: actor.userId, email: actor.email, username: actor.username } }];
      }
      case 'LeaveFarmhouse': {
        const actor = requireUser(ctx);
        if (!state.isMember) throw validation(M.notMember);
        if (state.isModerator) throw forbidden(M.moderatorsCannotLeave);
        return [{ type: 'MemberLeft', data: { farmhouseId: command.data.farmhouseId, farmlandId, userId: actor.userId, email: actor.email, username: actor.username } }];
      }
      case 'SetModerator': {
        requireForumAdmin(ctx);
        const who = { farmhouseId: command.data.farmhouseId, farmlandId, ...command.data.user };
        if (command.data.isModerator === state.isModerator) return [];
        return [{ type: command.data.isModerator ? 'ModeratorAssigned' : 'ModeratorUnassigned', data: who }];
      }
      default:
        return assertNever(command);
    }
  },
};
