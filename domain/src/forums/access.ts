import { forbidden, unauthenticated } from '../core/errors';
import type { Actor, CommandContext } from '../core/types';
import { hasPermission } from '../identity/roles';
import { forumMessages as M } from './constants';

/** A forum admin (ForumAdmin or platform super admin) may do anything a moderator may, everywhere. */
export const isForumAdmin = (actor: Actor | null) => !!actor && hasPermission(actor.roles, 'forums.admin');

/** The caller, or 401 with the sentence for what they tried. */
export function requireUser(ctx: CommandContext, message?: string): Actor {
  if (!ctx.actor) throw unauthenticated(message);
  return ctx.actor;
}

/** Admin-only commands; the system (seed, actor null) may run them too. */
export function requireForumAdmin(ctx: CommandContext) {
  if (ctx.actor && !isForumAdmin(ctx.actor)) throw forbidden(M.onlyAdmin);
}

/**
 * What the command handler looked up about the caller in the farmhouse concerned (the membership
 * stream), passed in so deciders stay pure.
 */
export type MembershipFacts = { isMember: boolean; isModerator: boolean };

export const canModerate = (actor: Actor | null, m: MembershipFacts | undefined) => isForumAdmin(actor) || !!m?.isModerator;
