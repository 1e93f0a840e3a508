import {
  type CommentDoc, type FarmhouseDoc, type FarmlandDoc, isForumAdmin, memberDocId, type MemberDoc, membersView, type PostDoc,
} from '@exam/domain';
import type { ReadStore } from '@exam/infra';
import type { FastifyRequest } from 'fastify';

/** Projection names the forum reads wait on for read-your-own-writes. */
export const FORUMS = ['forums'];
export const REPUTATION = ['forum-reputation'];

/** Lists and pages never need the search keys (hundreds of prefixes per document). */
export const publicPost = ({ searchKeys: _k, ...p }: PostDoc) => p;
export const publicFarmhouse = ({ searchKeys: _k, ...h }: FarmhouseDoc) => h;
export type PublicPost = ReturnType<typeof publicPost>;

export const isAdminReq = (req: FastifyRequest) => isForumAdmin(req.actor);

/** Guests and students see active communities only; forum admins see every one. */
export const visibleLand = (req: FastifyRequest, l: FarmlandDoc | null) => !!l && (l.isActive || isAdminReq(req));
export const visibleHouse = (req: FastifyRequest, h: FarmhouseDoc | null) => !!h && (h.isActive || isAdminReq(req));

export type MembershipView = { isMember: boolean; role: 'member' | 'moderator' | 'admin' | null };

/** The caller's membership as the spec shows it: member, moderator, or admin (a forum admin anywhere). */
export async function membershipOf(rs: ReadStore, req: FastifyRequest, farmhouseId: string): Promise<MembershipView> {
  if (!req.actor) return { isMember: false, role: null };
  const doc = await rs.get<MemberDoc>(membersView.name, memberDocId(farmhouseId, req.actor.userId));
  if (isAdminReq(req)) return { isMember: !!doc, role: 'admin' };
  return doc ? { isMember: true, role: doc.role } : { isMember: false, role: null };
}

export type CommentNode = CommentDoc & { replies: CommentNode[] };

/** Spec §9 Ordering: top-level comments newest first, replies oldest first (at every depth). */
export function commentTree(comments: CommentDoc[]): CommentNode[] {
  const nodes = new Map(comments.map((c) => [c.id, { ...c, replies: [] as CommentNode[] }]));
  const roots: CommentNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentCommentId ? nodes.get(n.parentCommentId) : undefined;
    if (parent) parent.replies.push(n);
    else roots.push(n);
  }
  const byTime = (a: CommentNode, b: CommentNode) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
  const sortReplies = (n: CommentNode) => {
    n.replies.sort(byTime);
    n.replies.forEach(sortReplies);
  };
  roots.forEach(sortReplies);
  return roots.sort((a, b) => byTime(b, a));
}
