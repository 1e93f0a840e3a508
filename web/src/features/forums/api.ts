import type {
  AchievementProgress, CommentDoc, FarmhouseDoc, FarmlandDoc, ForumEventDoc, LeaderboardEntry, LeaderboardWindow, PlatformUpdateDoc,
  PointsAction, PostContentInput, PostDoc, VoteDirection,
} from '@exam/domain';
import { api, ApiError, type MutationResult, type Position } from '../../lib/http';

export type Post = Omit<PostDoc, 'searchKeys'>;
export type Farmhouse = Omit<FarmhouseDoc, 'searchKeys'>;
export type Farmland = FarmlandDoc;
export type CommentNode = CommentDoc & { replies: CommentNode[] };
export type Membership = { isMember: boolean; role: 'member' | 'moderator' | 'admin' | null };

export type HomeData = {
  farmlands: Array<Farmland & { farmhouses: Farmhouse[] }>;
  recentPosts: Post[];
  memberships: Array<{ farmhouseId: string; farmlandId: string; role: 'member' | 'moderator' }>;
  isAdmin: boolean;
};
export type FarmlandData = { farmland: Farmland; farmhouses: Array<Farmhouse & { isMember: boolean }> };
export type FarmhouseData = { farmhouse: Farmhouse; farmland: Farmland | null; membership: Membership; posts: Post[]; total: number };
export type PostData = {
  post: Post; farmhouse: Farmhouse; farmland: Farmland | null; membership: Membership; comments: CommentNode[];
  myVotes: Record<string, VoteDirection>;
  can: { comment: boolean; vote: boolean; edit: boolean; moderate: boolean; markAnswer: boolean };
  moderation: { pinned: number; archived: number; postsThisWeek: number } | null;
};
export type Suggestion = { type: 'farmhouse' | 'post' | 'user'; id: string; title: string; description: string; farmlandId: string | null; farmhouseId?: string; username: string | null };
export type SearchData = { q: string; posts: Post[]; totalPosts: number; farmhouses: Farmhouse[]; users: Array<{ userId: string; username: string }> };
export type ProfileData = {
  user: { userId: string; name: string; username: string; email: string; avatar: string | null; joinedAt: string | null };
  activity: { totalPoints: number; totalPosts: number; totalComments: number; correctAnswers: number; recentActivity: Array<{ action: PointsAction; points: number; createdAt: string; postId: string }> };
  achievements: { earned: AchievementProgress[]; next: AchievementProgress[] };
  posts: Post[];
  comments: Array<CommentDoc & { postTitle: string; farmlandId: string; farmhouseId: string }>;
};
export type LeaderboardData = { window: LeaderboardWindow; entries: LeaderboardEntry[]; me: LeaderboardEntry | null; total: number; position: Position | null };
export type AdminFarmlands = { farmlands: Array<Farmland & { farmhouses: Array<Farmhouse & { isModerator: boolean }> }> };

const q = (params: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') s.set(k, String(v));
  const text = s.toString();
  return text ? `?${text}` : '';
};
const enc = encodeURIComponent;

