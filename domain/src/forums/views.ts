import type { ViewDef } from '../core/views';
import type { AllowedPostTypes, PostType } from './constants';
import type { PostImage } from './post';
import type { PointsAction } from './reputation';
import type { VoteDirection } from './schemas';

// ---- the `forums` projection -----------------------------------------------------------------

export const farmlandsView = {
  name: 'forum_farmlands',
  fields: { order: 'number', isActive: 'boolean' },
  indexes: [['order']],
} satisfies ViewDef;
export type FarmlandDoc = {
  id: string; title: string; description: string; icon: string; order: number;
  isActive: boolean; isFeatured: boolean; createdAt: string;
};

export type ModeratorRef = { userId: string; email: string; username: string };
export const farmhousesView = {
  name: 'forum_farmhouses',
  fields: { farmlandId: 'text', isActive: 'boolean', searchKeys: 'array' },
  indexes: [['farmlandId'], ['searchKeys']],
} satisfies ViewDef;
export type FarmhouseDoc = {
  id: string; farmlandId: string; farmlandTitle: string; title: string; description: string; icon: string;
  tags: string[]; allowedPostTypes: AllowedPostTypes; isActive: boolean; isFeatured: boolean;
  memberCount: number; postCount: number; moderators: ModeratorRef[]; createdAt: string; searchKeys: string[];
};

export const MEMBER_ROLES = ['member', 'moderator', 'admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const membersView = {
  name: 'forum_members',
  fields: { farmhouseId: 'text', userId: 'text', email: 'text', role: 'text' },
  indexes: [['userId'], ['farmhouseId'], ['email']],
} satisfies ViewDef;
export const memberDocId = (farmhouseId: string, userId: string) => `${farmhouseId}:${userId}`;
export type MemberDoc = {
  id: string; farmhouseId: string; farmlandId: string; userId: string; email: string; username: string;
  role: 'member' | 'moderator'; joinedAt: string;
};

export const postsView = {
  name: 'forum_posts',
  fields: { farmhouseId: 'text', farmlandId: 'text', authorId: 'text', createdAt: 'date', isPinned: 'boolean', isDeleted: 'boolean', searchKeys: 'array' },
  indexes: [['farmhouseId', '-isPinned', '-createdAt'], ['authorId', '-createdAt'], ['-createdAt'], ['searchKeys']],
} satisfies ViewDef;
export type VoteCounts = { upvotes: number; downvotes: number };
export type PostDoc = {
  id: string; farmlandId: string; farmhouseId: string; title: string; description: string; type: PostType;
  exam?: string; topic?: string; tags: string[]; links: string[]; images: PostImage[];
  authorId: string; authorEmail: string; authorUsername: string;
  votes: VoteCounts; commentCount: number; isPinned: boolean; isArchived: boolean; archiveReason?: string;
  isEdited: boolean; isDeleted: boolean; isCorrectAnswerMarked: boolean; correctAnswerCommentId: string | null;
  createdAt: string; updatedAt: string; searchKeys: string[];
};

export const commentsView = {
  name: 'forum_comments',
  fields: { postId: 'text', authorId: 'text', createdAt: 'date' },
  indexes: [['postId', 'createdAt'], ['authorId', '-createdAt']],
} satisfies ViewDef;
export type CommentDoc = {
  id: string; postId: string; parentCommentId: string | null; content: string;
  authorId: string; authorEmail: string; authorUsername: string; votes: VoteCounts;
  isEdited: boolean; isDeleted: boolean; isCorrectAnswer: boolean; createdAt: string;
};

/** One document per (target, voter): the caller's own votes on a page, never the crowd's names. */
export const votesView = {
  name: 'forum_votes',
  fields: { postId: 'text', userId: 'text' },
  indexes: [['postId', 'userId']],
} satisfies ViewDef;
export const voteDocId = (targetId: string, userId: string) => `${targetId}:${userId}`;
export type VoteDoc = { id: string; targetType: 'post' | 'comment'; targetId: string; postId: string; userId: string; direction: VoteDirection };

export const forumEventsView = { name: 'forum_events', fields: { dateTime: 'date' }, indexes: [['dateTime']] } satisfies ViewDef;
export type ForumEventDoc = { id: string; title: string; description: string; dateTime: string; joinLink: string };

export const platformUpdatesView = { name: 'forum_platform_updates', fields: { createdAt: 'date' }, indexes: [['-createdAt']] } satisfies ViewDef;
export type PlatformUpdateDoc = { id: string; type: string; title: string; content: string; author: string; createdAt: string; isImportant: boolean };

// ---- the `forum-reputation` projection -------------------------------------------------------

export const userStatsView = {
  name: 'forum_user_stats',
  fields: { totalPoints: 'number', usernameLower: 'text', email: 'text' },
  indexes: [['-totalPoints'], ['usernameLower'], ['email']],
} satisfies ViewDef;
export type UserStatsDoc = {
  id: string; userId: string; email: string; username: string; usernameLower: string;
  totalPoints: number; totalPosts: number; totalComments: number; correctAnswers: number; updatedAt: string;
};

/** Points per user per UTC day: weekly and monthly leaderboards sum the days in their window. */
export const dailyPointsView = {
  name: 'forum_points_daily',
  fields: { day: 'text', userId: 'text' },
  indexes: [['day']],
} satisfies ViewDef;
export type DailyPointsDoc = { id: string; userId: string; email: string; username: string; day: string; points: number; cappedPoints: number };

export const activityView = {
  name: 'forum_activity',
  fields: { userId: 'text', createdAt: 'date' },
  indexes: [['userId', '-createdAt']],
} satisfies ViewDef;
export type ActivityDoc = { id: string; userId: string; action: PointsAction; points: number; postId: string; createdAt: string };

/** What each live award gave, so a withdrawal takes back exactly that. */
export const awardsView = { name: 'forum_awards' } satisfies ViewDef;
export type AwardDoc = { id: string; userId: string; action: PointsAction; points: number; day: string; counter?: string };

export const LEADERBOARD_ROOM = 'leaderboard';
export const LEADERBOARD_VIEW = 'forum_leaderboard';
export const postRoom = (postId: string) => `post:${postId}`;
export const farmhouseRoom = (farmhouseId: string) => `farmhouse:${farmhouseId}`;
/** Farmland and farmhouse lists (sidebar, admin pages). */
export const FORUMS_ROOM = 'forums';

export type LeaderboardEntry = { userId: string; userEmail: string; username: string; avatar: string | null; points: number; rank: number };
