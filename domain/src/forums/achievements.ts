/** Spec §9 Achievements (by threshold). */
export type AchievementMetric = 'points' | 'correctAnswers' | 'posts' | 'comments';
export type AchievementDef = { id: string; name: string; metric: AchievementMetric; threshold: number; description: string };

export const ACHIEVEMENTS: readonly AchievementDef[] = [
  { id: 'contributor', name: 'Contributor', metric: 'points', threshold: 100, description: 'Earn 100 points' },
  { id: 'rising-star', name: 'Rising Star', metric: 'points', threshold: 500, description: 'Earn 500 points' },
  { id: 'expert', name: 'Expert', metric: 'points', threshold: 1000, description: 'Earn 1000 points' },
  { id: 'problem-solver', name: 'Problem Solver', metric: 'correctAnswers', threshold: 10, description: 'Have 10 answers marked correct' },
  { id: 'active-member', name: 'Active Member', metric: 'posts', threshold: 50, description: 'Write 50 posts' },
  { id: 'helpful', name: 'Helpful', metric: 'comments', threshold: 100, description: 'Write 100 comments' },
];

/** Spec: up to 3 unearned achievements are shown with progress. */
export const UNEARNED_SHOWN = 3;

export type AchievementStats = { points: number; correctAnswers: number; posts: number; comments: number };
export type AchievementProgress = AchievementDef & { value: number; earned: boolean; progress: number };

/** Earned ones, and the (up to 3) unearned ones closest to done, with progress 0..1. */
export function achievementsFor(stats: AchievementStats): { earned: AchievementProgress[]; next: AchievementProgress[] } {
  const all = ACHIEVEMENTS.map((a) => {
    const value = Math.max(0, stats[a.metric] ?? 0);
    return { ...a, value, earned: value >= a.threshold, progress: Math.min(1, value / a.threshold) };
  });
  const next = all
    .map((a, i) => ({ a, i }))
    .filter(({ a }) => !a.earned)
    .sort((x, y) => y.a.progress - x.a.progress || x.i - y.i)
    .slice(0, UNEARNED_SHOWN)
    .map(({ a }) => a);
  return { earned: all.filter((a) => a.earned), next };
}
