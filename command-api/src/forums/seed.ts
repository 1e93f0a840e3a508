import {
  type Actor, announcementDecider, commentDecider, commentStream, type Decider, type DomainEvent, farmhouseDecider, farmhouseStream,
  farmlandDecider, farmlandStream, forumEventStream, membershipDecider, membershipStream, platformUpdateStream, postDecider, postStream,
  voteDecider, voteStream,
} from '@exam/domain';
import { handleCommand } from '../commands/handle';
import { deterministicUuid } from '../commands/ids';
import { userIdForEmail } from '../identity/routes';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import type { SeedContext } from '../seed/index';
import { loadCommentFacts, loadFarmhouseFacts, loadMembership, loadPostFacts } from './facts';
import { FARMHOUSES, FARMLANDS, MEMBERS, POSTS, THREADS, UPDATES } from './seed-data';

const DAY = 86_400_000;
/** The seed's last command: when it is known, everything before it is too. */
const LAST_KEY = 'seed:forums:event:1';

const actorOf = (email: string): Actor => {
  const a = DEMO_ACCOUNTS.find((x) => x.email === email)!;
  return { userId: userIdForEmail(a.email), email: a.email, username: a.username, roles: [...a.roles] };
};

/**
 * Forum demo data through the real deciders: two farmlands, five farmhouses with mixed post types,
 * memberships, posts, comments and replies, votes, an accepted answer, events and updates. Command ids
 * are derived from a key, so a second start appends nothing.
 */
