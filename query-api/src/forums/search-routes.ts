import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type FarmhouseDoc, farmhousesView, FORUM_LIMITS, type PostDoc, postsView, queryKeys, type UserDoc, usersView } from '@exam/domain';
import type { ReadStore } from '@exam/infra';
import type { QueryApiDeps } from '../app';
import { publicFarmhouse, publicPost } from './shape';

const MIN = FORUM_LIMITS.searchMinChars;
const snippet = (s: string, n = 140) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** Every query word must match a word prefix (an index look-up, see domain/src/forums/search.ts). */
const keysFilter = (keys: string[]) => ({ searchKeys: { $containsAll: keys } });

async function findUsers(rs: ReadStore, q: string, limit: number) {
  const prefix = q.trim().toLowerCase();
  // a range on the indexed lower-cased username is a prefix search
  return rs.find<UserDoc>(usersView.name, { filter: { usernameLower: { $gte: prefix, $lt: `${prefix}\uffff` } }, sort: { usernameLower: 1 }, limit });
}

/** GET /api/forums/search-suggestions (spec §7, the one visible call) and the full results page. */
export const searchRoutes = (deps: QueryApiDeps): FastifyPluginAsync => async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const rs = deps.readStore;

  app.get('/api/forums/search-suggestions', { schema: { querystring: z.object({ q: z.string().max(200).default('') }) } }, async (req) => {
    const q = req.query.q.trim();
    const keys = queryKeys(q);
    if (q.length < MIN) return { success: true, results: [] };
    const n = FORUM_LIMITS.suggestionsPerType;
    const [houses, posts, users] = await Promise.all([
      keys.length ? rs.find<FarmhouseDoc>(farmhousesView.name, { filter: { isActive: true, ...keysFilter(keys) }, limit: n }) : [],
      keys.length ? rs.find<PostDoc>(postsView.name, { filter: { isDeleted: false, ...keysFilter(keys) }, limit: n }) : [],
      findUsers(rs, q, n),
    ]);
    return {
      success: true,
      results: [
        ...houses.map((h) => ({ type: 'farmhouse' as const, id: h.id, title: h.title, description: snippet(h.description), farmlandId: h.farmlandId, username: null })),
        ...posts.map((p) => ({ type: 'post' as const, id: p.id, title: p.title, description: snippet(p.description), farmlandId: p.farmlandId, farmhouseId: p.farmhouseId, username: p.authorUsername })),
        ...users.map((u) => ({ type: 'user' as const, id: u.userId, title: u.username, description: '', farmlandId: null, username: u.username })),
      ],
    };
  });

  const searchQuery = z.object({ q: z.string().max(200).default(''), skip: z.coerce.number().int().min(0).default(0), limit: z.coerce.number().int().min(1).max(50).default(20) });
  app.get('/api/forums/search', { schema: { querystring: searchQuery } }, async (req) => {
    const q = req.query.q.trim();
    const keys = queryKeys(q);
    if (q.length < MIN) return { success: true, q, posts: [], totalPosts: 0, farmhouses: [], users: [] };
    const postFilter = { isDeleted: false, ...keysFilter(keys) };
    const [posts, totalPosts, houses, users] = await Promise.all([
      keys.length ? rs.find<PostDoc>(postsView.name, { filter: postFilter, sort: { createdAt: -1 }, skip: req.query.skip, limit: req.query.limit }) : [],
      keys.length ? rs.count(postsView.name, postFilter) : 0,
      keys.length ? rs.find<FarmhouseDoc>(farmhousesView.name, { filter: { isActive: true, ...keysFilter(keys) }, limit: 20 }) : [],
      findUsers(rs, q, 20),
    ]);
    return {
      success: true, q, totalPosts,
      posts: posts.map(publicPost), farmhouses: houses.map(publicFarmhouse),
      users: users.map((u) => ({ userId: u.userId, username: u.username })),
    };
  });
};