/** Every forum call (reads from query-api, commands forwarded to command-api). */
export const forumApi = {
  home: (after?: Position) => api.get<HomeData>('/api/forums/home', { after }),
  farmland: (id: string) => api.get<FarmlandData>(`/api/forums/farmlands/${enc(id)}`),
  farmhouse: (id: string, skip = 0, after?: Position) => api.get<FarmhouseData>(`/api/forums/farmhouses/${enc(id)}${q({ skip })}`, { after }),
  post: (id: string, after?: Position) => api.get<PostData>(`/api/forums/posts/${enc(id)}`, { after }),
  suggestions: (text: string, signal?: AbortSignal) => api.get<{ results: Suggestion[] }>(`/api/forums/search-suggestions${q({ q: text })}`, { signal }),
  search: (text: string, skip = 0) => api.get<SearchData>(`/api/forums/search${q({ q: text, skip })}`),
  profile: (username: string, after?: Position) => api.get<ProfileData>(`/api/forums/users/${enc(username)}`, { after }),
  leaderboard: (window: LeaderboardWindow, opts: { limit?: number; skip?: number; after?: Position } = {}) =>
    api.get<LeaderboardData>(`/api/forums/leaderboard${q({ window, limit: opts.limit, skip: opts.skip })}`, { after: opts.after }),
  events: () => api.get<{ events: ForumEventDoc[] }>('/api/forums/events'),
  updates: (limit?: number) => api.get<{ updates: PlatformUpdateDoc[]; total: number }>(`/api/forums/updates${q({ limit })}`),
  adminFarmlands: (email?: string, after?: Position) => api.get<AdminFarmlands>(`/api/forums/admin/farmlands${q({ email })}`, { after }),

  join: (farmhouseId: string) => api.post(`/api/forums/farmhouses/${enc(farmhouseId)}/join`),
  leave: (farmhouseId: string) => api.post(`/api/forums/farmhouses/${enc(farmhouseId)}/leave`),
  vote: (targetType: 'post' | 'comment', targetId: string, direction: VoteDirection) =>
    api.post<MutationResult & { vote: VoteDirection | null }>('/api/forums/votes', { targetType, targetId, direction }),
  comment: (postId: string, content: string, parentCommentId?: string) =>
    api.post<MutationResult & { commentId: string }>('/api/forums/comments', { postId, content, parentCommentId }),
  editComment: (id: string, content: string) => api.patch(`/api/forums/comments/${enc(id)}`, { content }),
  deleteComment: (id: string) => api.delete(`/api/forums/comments/${enc(id)}`),
  markAnswer: (postId: string, commentId: string) => api.post(`/api/forums/posts/${enc(postId)}/answer`, { commentId }),
  editPost: (id: string, content: Omit<PostContentInput, 'type'>) => api.patch(`/api/forums/posts/${enc(id)}`, content),
  deletePost: (id: string, reason?: string) => api.delete(`/api/forums/posts/${enc(id)}`, { reason }),
  postAction: (id: string, action: 'pin' | 'unpin' | 'archive' | 'unarchive', reason?: string) =>
    api.post(`/api/forums/posts/${enc(id)}/${action}`, action === 'archive' ? { reason } : {}),
  movePost: (id: string, farmhouseId: string) => api.post(`/api/forums/posts/${enc(id)}/move`, { farmhouseId }),
  toggle: (kind: 'farmlands' | 'farmhouses', id: string, what: 'status' | 'featured') => api.post(`/api/forums/${kind}/${enc(id)}/toggle-${what}`),
  updateFarmland: (id: string, body: Record<string, unknown>) => api.patch(`/api/forums/farmlands/${enc(id)}`, body),
  updateFarmhouse: (id: string, body: Record<string, unknown>) => api.patch(`/api/forums/farmhouses/${enc(id)}`, body),
  saveModerators: (email: string, changes: Array<{ farmhouseId: string; isModerator: boolean }>) => api.post('/api/forums/moderators', { email, changes }),
  createEvent: (body: Record<string, unknown>) => api.post('/api/forums/events', body),
  publishUpdate: (body: Record<string, unknown>) => api.post('/api/forums/updates', body),

  /** Create post: multipart when images are attached (the bytes go to the blob store, not the log). */
  async createPost(input: PostContentInput & { farmhouseId: string }, images: File[]): Promise<MutationResult & { postId: string; farmlandId: string }> {
    const payload = { commandId: crypto.randomUUID(), ...input };
    if (!images.length) return api.post('/api/forums/posts', payload);
    const form = new FormData();
    form.append('payload', JSON.stringify(payload));
    for (const f of images) form.append('images', f, f.name);
    let res: Response;
    try {
      res = await fetch('/api/forums/posts', { method: 'POST', body: form, credentials: 'include', headers: { accept: 'application/json' } });
    } catch {
      throw new ApiError({ status: 0, code: 'NETWORK', title: 'Network error', detail: 'Cannot reach the server. Please check your connection.' });
    }
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) throw new ApiError({ status: res.status, code: String(body.code ?? `HTTP_${res.status}`), title: String(body.title ?? 'Error'), detail: String(body.detail ?? body.message ?? 'Failed to create post. Please try again.'), problem: body });
    return body as unknown as MutationResult & { postId: string; farmlandId: string };
  },
};

export const imageUrl = (id: string) => `/api/forums/images/${enc(id)}`;
export const postPath = (p: { farmlandId: string; farmhouseId: string; id: string }) => `/forums/${p.farmlandId}/${p.farmhouseId}/${p.id}`;