export async function seedForums({ eventStore, log }: SeedContext) {
  if (await eventStore.findCommand(deterministicUuid(LAST_KEY))) return;
  const t0 = Date.now();
  const run = async <S, C, E extends DomainEvent>(key: string, stream: string, decider: Decider<S, C, E>, command: C, actor: Actor | null, daysAgo = 0) => {
    const commandId = deterministicUuid(`seed:forums:${key}`);
    await handleCommand({ eventStore, log }, { stream, decider, command, envelope: { commandId, correlationId: commandId, actor, now: new Date(t0 - daysAgo * DAY) } });
  };
  const admin = actorOf('admin@demo.in');

  for (const l of FARMLANDS) {
    const { featured, ...data } = l;
    await run(`land:${l.farmlandId}`, farmlandStream(l.farmlandId), farmlandDecider, { type: 'CreateFarmland', data }, null, 30);
    if (featured) await run(`land:${l.farmlandId}:featured`, farmlandStream(l.farmlandId), farmlandDecider, { type: 'ToggleFarmlandFeatured' }, null, 30);
  }
  for (const h of FARMHOUSES) {
    const { featured, ...data } = h;
    await run(`house:${h.farmhouseId}`, farmhouseStream(h.farmhouseId), farmhouseDecider, { type: 'CreateFarmhouse', data, farmlandExists: true }, null, 30);
    if (featured) await run(`house:${h.farmhouseId}:featured`, farmhouseStream(h.farmhouseId), farmhouseDecider, { type: 'ToggleFarmhouseFeatured' }, null, 30);
  }
  for (const [email, houses, moderates] of MEMBERS) {
    const actor = actorOf(email);
    for (const farmhouseId of houses) {
      const farmhouse = await loadFarmhouseFacts(eventStore, farmhouseId);
      await run(`join:${farmhouseId}:${email}`, membershipStream(farmhouseId, actor.userId), membershipDecider, { type: 'JoinFarmhouse', data: { farmhouseId }, farmhouse }, actor, 20);
    }
    for (const farmhouseId of moderates ?? []) {
      const farmhouse = await loadFarmhouseFacts(eventStore, farmhouseId);
      const user = { userId: actor.userId, email: actor.email, username: actor.username };
      await run(`mod:${farmhouseId}:${email}`, membershipStream(farmhouseId, actor.userId), membershipDecider, { type: 'SetModerator', data: { farmhouseId, isModerator: true, user }, farmhouse }, admin, 20);
    }
  }

  const postIds = new Map<string, string>();
  for (const p of POSTS) {
    const actor = actorOf(p.author);
    const postId = deterministicUuid(`seed:forums:post:${p.key}`);
    postIds.set(p.key, postId);
    const [farmhouse, membership] = await Promise.all([loadFarmhouseFacts(eventStore, p.farmhouseId), loadMembership(eventStore, p.farmhouseId, actor)]);
    await run(`post:${p.key}`, postStream(postId), postDecider, { type: 'CreatePost', data: { postId, farmhouseId: p.farmhouseId, content: p.content, images: [] }, farmhouse, membership }, actor, p.daysAgo);
    if (p.pinned) await run(`post:${p.key}:pin`, postStream(postId), postDecider, { type: 'PinPost', membership }, admin, p.daysAgo);
  }

  const commentIds = new Map<string, string>();
  for (const c of THREADS) {
    const actor = actorOf(c.author);
    const postId = postIds.get(c.post)!;
    const commentId = deterministicUuid(`seed:forums:comment:${c.key}`);
    commentIds.set(c.key, commentId);
    const post = await loadPostFacts(eventStore, postId);
    const parentCommentId = c.parent ? commentIds.get(c.parent)! : null;
    const [parent, membership] = await Promise.all([parentCommentId ? loadCommentFacts(eventStore, parentCommentId) : null, loadMembership(eventStore, post.farmhouseId, actor)]);
    await run(`comment:${c.key}`, commentStream(commentId), commentDecider, { type: 'PostComment', data: { commentId, postId, parentCommentId, content: c.content }, post, parent, membership }, actor, c.daysAgo);
    for (const [voter, direction] of c.votes ?? []) {
      const v = actorOf(voter);
      const facts = await loadCommentFacts(eventStore, commentId);
      const target = { exists: true, isDeleted: false, postId, author: facts.author };
      await run(`vote:${c.key}:${voter}`, voteStream('comment', commentId, v.userId), voteDecider, { type: 'CastVote', data: { targetType: 'comment', targetId: commentId, direction }, target }, v, c.daysAgo);
    }
    if (c.accepted) {
      const postAuthor = actorOf(POSTS.find((p) => p.key === c.post)!.author);
      const comment = await loadCommentFacts(eventStore, commentId);
      const membership = await loadMembership(eventStore, post.farmhouseId, postAuthor);
      await run(`answer:${c.key}`, postStream(postId), postDecider, { type: 'MarkAnswer', data: { commentId }, comment, membership }, postAuthor, c.daysAgo);
    }
  }
  for (const p of POSTS) {
    const postId = postIds.get(p.key)!;
    const author = actorOf(p.author);
    for (const [voter, direction] of p.votes ?? []) {
      const v = actorOf(voter);
      const target = { exists: true, isDeleted: false, postId, author: { userId: author.userId, email: author.email, username: author.username } };
      await run(`vote:${p.key}:${voter}`, voteStream('post', postId, v.userId), voteDecider, { type: 'CastVote', data: { targetType: 'post', targetId: postId, direction }, target }, v, p.daysAgo);
    }
  }

  for (const [i, u] of UPDATES.entries()) {
    const updateId = deterministicUuid(`seed:forums:update:${i}`);
    await run(`update:${i}`, platformUpdateStream(updateId), announcementDecider, { type: 'PublishPlatformUpdate', data: { updateId, author: admin.username, ...u.data } }, admin, u.daysAgo);
  }
  const events = [
    { title: 'IPMAT Quant live doubt session', description: 'Bring your toughest arithmetic and algebra doubts.', inDays: 3, joinLink: 'https://meet.example.com/ipmat-quant' },
    { title: 'CAT LRDI strategy webinar', description: 'How to pick sets in the first five minutes.', inDays: 10, joinLink: 'https://meet.example.com/cat-lrdi' },
  ];
  for (const [i, e] of events.entries()) {
    const eventId = deterministicUuid(`seed:forums:event:${i}`);
    const dateTime = new Date(Math.ceil((t0 + e.inDays * DAY) / 3_600_000) * 3_600_000).toISOString();
    await run(`event:${i}`, forumEventStream(eventId), announcementDecider, { type: 'ScheduleForumEvent', data: { eventId, title: e.title, description: e.description, dateTime, joinLink: e.joinLink } }, admin);
  }
}
