import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type FarmhouseDoc, farmhousesView, type FarmlandDoc, farmlandsView, type MemberDoc, membersView, notFound, type PostDoc, postsView,
} from '@exam/domain';
import { requirePermission } from '@exam/infra';
import type { QueryApiDeps } from '../app';
import { afterQuery, waitForProjections } from '../lib/catch-up';
import { FORUMS, isAdminReq, membershipOf, publicFarmhouse, publicPost, visibleHouse, visibleLand } from './shape';

const idParams = z.object({ id: z.string().min(1).max(100) });
const page = z.object({ after: afterQuery, skip: z.coerce.number().int().min(0).default(0), limit: z.coerce.number().int().min(1).max(50).default(20) });

/** Forums home, community and sub-community pages, and the admin's farmland list with moderator flags. */
export const communityReadRoutes = (deps: QueryApiDeps): FastifyPluginAsync => async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const rs = deps.readStore;

  const landsWithHouses = async (all: boolean) => {
    const [lands, houses] = await Promise.all([
      rs.find<FarmlandDoc>(farmlandsView.name, { filter: all ? {} : { isActive: true }, sort: { order: 1 }, limit: 500 }),
      rs.find<FarmhouseDoc>(farmhousesView.name, { filter: all ? {} : { isActive: true }, limit: 2000 }),
    ]);
    return lands.map((l) => ({ ...l, farmhouses: houses.filter((h) => h.farmlandId === l.id).map(publicFarmhouse).sort((a, b) => a.title.localeCompare(b.title)) }));
  };

  app.get('/api/forums/home', { schema: { querystring: z.object({ after: afterQuery }) } }, async (req) => {
    const caughtUp = await waitForProjections(rs, FORUMS, req.query.after);
    const farmlands = await landsWithHouses(false);
    const houseIds = farmlands.flatMap((l) => l.farmhouses.map((h) => h.id));
    const [memberships, recentPosts] = await Promise.all([
      req.actor ? rs.find<MemberDoc>(membersView.name, { filter: { userId: req.actor.userId }, limit: 500 }) : [],
      rs.find<PostDoc>(postsView.name, { filter: { isDeleted: false, farmhouseId: { $in: houseIds } }, sort: { createdAt: -1 }, limit: 10 }),
    ]);
    return {
      success: true, farmlands, recentPosts: recentPosts.map(publicPost),
      memberships: memberships.map((m) => ({ farmhouseId: m.farmhouseId, farmlandId: m.farmlandId, role: m.role })),
      isAdmin: isAdminReq(req), stale: !caughtUp,
    };
  });

  app.get('/api/forums/farmlands/:id', { schema: { params: idParams, querystring: z.object({ after: afterQuery }) } }, async (req) => {
    const caughtUp = await waitForProjections(rs, FORUMS, req.query.after);
    const farmland = await rs.get<FarmlandDoc>(farmlandsView.name, req.params.id);
    if (!visibleLand(req, farmland)) throw notFound('Community');
    const houses = await rs.find<FarmhouseDoc>(farmhousesView.name, { filter: { farmlandId: req.params.id, ...(isAdminReq(req) ? {} : { isActive: true }) }, limit: 500 });
    const mine = req.actor ? await rs.find<MemberDoc>(membersView.name, { filter: { userId: req.actor.userId }, limit: 500 }) : [];
    return {
      success: true, farmland, stale: !caughtUp,
      farmhouses: houses.map((h) => ({ ...publicFarmhouse(h), isMember: mine.some((m) => m.farmhouseId === h.id) })).sort((a, b) => a.title.localeCompare(b.title)),
    };
  });

  app.get('/api/forums/farmhouses/:id', { schema: { params: idParams, querystring: page } }, async (req) => {
    const caughtUp = await waitForProjections(rs, FORUMS, req.query.after);
    const farmhouse = await rs.get<FarmhouseDoc>(farmhousesView.name, req.params.id);
    if (!visibleHouse(req, farmhouse)) throw notFound('Community');
    const filter = { farmhouseId: req.params.id, isDeleted: false };
    // the farmhouse keeps its live post count: counting 100,000 rows per page view would not scale
    const total = farmhouse!.postCount;
    const [posts, membership, farmland] = await Promise.all([
      rs.find<PostDoc>(postsView.name, { filter, sort: { isPinned: -1, createdAt: -1 }, skip: req.query.skip, limit: req.query.limit }),
      membershipOf(rs, req, req.params.id),
      rs.get<FarmlandDoc>(farmlandsView.name, farmhouse!.farmlandId),
    ]);
    return { success: true, farmhouse: publicFarmhouse(farmhouse!), farmland, membership, posts: posts.map(publicPost), total, stale: !caughtUp };
  });

  /** Manage Moderator dialog: every farmland and farmhouse, with the user's moderator flag on each. */
  app.get('/api/forums/admin/farmlands', { schema: { querystring: z.object({ email: z.string().trim().toLowerCase().optional(), after: afterQuery }) } }, async (req) => {
    requirePermission(req, 'forums.admin');
    const caughtUp = await waitForProjections(rs, FORUMS, req.query.after);
    const farmlands = await landsWithHouses(true);
    const mods = req.query.email ? await rs.find<MemberDoc>(membersView.name, { filter: { email: req.query.email, role: 'moderator' }, limit: 2000 }) : [];
    const modded = new Set(mods.map((m) => m.farmhouseId));
    return {
      success: true, stale: !caughtUp,
      farmlands: farmlands.map((l) => ({ ...l, farmhouses: l.farmhouses.map((h) => ({ ...h, isModerator: modded.has(h.id) })) })),
    };
  });
};
