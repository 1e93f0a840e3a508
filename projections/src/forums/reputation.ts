import {
  activityView, type ActivityDoc, type AwardDoc, awardsView, CAPPED_ACTIONS, type Counter, type DailyPointsDoc, dailyPointsView, dayOf,
  LEADERBOARD_ROOM, LEADERBOARD_VIEW, pointsFor, reputationEffects, type ReputationEffect, type UserStatsDoc, userStatsView,
} from '@exam/domain';
import type { StoredEvent } from '@exam/infra';
import type { ProjectionDef, ViewContext } from '../runner/types';

const STATS = userStatsView.name;
const DAILY = dailyPointsView.name;
const ACTIVITY = activityView.name;
const AWARDS = awardsView.name;

type Who = { userId: string; email: string; username: string };

async function statsOf(view: ViewContext, who: Who, at: string): Promise<UserStatsDoc> {
  const doc = await view.get<UserStatsDoc>(STATS, who.userId);
  return {
    ...(doc ?? { id: who.userId, userId: who.userId, totalPoints: 0, totalPosts: 0, totalComments: 0, correctAnswers: 0 }),
    email: who.email, username: who.username, usernameLower: who.username.toLowerCase(), updatedAt: at,
  };
}

async function dailyOf(view: ViewContext, who: Who, day: string): Promise<DailyPointsDoc> {
  const id = `${who.userId}:${day}`;
  return (await view.get<DailyPointsDoc>(DAILY, id)) ?? { id, userId: who.userId, email: who.email, username: who.username, day, points: 0, cappedPoints: 0 };
}

/**
 * Applies one award or withdrawal. The values and the cap come from domain/src/forums/reputation.ts;
 * this only books them: per-user totals, per-day buckets (for the weekly and monthly boards, and the
 * cap), the activity list, and what the award gave (so its withdrawal takes back exactly that).
 */
async function book(effect: ReputationEffect, event: StoredEvent, n: number, view: ViewContext) {
  const at = event.metadata.occurredAt;
  let who: Who;
  let points: number;
  let day: string;
  let counter: Counter | undefined;
  let action: ActivityDoc['action'];
  let postId = '';
  if (effect.kind === 'award') {
    // no look-up first: awards only follow transitions (none -> up, a new answer after the old one's
    // withdrawal) and the runner applies each event exactly once, so the key is free; one read fewer
    // per vote is what keeps the leaderboard close behind a vote storm
    who = effect.user;
    day = dayOf(at);
    const daily = await dailyOf(view, who, day);
    points = pointsFor(effect.action, daily.cappedPoints);
    ({ counter, action, postId } = effect);
    view.put(AWARDS, { id: effect.key, userId: who.userId, action, points, day, counter } satisfies AwardDoc);
  } else {
    const existing = await view.get<AwardDoc>(AWARDS, effect.key);
    if (!existing) return;
    const stats = await view.get<UserStatsDoc>(STATS, existing.userId);
    who = { userId: existing.userId, email: stats?.email ?? '', username: stats?.username ?? '' };
    points = -existing.points;
    ({ day, action } = existing);
    counter = existing.counter as Counter | undefined;
    view.remove(AWARDS, effect.key);
  }
  const sign = effect.kind === 'award' ? 1 : -1;
  const stats = await statsOf(view, who, at);
  view.put(STATS, { ...stats, totalPoints: stats.totalPoints + points, ...(counter ? { [counter]: Math.max(0, stats[counter] + sign) } : {}) });
  const daily = await dailyOf(view, who, day);
  const capped = CAPPED_ACTIONS.includes(action) ? points : 0;
  view.put(DAILY, { ...daily, points: daily.points + points, cappedPoints: daily.cappedPoints + capped });
  if (points !== 0) {
    if (!postId) postId = effect.key.startsWith('answer:') ? effect.key.slice(7) : '';
    view.put(ACTIVITY, { id: `${event.id}:${n}`, userId: who.userId, action, points, postId, createdAt: at } satisfies ActivityDoc);
    view.notify([LEADERBOARD_ROOM], LEADERBOARD_VIEW, who.userId);
  }
}

/** Points, per-day buckets, activity and counters behind profiles, leaderboards and achievements. */
export const forumReputationProjection: ProjectionDef = {
  name: 'forum-reputation',
  collections: [userStatsView, dailyPointsView, activityView, awardsView],
  handles: ['PostCreated', 'CommentPosted', 'PostVoted', 'CommentVoted', 'CommentMarkedAsAnswer'],
  async apply(event, view) {
    const effects = reputationEffects(event as unknown as Parameters<typeof reputationEffects>[0]);
    for (const [n, effect] of effects.entries()) await book(effect, event, n, view);
  },
};
