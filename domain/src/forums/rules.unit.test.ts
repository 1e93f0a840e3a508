import { describe, expect, it } from 'vitest';
import { achievementsFor } from './achievements';
import { DAILY_CAP, POINTS, pointsFor, reputationEffects } from './reputation';
import { queryKeys, searchKeys } from './search';
import { person, ref } from './test-kit';
import { relativeAge, windowStartDay } from './time';

const alice = ref(person('alice'));
const bob = ref(person('bob'));
const carol = ref(person('carol'));

describe('reputation', () => {
  it('uses the Apache Answer values for upvotes and accepted answers', () => {
    expect(POINTS.upvote_received).toBe(10);
    expect(POINTS.correct_answer_marked).toBe(15);
  });

  it('caps volume points per day but never the accepted answer', () => {
    expect(pointsFor('upvote_received', 0)).toBe(10);
    expect(pointsFor('upvote_received', DAILY_CAP - 4)).toBe(4);
    expect(pointsFor('comment', DAILY_CAP)).toBe(0);
    expect(pointsFor('correct_answer_marked', DAILY_CAP)).toBe(15);
  });

  it('awards an upvote to the author and withdraws it when removed or switched', () => {
    const vote = (previous: 'up' | 'down' | null, current: 'up' | 'down' | null) =>
      reputationEffects({ type: 'PostVoted', data: { postId: 'p1', voter: bob, author: alice, previous, current } });
    expect(vote(null, 'up')).toEqual([expect.objectContaining({ kind: 'award', action: 'upvote_received', user: alice, key: 'upvote:p1:id-bob' })]);
    expect(vote('up', null)).toEqual([{ kind: 'withdraw', key: 'upvote:p1:id-bob' }]);
    expect(vote('up', 'down')).toEqual([{ kind: 'withdraw', key: 'upvote:p1:id-bob' }]);
    expect(vote(null, 'down')).toEqual([]);
  });

  it('moves the accepted-answer points and gives none for accepting your own comment', () => {
    const mark = (commentAuthor: typeof alice, previous: { commentId: string; author: typeof alice } | null, markedBy = alice.userId) =>
      reputationEffects({ type: 'CommentMarkedAsAnswer', data: { postId: 'p1', commentId: 'c2', commentAuthor, postAuthor: alice, markedBy, previous } });
    expect(mark(bob, null)).toEqual([expect.objectContaining({ kind: 'award', action: 'correct_answer_marked', user: bob, counter: 'correctAnswers' })]);
    expect(mark(carol, { commentId: 'c1', author: bob })).toEqual([{ kind: 'withdraw', key: 'answer:p1' }, expect.objectContaining({ kind: 'award', user: carol })]);
    expect(mark(alice, null)).toEqual([]);
    expect(mark(carol, null, carol.userId)).toEqual([]);
  });
});

describe('achievements', () => {
  it('earns by the spec thresholds and shows up to 3 unearned with progress', () => {
    const r = achievementsFor({ points: 120, correctAnswers: 9, posts: 5, comments: 0 });
    expect(r.earned.map((a) => a.name)).toEqual(['Contributor']);
    expect(r.next.map((a) => a.name)).toEqual(['Problem Solver', 'Rising Star', 'Expert']);
    expect(r.next[0].progress).toBeCloseTo(0.9);
    const all = achievementsFor({ points: 1000, correctAnswers: 10, posts: 50, comments: 100 });
    expect(all.earned).toHaveLength(6);
    expect(all.next).toEqual([]);
  });
});

describe('search keys and time rules', () => {
  it('matches word prefixes of two or more characters', () => {
    const keys = searchKeys('Probability doubt', 'P&C');
    expect(keys).toEqual(expect.arrayContaining(['pr', 'prob', 'probability', 'do', 'doubt']));
    expect(keys).not.toContain('p');
    expect(queryKeys('Prob  DOU')).toEqual(['prob', 'dou']);
    expect(queryKeys('a')).toEqual([]);
  });

  it('gives weekly and monthly windows of 7 and 30 days', () => {
    expect(windowStartDay('weekly', '2026-03-10T12:00:00Z')).toBe('2026-03-04');
    expect(windowStartDay('monthly', '2026-03-30T12:00:00Z')).toBe('2026-03-01');
    expect(windowStartDay('all', '2026-03-10T12:00:00Z')).toBeNull();
  });

  it('words the age of a platform update as the spec says', () => {
    const now = '2026-03-30T12:00:00Z';
    expect(relativeAge('2026-03-29T11:00:00Z', now)).toBe('Yesterday');
    expect(relativeAge('2026-03-26T12:00:00Z', now)).toBe('4 days ago');
    expect(relativeAge('2026-03-16T12:00:00Z', now)).toBe('2 weeks ago');
    expect(relativeAge('2026-02-01T12:00:00Z', now)).toMatch(/2026/);
  });
});
